import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Bucket, PUBLIC_BUCKETS } from '@keel/shared/files';
import { notFound } from '../../errors';
import { requireRecruiterOrAdmin } from '../auth/guards';
import { getFile } from './files.repository';

/** Stored paths never climb out of their bucket. */
const FilePath = z
  .string()
  .min(1)
  .max(500)
  .refine((p) => !p.split('/').some((part) => part === '..' || part === '.' || part === ''), 'Invalid file path.');

/**
 * Serves stored files at /files/{bucket}/{path}: client logos and avatars to anyone, cached for
 * a year (their paths are unique per upload); resumes only to recruiters and admins, never cached.
 */
export async function filesRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/files/:bucket/*',
    {
      schema: { hide: true, params: z.object({ bucket: Bucket, '*': FilePath }) },
    },
    async (request, reply) => {
      const { bucket, '*': path } = request.params;
      const isPublic = PUBLIC_BUCKETS.includes(bucket);
      if (!isPublic) await requireRecruiterOrAdmin(request, reply);
      const file = await getFile(app.db, bucket, path);
      if (!file) throw notFound('File not found.');
      void reply
        .header('content-type', file.content_type)
        .header('content-length', file.size_bytes)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', isPublic ? 'public, max-age=31536000, immutable' : 'private, no-store')
        .header(
          'content-disposition',
          `${file.content_type === 'application/pdf' || file.content_type.startsWith('image/') ? 'inline' : 'attachment'}; filename="${path
            .split('/')
            .pop()!
            .replace(/[^\w.-]/g, '_')}"`,
        );
      // An SVG can carry script: served on its own, it gets a sandbox that forbids any.
      if (file.content_type === 'image/svg+xml')
        void reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      return reply.send(file.bytes);
    },
  );
}
