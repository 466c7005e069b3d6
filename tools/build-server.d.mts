/** Compiles the server into `<outDir>/server.js` (outDir: a folder of apps/server; default apps/server/dist) and returns its path. */
export function buildServer(outDir?: string): Promise<string>;
