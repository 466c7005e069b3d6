import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { AppError } from '../errors';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Security headers, opt-in per-route rate limits, and refusal of cross-site writes. */
export async function registerSecurity(app: FastifyInstance) {
  const behindTls = app.config.PUBLIC_URL?.startsWith('https://') ?? false;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(behindTls ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: behindTls ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, { global: false });

  const publicHost = app.config.PUBLIC_URL ? new URL(app.config.PUBLIC_URL).host : undefined;
  // Cookie-authenticated writes must come from our own pages: a browser always sends Origin
  // (or Sec-Fetch-Site) on a cross-site request, and we refuse those outright.
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (request.headers['sec-fetch-site'] === 'cross-site') throw new AppError('FORBIDDEN', 'Cross-site requests are not allowed.');
    const origin = request.headers.origin;
    if (origin === undefined) return;
    let originHost: string | undefined;
    try {
      originHost = new URL(origin).host;
    } catch {
      originHost = undefined;
    }
    if (!originHost || (originHost !== request.headers.host && originHost !== publicHost)) {
      throw new AppError('FORBIDDEN', 'Cross-site requests are not allowed.');
    }
  });
}
