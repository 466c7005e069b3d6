import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { LOGO_MAX_BYTES, LOGO_MAX_FILES } from '@keel/shared/client-logos';

/**
 * File uploads (multipart/form-data), registered once. These limits are the ceiling for every
 * route; a route asks for less (an avatar: under 2 MB, one file). Bodies are streamed, never
 * buffered whole: a file beyond its limit stops being read and is refused with 413.
 */
export async function registerMultipart(app: FastifyInstance) {
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: LOGO_MAX_BYTES,
      files: LOGO_MAX_FILES,
      fields: LOGO_MAX_FILES + 5,
      parts: LOGO_MAX_FILES * 2 + 5,
      fieldNameSize: 100,
      fieldSize: 64 * 1024,
      headerPairs: 100,
    },
  });
}
