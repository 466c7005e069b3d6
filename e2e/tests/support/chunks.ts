import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../apps/web/dist');
const manifestFile = path.join(distDir, '.vite/manifest.json');

type Manifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>;

const STAFF_AREAS = /^src\/app\/routes\/(crm|recruitment)\//;

/**
 * The built chunks that only CRM and recruitment route modules use (their own chunks and what they
 * alone import), from Vite's build manifest. A public page must request none of them.
 */
export function staffOnlyChunks(): Set<string> {
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const closure = (keys: string[]) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      manifest[key].imports?.forEach(visit);
    };
    keys.forEach(visit);
    return new Set([...seen].map((key) => manifest[key].file));
  };
  const staff = closure(Object.keys(manifest).filter((key) => STAFF_AREAS.test(key)));
  const others = closure(Object.keys(manifest).filter((key) => !STAFF_AREAS.test(key)));
  return new Set([...staff].filter((file) => !others.has(file)));
}

/** The built chunks (both builds: the app shell's and the public app's) whose source maps list a source matching `pattern`. */
function chunksWithSource(pattern: RegExp): Set<string> {
  const assets = path.join(distDir, 'assets');
  const chunks = new Set<string>();
  for (const file of fs.readdirSync(assets).filter((name) => name.endsWith('.js.map'))) {
    const { sources } = JSON.parse(fs.readFileSync(path.join(assets, file), 'utf8')) as { sources: string[] };
    if (sources.some((source) => pattern.test(source))) chunks.add(`assets/${file.slice(0, -'.map'.length)}`);
  }
  return chunks;
}

/**
 * The built chunks holding TanStack Query's code (from their source maps). Public pages keep it out
 * of their JS budget (decision 0011): they must request none of them.
 */
export function serverStateLibraryChunks(): Set<string> {
  return chunksWithSource(/@tanstack\/(query-core|react-query)\//);
}

/**
 * The built chunks holding code of the workspace (its frame, the table of its pages, the CRM,
 * recruitment and staffing route modules), from their source maps. The public app is a build of its
 * own (decision 0106), so the manifest check above cannot see an import of workspace code into it;
 * this one can.
 */
export function workspaceCodeChunks(): Set<string> {
  return chunksWithSource(/\/src\/app\/(routes\/(crm|recruitment|staffing)\/|workspace\/|app-pages\.ts)/);
}
