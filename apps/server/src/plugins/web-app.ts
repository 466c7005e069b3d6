import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { notFound } from '../errors';

/**
 * Serves the built web app: hashed assets cached for a year, pages revalidated; any other
 * non-API GET gets the app shell, whose router handles the path (unknown paths go to /).
 */
export async function registerWebApp(app: FastifyInstance) {
  const root = app.config.WEB_DIST_DIR;
  const indexPath = path.join(root, 'index.html');
  const hasWebApp = fs.existsSync(indexPath);
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      index: ['index.html'],
      redirect: false,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        void reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = request.method === 'GET' && !request.url.startsWith('/api') && !request.url.startsWith('/files/');
    if (!wantsPage || !hasWebApp) throw notFound(`No route for ${request.method} ${request.url.split('?')[0]}.`);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
