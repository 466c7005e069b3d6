import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The site's absolute origin: PUBLIC_URL when configured, else the host the request came to. */
export function siteOrigin(app: FastifyInstance, request: FastifyRequest): string {
  return (app.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
}
