import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { PUBLIC_PAGE_PATHS } from '@keel/shared/paths';
import { notFound } from '../errors';
import { registerAssets } from './asset-cache';
import { loadPage, sendPage } from './page-cache';

/** Written by the web build (apps/web/build/prerender.ts): the empty shell for routes not prerendered. */
const APP_SHELL = 'app-shell.html';

/** dist/about/index.html for /about, dist/index.html for /. */
export function prerenderedFile(pagePath: string): string {
  return pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}/index.html`;
}

/**
 * Serves the built web app (docs/product/beyond-the-spec.md#prerendered-public-pages): each public page as its prerendered HTML, hashed
 * assets cached for a year, and the app shell for every other page route (its router handles the
 * path; unknown paths go to /). Files the build precompressed (.br, .gz) are sent when the browser
 * accepts them; public pages and hashed assets are answered from memory (page-cache.ts, asset-cache.ts). A missing file (a path with an extension) is a 404, never the shell.
 */
export async function registerWebApp(app: FastifyInstance) {
  const root = app.config.WEB_DIST_DIR;
  // A build from before prerendering has only index.html, which is then the shell.
  const shell = fs.existsSync(path.join(root, APP_SHELL)) ? APP_SHELL : 'index.html';
  const hasWebApp = fs.existsSync(path.join(root, shell));
  const pageHeaders = { 'cache-control': 'no-cache', 'content-type': 'text/html; charset=utf-8' };

  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      index: false,
      redirect: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        void reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    registerAssets(app, root);
    for (const pagePath of PUBLIC_PAGE_PATHS) {
      const file = prerenderedFile(pagePath);
      const page = loadPage(root, fs.existsSync(path.join(root, file)) ? file : shell);
      app.get(pagePath, { schema: { hide: true } }, async (request, reply) => sendPage(request, reply, page));
    }
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0];
    const wantsPage =
      request.method === 'GET' && !pathname.startsWith('/api') && !pathname.startsWith('/files/') && !/\.[a-z0-9]+$/i.test(pathname);
    if (!wantsPage || !hasWebApp) throw notFound(`No route for ${request.method} ${pathname}.`);
    return reply.headers(pageHeaders).sendFile(shell);
  });
}
