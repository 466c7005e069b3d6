import fs from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { describe, expect, it } from 'vitest';
import { FONT_FILES } from './profile-pdf';

const require = createRequire(import.meta.url);

/**
 * Reading a PDF's text back proves what its text layer says, not what it shows: a letter the font
 * lacks still reads back (through the ToUnicode map) but prints as an empty box. So the font itself
 * must hold a glyph for every letter of names Keel stores (decision 0101).
 */
describe('the profile PDF font', () => {
  it.each(Object.entries(FONT_FILES))('%s draws accented Latin, Greek and Cyrillic names', (_weight, file) => {
    const font = fontkit.create(fs.readFileSync(require.resolve(file)));
    const names = 'François Müller · Łukasz Dvořák · Żółć Şahin Ğİ · Ærøskøbing · Őrség · Дмитриев · Ελένη · “a – b …” €';
    const missing = [...new Set(names)].filter((ch) => ch.trim() && !font.hasGlyphForCodePoint(ch.codePointAt(0)!));
    expect(missing).toEqual([]);
  });
});
