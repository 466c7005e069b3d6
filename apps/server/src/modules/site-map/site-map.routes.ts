import type { FastifyInstance, FastifyRequest } from 'fastify';
import { paths, PUBLIC_PAGE_PATHS } from '@keel/shared/paths';

/** The site's absolute origin: PUBLIC_URL when configured, else the host the request came to. */
function siteOrigin(app: FastifyInstance, request: FastifyRequest): string {
  return (app.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
}

const xmlEscape = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * robots.txt and sitemap.xml for search engines: every public page is listed; the staff areas
 * and the API are not for crawling (the public inquiry form is).
 */
export async function siteMapRoutes(app: FastifyInstance) {
  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      `Allow: ${paths.inquiry}`,
      'Disallow: /crm/',
      'Disallow: /recruitment/',
      'Disallow: /api/',
      `Disallow: ${paths.addTestUser}`,
      '',
      `Sitemap: ${siteOrigin(app, request)}/sitemap.xml`,
      '',
    ];
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(lines.join('\n'));
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const origin = siteOrigin(app, request);
    const urls = PUBLIC_PAGE_PATHS.map(
      (pagePath) =>
        `  <url><loc>${xmlEscape(origin + pagePath)}</loc><changefreq>monthly</changefreq><priority>${pagePath === paths.home ? '1.0' : '0.8'}</priority></url>`,
    );
    const xml = ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''];
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml.join('\n'));
  });
}
