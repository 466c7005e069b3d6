import type { FastifyInstance } from 'fastify';
import { findUnstorable, nulCharacterError, unstorableError } from '../lib/nul-characters';

/**
 * Text that PostgreSQL cannot store never reaches a route: a URL (path or query) with an encoded
 * NUL, or a JSON body with a NUL or an unpaired surrogate in any string or key, is a 400 naming
 * the field before validation. Multipart fields are checked where they are parsed
 * (platform/files/upload.ts and the routes reading JSON fields).
 */
export function registerRequestText(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (request.url.includes('\u0000') || /%00/i.test(request.url)) throw nulCharacterError();
  });

  // Fastify's own JSON parser (prototype-poisoning checks included), then the NUL check.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parseJson(request, String(body), (error, value) => {
      if (error) return done(error);
      const unstorable = findUnstorable(value);
      if (unstorable) return done(unstorableError(unstorable));
      done(null, value);
    });
  });
}
