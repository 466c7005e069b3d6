import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import type * as FontkitModule from '@pdf-lib/fontkit';
import type * as PdfLib from 'pdf-lib';
import type { PDFFont, PDFPage } from 'pdf-lib';
import { anonymousLabel, type Consultant, SKILL_LEVEL_LABELS } from '@keel/shared/consultants';
import { countryName } from '@keel/shared/job-facts';

/**
 * A consultant's client-ready profile as an A4 PDF of one or two pages (decision 0101). It is
 * drawn from the record as any member reads it, never with rates, notes, periods away or the team
 * member: a client sees name (or an anonymous label), title, skills with their levels in words and
 * years, and the home location.
 */

/**
 * Liberation Sans (SIL Open Font License), the TrueType font pdfjs-dist ships for its standard
 * fonts: a server dependency already, and it covers Latin with every accent, Greek and Cyrillic.
 * PDF's built-in Helvetica knows only WinAnsi, so "Łukasz" or "Дмитрий" would not print at all.
 */
const require = createRequire(import.meta.url);
export const FONT_FILES = {
  regular: 'pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf',
  bold: 'pdfjs-dist/standard_fonts/LiberationSans-Bold.ttf',
} as const;
let fontBytes: Promise<{ regular: Buffer; bold: Buffer }> | undefined;
const loadFonts = () =>
  (fontBytes ??= Promise.all([fs.readFile(require.resolve(FONT_FILES.regular)), fs.readFile(require.resolve(FONT_FILES.bold))]).then(
    ([regular, bold]) => ({ regular, bold }),
  ));

/**
 * pdf-lib and fontkit load at the first profile, not at start-up: together about half a second of
 * the server's start, and no request but this one needs them (decision 0107).
 */
type Fontkit = typeof FontkitModule;
let pdfModules: Promise<{ pdfLib: typeof PdfLib; fontkit: Fontkit }> | undefined;
const loadPdfModules = () =>
  (pdfModules ??= Promise.all([import('pdf-lib'), import('@pdf-lib/fontkit')]).then(([pdfLib, fontkit]) => ({
    pdfLib,
    // A CommonJS module: Node gives its exports as the default (its types describe them as the module).
    fontkit: (fontkit as { default?: Fontkit }).default ?? fontkit,
  })));

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const MAX_PAGES = 2;
const INK = [0.09, 0.11, 0.16] as const;
const MUTED = [0.35, 0.38, 0.45] as const;

export interface ProfileOptions {
  anonymised: boolean;
  /** Today, as the footer says it (YYYY-MM-DD). */
  today: string;
}

/** What the profile says, line by line: the only place that decides what a client may read. */
export function profileContent(c: Consultant, anonymised: boolean) {
  const country = c.country ? countryName(c.country) : null;
  const location = anonymised ? country : [c.city, country].filter(Boolean).join(', ') || null;
  return {
    heading: anonymised ? anonymousLabel(c.consultant_id) : c.full_name,
    title: c.title,
    contact: anonymised ? [] : [c.email, c.phone].filter((v): v is string => Boolean(v)),
    location,
    skills: c.skills.map((s) => {
      const years = s.years === null ? '' : `, ${s.years} ${s.years === 1 ? 'year' : 'years'}`;
      return { name: s.name, detail: `${SKILL_LEVEL_LABELS[s.level] ?? `Level ${s.level}`}${years}` };
    }),
  };
}

/** Words of `text` in lines no wider than `width` (a word longer than a line stays whole). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

export async function renderProfilePdf(c: Consultant, options: ProfileOptions): Promise<Uint8Array> {
  const content = profileContent(c, options.anonymised);
  const {
    pdfLib: { PDFDocument, rgb },
    fontkit,
  } = await loadPdfModules();
  const ink = rgb(...INK);
  const muted = rgb(...MUTED);
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const bytes = await loadFonts();
  // Subset: only the glyphs used travel in the file (a one-page profile is about 21 kB; the two fonts are 277 kB).
  const regular = await doc.embedFont(bytes.regular, { subset: true });
  const bold = await doc.embedFont(bytes.bold, { subset: true });
  doc.setTitle(`Profile – ${content.heading}`);
  doc.setCreator('Keel');
  doc.setProducer('Keel');
  doc.setAuthor('');

  const width = A4[0] - 2 * MARGIN;
  let page: PDFPage = doc.addPage(A4);
  let y = A4[1] - MARGIN;
  /** Room for `height` more points, on a new page when this one is full; false once both pages are. */
  const room = (height: number) => {
    if (y - height >= MARGIN + 20) return true;
    if (doc.getPageCount() >= MAX_PAGES) return false;
    page = doc.addPage(A4);
    y = A4[1] - MARGIN;
    return true;
  };
  const write = (text: string, font: PDFFont, size: number, color = ink, gap = 4) => {
    for (const line of wrap(text, font, size, width)) {
      if (!room(size + gap)) return false;
      y -= size;
      page.drawText(line, { x: MARGIN, y, size, font, color });
      y -= gap;
    }
    return true;
  };

  write(content.heading, bold, 22, ink, 8);
  if (content.title) write(content.title, regular, 13, muted, 6);
  for (const line of content.contact) write(line, regular, 10, muted, 3);
  y -= 14;
  if (content.location) {
    write('Home location', bold, 12, ink, 4);
    write(content.location, regular, 11, ink, 12);
  }
  write('Skills', bold, 12, ink, 6);
  if (content.skills.length === 0) write('No skills recorded.', regular, 11, muted);
  for (const [index, skill] of content.skills.entries()) {
    if (!room(16)) break;
    y -= 11;
    page.drawText(skill.name, { x: MARGIN, y, size: 11, font: bold, color: ink });
    page.drawText(skill.detail, { x: MARGIN + width / 2, y, size: 11, font: regular, color: ink });
    y -= 5;
    // Sixty skills at most (MAX_CONSULTANT_SKILLS) fit two pages; should they not, say how many are left out.
    const left = content.skills.length - index - 1;
    if (left > 0 && doc.getPageCount() === MAX_PAGES && y - 32 < MARGIN + 20) {
      write(`… and ${left} more ${left === 1 ? 'skill' : 'skills'}.`, regular, 10, muted);
      break;
    }
  }
  for (const [index, p] of doc.getPages().entries())
    p.drawText(`Profile as of ${options.today} · page ${index + 1} of ${doc.getPageCount()}`, {
      x: MARGIN,
      y: MARGIN - 20,
      size: 8,
      font: regular,
      color: muted,
    });
  return doc.save();
}
