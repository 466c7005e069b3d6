import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

/** A Host header as a name (or IPv4) or a bracketed IPv6 address, with an optional port; nothing else. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export const UNKNOWN_HOST = 'This address is not served here.';

/**
 * The site's absolute origin for links in public answers (sitemap.xml, robots.txt, the careers
 * pages' canonical link and JSON-LD), decision 0071: PUBLIC_URL when configured; else the request's
 * Host, when it is a well-formed host and, with ALLOWED_HOSTS set, one of them. Any other Host is
 * refused (400), so a forged Host never lands in an answer.
 */
export function siteOrigin(app: FastifyInstance, request: FastifyRequest): string {
  if (app.config.PUBLIC_URL) return app.config.PUBLIC_URL.replace(/\/+$/, '');
  const host = request.host.toLowerCase();
  const allowed = app.config.ALLOWED_HOSTS;
  if (!HOST.test(host) || (allowed.length > 0 && !allowed.includes(host))) throw new AppError('VALIDATION_ERROR', UNKNOWN_HOST);
  return `${request.protocol === 'https' ? 'https' : 'http'}://${host}`;
}

/**
 * Cache-Control of a public answer built with {@link siteOrigin}: shared caches may keep it only
 * when its origin does not come from a header anyone can forge (PUBLIC_URL, or a Host of
 * ALLOWED_HOSTS); otherwise it is private to the one who asked.
 */
export function publicCacheControl(app: FastifyInstance, directives: string): string {
  return app.config.PUBLIC_URL || app.config.ALLOWED_HOSTS.length > 0 ? `public, ${directives}` : `private, ${directives}`;
}
