import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Stage, StageInput, StageOrderInput, StageUpdateInput } from '@keel/shared/funnel';
import { Board, BOARD_PAGE_SIZE, ColumnPage, ColumnPageQuery, FunnelFigures, MAX_COLUMN_PAGE_SIZE } from '@keel/shared/funnel-board';
import { LostReason, LostReasonsInput } from '@keel/shared/deal-figures';
import { ApiErrorBody } from '@keel/shared/errors';
import { currentUser, requireAdmin, requireUser } from '../../platform/auth/guards';
import { listLostReasons, saveLostReasons } from './lost-reasons.service';
import { getStageFigures } from './deal-figures.service';
import { getBoard, getColumnPage, getFunnelFigures } from './board.service';
import { createStage, editStage, removeStage, reorderStages } from './stages.service';
import { leadsRoutes } from './leads.routes';

const StageParams = z.object({ stageId: z.uuid() });
const BoardQuery = z.object({ limit: z.coerce.number().int().min(1).max(MAX_COLUMN_PAGE_SIZE).default(BOARD_PAGE_SIZE) });
const tags = ['funnel'];
/** Every funnel route is for signed-in users (401); a request it cannot take is a 400, an unknown id a 404, a stale or refused change a 409. */
const errors = { 400: ApiErrorBody, 401: ApiErrorBody };
const recordErrors = { ...errors, 404: ApiErrorBody, 409: ApiErrorBody };

/**
 * The sales funnel (docs/product/beyond-the-spec.md#shared-server-state): a board shared by all staff. Every route is for any signed-in
 * user (docs/product/roles-and-permissions.md#who-may-do-what: the CRM is login-protected); no session → 401.
 */
export async function funnelRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // onRequest, before the body is even parsed: an anonymous caller learns nothing but 401.
  r.addHook('onRequest', requireUser);

  r.get(
    '/api/funnel/board',
    {
      schema: {
        tags,
        summary: 'Stages in order with counts, totals and the first cards of each column',
        querystring: BoardQuery,
        response: { 200: Board, ...errors },
      },
    },
    async (request) => getBoard(app.db, request.query.limit),
  );

  r.get(
    '/api/funnel/figures',
    {
      schema: {
        tags,
        summary: 'The deal figures (open pipeline, weighted, won, lost) of the board and of each stage',
        response: { 200: FunnelFigures, ...errors },
      },
    },
    async () => getFunnelFigures(app.db),
  );

  r.get(
    '/api/funnel/stages/:stageId/leads',
    {
      schema: {
        tags,
        summary: "The next page of one column's cards",
        params: StageParams,
        querystring: ColumnPageQuery,
        response: { 200: ColumnPage, ...errors, 404: ApiErrorBody },
      },
    },
    async (request) => getColumnPage(app.db, request.params.stageId, request.query.cursor, request.query.limit),
  );

  r.get(
    '/api/funnel/stages',
    {
      schema: {
        tags,
        summary: 'Stages in order with their outcome, win probability and deal figures (no cards)',
        response: { 200: z.array(Stage), ...errors },
      },
    },
    async () => getStageFigures(app.db),
  );

  r.post(
    '/api/funnel/stages',
    {
      schema: {
        tags,
        summary: 'Create a stage (at the right end)',
        body: StageInput,
        response: { 201: Stage, ...errors, 409: ApiErrorBody },
      },
    },
    async (request, reply) => reply.status(201).send(await createStage(app.db, currentUser(request), request.body)),
  );

  r.put(
    '/api/funnel/stages/order',
    {
      schema: {
        tags,
        summary: 'Reorder the stages (every stage id, left to right)',
        body: StageOrderInput,
        response: { 200: z.array(Stage), ...errors, 409: ApiErrorBody },
      },
    },
    async (request) => reorderStages(app.db, currentUser(request), request.body),
  );

  r.patch(
    '/api/funnel/stages/:stageId',
    {
      schema: {
        tags,
        summary: 'Rename or recolour a stage; admins also set its outcome (open, won, lost) and win probability',
        params: StageParams,
        body: StageUpdateInput,
        response: { 200: Stage, ...recordErrors, 403: ApiErrorBody },
      },
    },
    async (request) => editStage(app.db, currentUser(request), request.params.stageId, request.body),
  );

  r.delete(
    '/api/funnel/stages/:stageId',
    {
      schema: {
        tags,
        summary: 'Delete an empty stage (409 while it holds leads)',
        params: StageParams,
        response: { 204: z.null(), ...recordErrors },
      },
    },
    async (request, reply) => {
      await removeStage(app.db, currentUser(request), request.params.stageId);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/funnel/lost-reasons',
    { schema: { tags, summary: 'The reasons a lost deal can be given, in order', response: { 200: z.array(LostReason), ...errors } } },
    async () => listLostReasons(app.db),
  );

  r.put(
    '/api/funnel/lost-reasons',
    {
      preHandler: requireAdmin,
      schema: {
        tags,
        summary: 'Replace the list of lost reasons (admins); a renamed reason renames the deals lost for it',
        body: LostReasonsInput,
        response: { 200: z.array(LostReason), ...errors, 403: ApiErrorBody, 409: ApiErrorBody },
      },
    },
    async (request) => saveLostReasons(app.db, currentUser(request), request.body),
  );

  await app.register(leadsRoutes);
}
