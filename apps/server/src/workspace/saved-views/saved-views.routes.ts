import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorBody } from '@keel/shared/errors';
import { SavedView, SavedViewInput, SavedViewsQuery } from '@keel/shared/saved-views';
import { IdParams } from '../../lib/record-id';
import { currentUser, requireUser } from '../../platform/auth/guards';
import { listSavedViews } from './saved-views.repository';
import { createSavedView, editSavedView, removeSavedView, toSavedView } from './saved-views.service';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 404: ApiErrorBody };

/** Saved views (decision 0022): each signed-in user's own named filter, sort and column sets per list. */
export async function savedViewsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['saved-views'];

  r.get(
    '/api/saved-views',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'My saved views of one list, oldest first',
        querystring: SavedViewsQuery,
        response: { 200: z.array(SavedView), ...errors },
      },
    },
    async (request) => (await listSavedViews(app.db, currentUser(request).id, request.query.list)).map(toSavedView),
  );

  r.post(
    '/api/saved-views',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Save a view (409 when I have one of that name)',
        body: SavedViewInput,
        response: { 201: SavedView, ...errors, 409: ApiErrorBody },
      },
    },
    async (request, reply) => reply.status(201).send(await createSavedView(app.db, currentUser(request).id, request.body)),
  );

  r.put(
    '/api/saved-views/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Replace one of my saved views',
        params: IdParams,
        body: SavedViewInput,
        response: { 200: SavedView, ...errors, 409: ApiErrorBody },
      },
    },
    async (request) => editSavedView(app.db, currentUser(request).id, request.params.id, request.body),
  );

  r.delete(
    '/api/saved-views/:id',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'Delete one of my saved views', params: IdParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await removeSavedView(app.db, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
