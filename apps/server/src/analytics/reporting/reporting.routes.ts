import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorBody } from '@keel/shared/errors';
import { ReportingQuery, ReportingSummary } from '@keel/shared/reporting';
import { requireUser } from '../../platform/auth/guards';
import { recentContactAdditions, snapshotCounts } from './reporting.repository';

/** Reporting Center (docs/product/crm.md#reporting-center): the CRM snapshot and recent contact additions, for any signed-in user. */
export async function reportingRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/reporting/summary',
    {
      onRequest: requireUser,
      schema: {
        tags: ['reporting'],
        summary: 'Core CRM Snapshot counts and contacts added on the last 7 days with additions',
        querystring: ReportingQuery,
        response: { 200: ReportingSummary, 400: ApiErrorBody, 401: ApiErrorBody },
      },
    },
    async (request) => {
      const tz = request.query.tz ?? 'UTC';
      const [snapshot, additions] = await Promise.all([snapshotCounts(app.db), recentContactAdditions(app.db, tz)]);
      return { snapshot, recentContactAdditions: additions };
    },
  );
}
