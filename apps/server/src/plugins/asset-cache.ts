import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors';
import { type CachedPage, loadPage, sendCached } from './page-cache';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The build's hashed assets (dist/assets/<name>-<hash>.<ext>), answered from memory with their
 * precompressed copies. A hashed file never changes, so each is read once, at its first request.
 * @fastify/static lists every folder on the path at each request (to check the name's spelling:
 * assets/ holds about 800 entries) and stats and opens the file: in the browser tests that was a
 * quarter of the server's CPU (decision 0099). Only names found in the folder are read, so a
 * request never reaches outside it; a name the folder did not hold at start (a build made while
 * the server runs) is looked for on disk once more.
 */
export function registerAssets(app: FastifyInstance, root: string) {
  const dir = path.join(root, 'assets');
  if (!fs.existsSync(dir)) return;
  const names = new Set(
    fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name),
  );
  const loaded = new Map<string, CachedPage>();
  const isFile = (name: string) => {
    if (names.has(name)) return true;
    // A built asset's name: letters, digits, '_', '-' and '.', never a path or a hidden file.
    const found = /^[\w-][\w.-]*$/.test(name) && fs.statSync(path.join(dir, name), { throwIfNoEntry: false })?.isFile();
    if (found) names.add(name);
    return Boolean(found);
  };

  app.get('/assets/:name', { schema: { hide: true } }, async (request, reply) => {
    const { name } = request.params as { name: string };
    if (!isFile(name)) throw notFound(`No route for ${request.method} ${request.url.split('?')[0]}.`);
    let asset = loaded.get(name);
    if (!asset) {
      asset = loadPage(dir, name);
      loaded.set(name, asset);
    }
    const contentType = CONTENT_TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream';
    return sendCached(request, reply, asset, { 'cache-control': IMMUTABLE, 'content-type': contentType });
  });
}
