import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorBody } from '@keel/shared/errors';
import { SearchQuery, SearchResponse } from '@keel/shared/search';
import { currentUser, requireUser } from '../../platform/auth/guards';
import { globalSearch } from './search.service';

/** The workspace's global search (docs/product/beyond-the-spec.md#workspace, decision 0017): any signed-in user. */
export async function searchRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/search',
    {
      onRequest: requireUser,
      schema: {
        tags: ['search'],
        summary: 'Contacts, companies, funnel leads, jobs and applicants (recruiters and admins) matching a term, grouped by kind',
        querystring: SearchQuery,
        response: { 200: SearchResponse, 400: ApiErrorBody, 401: ApiErrorBody },
      },
    },
    async (request) => globalSearch(app.db, currentUser(request), request.query.q),
  );
}
