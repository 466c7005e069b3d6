import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { LOGO_MAX_BYTES, LOGO_MAX_FILES } from '@keel/shared/client-logos';

/** Largest file any route accepts: a resume (10 MB); logos and avatars ask for less. */
const MAX_FILE_BYTES = Math.max(10 * 1024 * 1024, LOGO_MAX_BYTES);

/**
 * File uploads (multipart/form-data), registered once. These limits are the ceiling for every
 * route; each route asks for less (an avatar: under 2 MB, one file; a resume: one file of 10 MB).
 * Bodies are streamed, never buffered whole: a file beyond its limit stops being read and is
 * refused with 413.
 */
export async function registerMultipart(app: FastifyInstance) {
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: MAX_FILE_BYTES,
      files: LOGO_MAX_FILES,
      fields: LOGO_MAX_FILES + 10,
      parts: LOGO_MAX_FILES * 2 + 10,
      fieldNameSize: 100,
      fieldSize: 64 * 1024,
      headerPairs: 100,
    },
  });
}
