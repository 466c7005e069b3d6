import { describe, expect, it } from 'vitest';
import { matchesAccept } from './file-accept';

const file = (name: string, type = '') => new File(['x'], name, { type });

describe('matchesAccept', () => {
  it('matches by MIME type, by wildcard type and by extension, ignoring case', () => {
    expect(matchesAccept(file('a.png', 'image/png'), 'image/png')).toBe(true);
    expect(matchesAccept(file('a.webp', 'image/webp'), 'image/*')).toBe(true);
    expect(matchesAccept(file('LOGO.SVG'), 'image/png, .svg')).toBe(true);
  });

  it('refuses what matches nothing', () => {
    expect(matchesAccept(file('brochure.pdf', 'application/pdf'), 'image/*,.png')).toBe(false);
    expect(matchesAccept(file('png'), '.png')).toBe(false);
    expect(matchesAccept(file('a.png', 'image/png'), '')).toBe(false);
  });
});
