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
  // (or Sec-Fetch-Site) on a cross-site request, and we refuse those outright. Every unsafe
  // request is checked, whatever its path: the router decodes and normalises the URL
  // (`/%61pi/…`, `//api/…`), so a check on the raw URL's spelling can be walked around.
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE_METHODS.has(request.method)) return;
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

  // API answers are private and change with every write: no browser or proxy may keep them.
  // JSON answers (errors and unknown routes included) always say so; other /api answers do unless
  // their route chose a policy (the event stream). Public files and web app pages keep theirs.
  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.url;
    if (route?.startsWith('/files/')) return payload;
    const isJson = /^application\/(?:[\w.+-]+\+)?json\b/.test(String(reply.getHeader('content-type') ?? ''));
    if (isJson || (route?.startsWith('/api/') && !reply.hasHeader('cache-control'))) void reply.header('cache-control', 'no-store');
    return payload;
  });
}
