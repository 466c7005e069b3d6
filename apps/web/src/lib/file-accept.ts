/**
 * Whether a file matches an `accept` attribute ('image/png,.svg,image/*'), the check a browser's
 * file dialog makes only as a suggestion: a user may choose 'All files', or drop anything.
 */
export function matchesAccept(file: File, accept: string): boolean {
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean)
    .some((token) => {
      if (token.startsWith('.')) return name.endsWith(token);
      if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1));
      return type === token;
    });
}
