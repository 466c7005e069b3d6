import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorBody } from '@keel/shared/errors';
import { RejectionReason, RejectionReasonsInput } from '@keel/shared/rejection-reasons';
import { currentUser, requireAdmin, requireRecruiterOrAdmin } from '../../platform/auth/guards';
import { listRejectionReasons, saveRejectionReasons } from './rejection-reasons.service';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody };

/** Rejection reasons (decision 0078): recruiters and admins read the list, admins keep it. */
export async function rejectionReasonsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['recruitment'];

  r.get(
    '/api/rejection-reasons',
    {
      onRequest: requireRecruiterOrAdmin,
      schema: {
        tags,
        summary: 'The reasons a rejection can be given, in order; retired ones are kept on their applications but not offered',
        response: { 200: z.array(RejectionReason), ...errors },
      },
    },
    async () => listRejectionReasons(app.db),
  );

  r.put(
    '/api/rejection-reasons',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary:
          'Replace the list of rejection reasons (admins): add, rename, reorder, retire or delete; one in use cannot be deleted (409)',
        body: RejectionReasonsInput,
        response: { 200: z.array(RejectionReason), ...errors, 409: ApiErrorBody },
      },
    },
    async (request) => saveRejectionReasons(app.db, currentUser(request), request.body),
  );
}
