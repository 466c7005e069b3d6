/** The folders and files `npm run build` reads, relative to the repository root. */
export const BUILD_INPUTS: readonly string[];
/** A SHA-256 over the path and contents of every build input below `root` (tests and output left out). */
export function buildInputsHash(root: string): string;
