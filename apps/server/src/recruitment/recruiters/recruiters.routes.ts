import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorBody } from '@keel/shared/errors';
import { Recruiter } from '@keel/shared/recruiters';
import { requireRecruiterOrAdmin } from '../../platform/auth/guards';
import { listRecruiters } from './recruiters.service';

/** The recruiters directory (docs/product/recruitment.md#recruiters): recruiters and admins only. */
export async function recruitersRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/recruiters',
    {
      onRequest: requireRecruiterOrAdmin,
      schema: {
        tags: ['recruitment'],
        summary: 'Team members with role recruiter or admin, by name',
        response: { 200: z.array(Recruiter), 401: ApiErrorBody, 403: ApiErrorBody },
      },
    },
    async () => listRecruiters(app.db),
  );
}
