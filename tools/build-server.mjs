// npm run build (after the web app): the server compiled into one ES module, apps/server/dist/server.js,
// so `npm start` and the browser tests run JavaScript rather than transpiling TypeScript at every
// start (decision 0075). Packages from npm stay in node_modules; @keel/shared is compiled in. The
// worker threads' plain .mjs files are copied beside the bundle, where their `new URL(…, import.meta.url)`
// finds them. The bundle must sit two folders below the repository (apps/server/<dir>/), as
// config.ts finds the repository's data/ and apps/web/dist/ from its own place. Split into chunks
// beside server.js: server.ts's first chunk starts the embedded database's thread before it imports
// the app's (decision 0107).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = path.join(repoRoot, 'apps/server');
const WORKER_FILES = [
  'db/pglite-server.worker.mjs',
  'platform/auth/password-hasher.worker.mjs',
  'recruitment/screening/resume-text.worker.mjs',
  'recruitment/screening/pdf-decode-limit.mjs',
  'recruitment/screening/zip-limits.mjs',
];

/** Every package the server, shared code and tools depend on, except the workspace's own (compiled in). */
function npmPackages() {
  const manifests = ['package.json', 'apps/server/package.json', 'packages/shared/package.json'].map((file) =>
    JSON.parse(fs.readFileSync(path.join(repoRoot, file), 'utf8')),
  );
  const names = new Set(manifests.flatMap((m) => Object.keys({ ...m.dependencies, ...m.devDependencies })));
  return [...names].filter((name) => !name.startsWith('@keel/')).flatMap((name) => [name, `${name}/*`]);
}

/** Compiles the server into `<outDir>/server.js` (outDir: a folder of apps/server) and returns its path. */
export async function buildServer(outDir = path.join(serverDir, 'dist')) {
  if (path.dirname(path.resolve(outDir)) !== serverDir) throw new Error(`the server bundle must be built into a folder of ${serverDir}`);
  fs.rmSync(outDir, { recursive: true, force: true });
  await build({
    entryPoints: [path.join(serverDir, 'src/server.ts')],
    outdir: outDir,
    entryNames: '[name]',
    // Beside server.js, not in a subfolder: config.ts and the workers' URLs count on that folder.
    chunkNames: '[name]-[hash]',
    splitting: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    external: [...npmPackages(), './*.mjs'],
    logLevel: 'warning',
  });
  for (const file of WORKER_FILES) fs.copyFileSync(path.join(serverDir, 'src', file), path.join(outDir, path.basename(file)));
  return path.join(outDir, 'server.js');
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = Date.now();
  const file = await buildServer();
  console.log(`server compiled to ${path.relative(repoRoot, file)} in ${Date.now() - started} ms`);
}
