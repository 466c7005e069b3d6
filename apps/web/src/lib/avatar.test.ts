import { describe, expect, it } from 'vitest';
import { avatarImageSrc, colorFromEmail, fallbackAvatarDataUri, initialsFromName, storedAvatarUrl } from './avatar';

describe('initialsFromName', () => {
  it('uses the first and last word of the name', () => {
    expect(initialsFromName('Avery Morgan')).toBe('AM');
    expect(initialsFromName('mary anne van der berg')).toBe('MB');
    expect(initialsFromName('  Riley   Q.  Chen ')).toBe('RC');
  });

  it('uses one letter for a single word', () => {
    expect(initialsFromName('cher')).toBe('C');
  });

  it("is '?' when there is no name", () => {
    expect(initialsFromName('')).toBe('?');
    expect(initialsFromName('   ')).toBe('?');
    expect(initialsFromName(null)).toBe('?');
    expect(initialsFromName(undefined)).toBe('?');
  });
});

describe('fallback avatar', () => {
  it('is a deterministic SVG data URI derived from the e-mail', () => {
    const a = fallbackAvatarDataUri('avery@keel.demo');
    expect(a).toMatch(/^data:image\/svg\+xml;utf8,/);
    expect(decodeURIComponent(a)).toContain('<svg');
    expect(fallbackAvatarDataUri('avery@keel.demo')).toBe(a);
    expect(fallbackAvatarDataUri('  AVERY@keel.demo ')).toBe(a);
    expect(fallbackAvatarDataUri('riley@keel.demo')).not.toBe(a);
  });

  it('derives a stable colour from the e-mail', () => {
    expect(colorFromEmail('a@b.co')).toBe(colorFromEmail('A@B.CO'));
    expect(colorFromEmail('a@b.co')).toMatch(/^hsl\(\d+ 55% 42%\)$/);
  });

  it('still produces an image without an e-mail', () => {
    expect(fallbackAvatarDataUri('')).toMatch(/^data:image\/svg\+xml/);
  });
});

describe('avatarImageSrc', () => {
  it('serves an uploaded avatar from /files/avatars', () => {
    expect(avatarImageSrc({ avatarUrl: 'u1/17000.png', email: 'x@y.z' })).toBe('/files/avatars/u1/17000.png');
    expect(storedAvatarUrl('u 1/a b.png')).toBe('/files/avatars/u%201/a%20b.png');
  });

  it('falls back to the generated image', () => {
    expect(avatarImageSrc({ avatarUrl: null, email: 'x@y.z' })).toBe(fallbackAvatarDataUri('x@y.z'));
  });
});
