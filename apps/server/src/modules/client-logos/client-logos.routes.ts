import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ClientLogo, clientLogoUrl } from '@keel/shared/client-logos';
import { listClientLogos } from './client-logos.repository';

/** Client logos: the public list read by the home-page banner and /clients. */
export async function clientLogosRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/client-logos', {
    schema: { tags: ['client-logos'], summary: 'All client logos, newest first (public)', response: { 200: z.array(ClientLogo) } },
  }, async (_request, reply) => {
    void reply.header('cache-control', 'public, max-age=60');
    const rows = await listClientLogos(app.db);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      imageUrl: row.image_url,
      url: clientLogoUrl(row.image_url),
      createdAt: row.created_at.toISOString(),
      sizeBytes: row.size_bytes,
    }));
  });
}
