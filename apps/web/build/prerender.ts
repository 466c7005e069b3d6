import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PrerenderedPage } from '../src/entry-server';

/** The app shell (empty #root) served for every route that is not prerendered. */
export const APP_SHELL_FILE = 'app-shell.html';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** The careers pages' frame, filled by the server per request (decision 0036). */
export const CAREERS_FRAME_FILE = 'careers-frame.html';

interface ServerEntry {
  renderPage(path: string): Promise<PrerenderedPage>;
  renderCareersFrame(): Promise<PrerenderedPage>;
  PUBLIC_PAGE_PATHS: readonly string[];
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The chunk files `key` needs (itself and its static imports), each once. */
function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): { js: string[]; css: string[] } {
  const js: string[] = [];
  const css: string[] = [];
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const chunk = manifest[name];
    if (!chunk) throw new Error(`${name} is not in the build manifest`);
    js.push(chunk.file);
    css.push(...(chunk.css ?? []));
    chunk.imports?.forEach(visit);
  };
  visit(key);
  return { js, css };
}

/** dist/about/index.html for /about, dist/index.html for /. */
function outputFile(clientDir: string, pagePath: string) {
  return path.join(clientDir, pagePath === '/' ? '' : pagePath.slice(1), 'index.html');
}

/** A tag Vite wrote into index.html for the app shell's entry: its script, preloads and stylesheets. */
const SHELL_ENTRY_TAG = /\s*<(script type="module"[^>]*><\/script|link rel="(modulepreload|stylesheet)"[^>]*)>/g;

/**
 * Writes every public page as static HTML (docs/product/beyond-the-spec.md#prerendered-public-pages): its markup in #root, its own <title> and
 * meta description, its stylesheet inline and modulepreload links for its page chunk, so it paints
 * after a single round trip, before any script runs, and hydrates without a waterfall. No inline script is added (the CSP forbids them).
 * The pages load `publicEntry`, the public app without the data router (decision 0106), instead of
 * the app shell's entry. The template itself becomes the app shell for all other routes. Returns
 * the scripts each page loads first.
 */
export async function prerender({
  clientDir,
  serverEntry,
  publicEntry,
  publicManifest,
}: {
  clientDir: string;
  serverEntry: string;
  /** The public app's entry module and its build's manifest (relative to clientDir). */
  publicEntry: string;
  publicManifest: string;
}) {
  const template = await fs.readFile(path.join(clientDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(await fs.readFile(path.join(clientDir, publicManifest), 'utf8')) as Manifest;
  if (!manifest[publicEntry]?.isEntry) throw new Error(`The build manifest has no entry ${publicEntry}`);
  const entryFiles = chunkFiles(manifest, publicEntry);
  const { renderPage, renderCareersFrame, PUBLIC_PAGE_PATHS } = (await import(pathToFileURL(serverEntry).href)) as ServerEntry;

  for (const marker of ['<div id="root"></div>', '<title>', 'name="description"', '<script type="module"']) {
    if (!template.includes(marker)) throw new Error(`index.html lacks ${marker}`);
  }
  await fs.writeFile(path.join(clientDir, APP_SHELL_FILE), template);

  // The public entry replaces the shell's; its stylesheet is inlined into each page: the first
  // paint then needs one round trip, not two.
  const css = (await Promise.all(entryFiles.css.map((file) => fs.readFile(path.join(clientDir, file), 'utf8')))).join('\n');
  const [entryScript, ...entryImports] = entryFiles.js;
  const pageTemplate = template
    .replace(SHELL_ENTRY_TAG, '')
    .replace(
      '</head>',
      () =>
        [
          `  <script type="module" crossorigin src="/${entryScript}"></script>`,
          ...entryImports.map((file) => `  <link rel="modulepreload" crossorigin href="/${file}">`),
          `  <style>${css}</style>`,
        ].join('\n    ') + '\n  </head>',
    );

  const pages: Array<{ path: string; scripts: string[] }> = [];
  const write = async (page: PrerenderedPage, file: string) => {
    const pagePath = page.path;
    // React emits the page's hoistable <title> ahead of the markup; the head carries it instead.
    const markup = page.html.replace(/^<title>[^<]*<\/title>/, '');
    if (/<script/i.test(markup)) throw new Error(`${pagePath}: the rendered markup contains a <script> (CSP forbids inline scripts)`);
    const own = chunkFiles(manifest, page.moduleFile, new Set([publicEntry]));
    // The page's own chunks only hydrate markup that is already painted, so they ask for a low
    // fetch priority: the browser (and Lighthouse's model of it) no longer lets them hold back the
    // first paint (decision 0106).
    const preload = [
      ...own.css.filter((file) => !entryFiles.css.includes(file)).map((file) => `<link rel="stylesheet" href="/${file}">`),
      ...own.js
        .filter((file) => !entryFiles.js.includes(file))
        .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`),
    ];
    const html = pageTemplate
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
      .replace(/<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeHtml(page.description)}" />`)
      .replace('</head>', `    ${preload.join('\n    ')}\n  </head>`)
      .replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, html);
    return { path: pagePath, scripts: [...entryFiles.js, ...own.js.filter((f) => !entryFiles.js.includes(f))] };
  };
  for (const pagePath of PUBLIC_PAGE_PATHS) pages.push(await write(await renderPage(pagePath), outputFile(clientDir, pagePath)));
  pages.push(await write(await renderCareersFrame(), path.join(clientDir, CAREERS_FRAME_FILE)));
  return pages;
}
