import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const Health = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down']),
  kind: z.enum(['embedded', 'postgres']),
});

/** Liveness and readiness probe: 200 when the database answers, 503 when it does not. */
export async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      schema: { tags: ['health'], summary: 'Health and database reachability', response: { 200: Health, 503: Health } },
    },
    async (_request, reply) => {
      const up = await app.database.ping();
      void reply.header('cache-control', 'no-store');
      return reply
        .status(up ? 200 : 503)
        .send({ status: up ? 'ok' : 'unavailable', database: up ? 'up' : 'down', kind: app.database.kind });
    },
  );
}
