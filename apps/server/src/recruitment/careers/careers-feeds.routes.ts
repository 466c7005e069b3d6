import type { FastifyInstance } from 'fastify';
import { paths } from '@keel/shared/paths';
import { publicCacheControl, siteOrigin } from '../../lib/site-origin';
import { indeedFeed, rssFeed } from './careers-feeds';
import { openJobs } from './careers.service';

/**
 * The open jobs as feeds (decision 0077): RSS 2.0 for feed readers (linked from the careers pages'
 * head) and Indeed's XML feed. Public, like the careers pages; a job board fetches them every few
 * hours, so shared caches may keep them five minutes.
 */
export async function careersFeedsRoutes(app: FastifyInstance) {
  const maxAge = 'max-age=300';

  app.get(paths.careersRss, { schema: { hide: true } }, async (request, reply) => {
    const body = rssFeed(await openJobs(app.db), siteOrigin(app, request));
    return reply.type('application/rss+xml; charset=utf-8').header('cache-control', publicCacheControl(app, maxAge)).send(body);
  });

  app.get(paths.careersIndeedFeed, { schema: { hide: true } }, async (request, reply) => {
    const body = indeedFeed(await openJobs(app.db), siteOrigin(app, request));
    return reply.type('application/xml; charset=utf-8').header('cache-control', publicCacheControl(app, maxAge)).send(body);
  });
}
