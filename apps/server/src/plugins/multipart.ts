import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';

/**
 * File uploads (multipart/form-data), registered once. These are the defaults; each upload route
 * passes its own limits (a resume: one file of at most 10 MB). Bodies are streamed: a file beyond
 * its limit stops being read and is refused with 413.
 */
export async function registerMultipart(app: FastifyInstance) {
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: 10 * 1024 * 1024,
      files: 1,
      fields: 10,
      parts: 20,
      fieldNameSize: 100,
      fieldSize: 64 * 1024,
      headerPairs: 100,
    },
  });
}
