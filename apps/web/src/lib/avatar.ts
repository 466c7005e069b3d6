/** Pure helpers behind the user avatar (docs/product/public-site.md#header-and-menus): initials and the e-mail-based fallback image. */

/** Initials from the first and last word of a name; '?' when there is no name. */
export function initialsFromName(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = Array.from(words[0])[0] ?? '';
  if (words.length === 1) return first.toUpperCase();
  const last = Array.from(words[words.length - 1])[0] ?? '';
  return (first + last).toUpperCase();
}

/** 32-bit FNV-1a hash: small, fast and stable across runs and browsers. */
export function hashString(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A deterministic colour for an e-mail address (same address, same colour). */
export function colorFromEmail(email: string): string {
  const hue = hashString(email.trim().toLowerCase()) % 360;
  return `hsl(${hue} 55% 42%)`;
}

/**
 * A deterministic SVG identicon for an e-mail as a data URI: a 5x5 mirrored pattern in a colour
 * derived from the hash of the normalized address.
 */
export function fallbackAvatarDataUri(email: string | null | undefined): string {
  const normalized = (email ?? '').trim().toLowerCase();
  const hash = hashString(normalized || '?');
  const color = colorFromEmail(normalized || '?');
  const cells: string[] = [];
  let bits = hashString(`${normalized}#pattern`);
  for (let y = 0; y < 5; y++) {
    for (let x = 0; x < 3; x++) {
      const on = (bits & 1) === 1;
      bits = bits >>> 1 || hash;
      if (!on) continue;
      cells.push(`<rect x="${x + 1}" y="${y + 1}" width="1" height="1"/>`);
      if (x < 2) cells.push(`<rect x="${5 - x}" y="${y + 1}" width="1" height="1"/>`);
    }
  }
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 7 7" shape-rendering="crispEdges">` +
    `<rect width="7" height="7" fill="#f1f5f9"/><g fill="${color}">${cells.join('')}</g></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

/** URL of a stored avatar (a path in the avatars bucket, served at /files/avatars/{path}). */
export function storedAvatarUrl(avatarPath: string): string {
  if (/^(https?:|data:|\/)/.test(avatarPath)) return avatarPath;
  return `/files/avatars/${avatarPath.split('/').map(encodeURIComponent).join('/')}`;
}

/** The image to show for a user: the uploaded avatar, else the generated fallback from the e-mail. */
export function avatarImageSrc(user: { avatarUrl: string | null; email: string }): string {
  return user.avatarUrl ? storedAvatarUrl(user.avatarUrl) : fallbackAvatarDataUri(user.email);
}
