import type { FastifyInstance } from 'fastify';
import { paths, PUBLIC_PAGE_PATHS } from '@keel/shared/paths';
import { publicCacheControl, siteOrigin } from '../../lib/site-origin';
import { careersSitemapEntries } from '../../recruitment/careers/careers.service';

const xmlEscape = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * robots.txt and sitemap.xml for search engines: every public page is listed, with the careers
 * list and each Open job (read per request, so a job appears and leaves with its status); the
 * staff areas and the API are not for crawling (the public inquiry form is).
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
    return reply.type('text/plain; charset=utf-8').header('cache-control', publicCacheControl(app, 'max-age=3600')).send(lines.join('\n'));
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const origin = siteOrigin(app, request);
    const urls = PUBLIC_PAGE_PATHS.map(
      (pagePath) =>
        `  <url><loc>${xmlEscape(origin + pagePath)}</loc><changefreq>monthly</changefreq><priority>${pagePath === paths.home ? '1.0' : '0.8'}</priority></url>`,
    );
    const careers = (await careersSitemapEntries(app.db)).map(
      ({ path, lastModified }) =>
        `  <url><loc>${xmlEscape(origin + path)}</loc>${lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : ''}<changefreq>weekly</changefreq><priority>0.7</priority></url>`,
    );
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls,
      ...careers,
      '</urlset>',
      '',
    ];
    // Jobs open and close during the day: caches keep the list five minutes, not an hour.
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', publicCacheControl(app, 'max-age=300'))
      .send(xml.join('\n'));
  });
}
