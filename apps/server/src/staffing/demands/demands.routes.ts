import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Demand, DEMAND_MESSAGES, DemandInput, DemandMatches, DemandUpdateInput } from '@keel/shared/demands';
import { ApiErrorBody } from '@keel/shared/errors';
import { forbidden } from '../../errors';
import { currentUser, requireUser } from '../../platform/auth/guards';
import { demandMatches } from './demand-matches.service';
import { createDemand, dealDemands, deleteDemand, editsDemands, saveDemand } from './demands.service';

const DealParams = z.object({ dealId: z.uuid() });
const DemandParams = z.object({ dealId: z.uuid(), demandId: z.uuid() });
const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody };

/** Admins and sales reps (decision 0092); 401 without a session, 403 for anyone else. */
async function requireDemandEditor(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  if (!editsDemands(currentUser(request).role)) throw forbidden(DEMAND_MESSAGES.editors);
}

/**
 * A deal's role demands (decision 0092): every signed-in member reads them; admins and sales reps
 * add, edit and remove them. The target rate is answered and accepted only for admins and sales reps.
 */
export async function demandsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['staffing'];

  r.get(
    '/api/deals/:dealId/demands',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary:
          "A deal's role demands by start date: skills with minimum levels, dates, allocation, place; `rate` only for admins and sales reps",
        params: DealParams,
        response: { 200: z.array(Demand), ...errors },
      },
    },
    async (request) => dealDemands(app.db, currentUser(request), request.params.dealId),
  );

  r.get(
    '/api/deals/:dealId/demands/:demandId/matches',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary:
          'The top 20 matches of a demand, best first: bench consultants free in its window, and — for recruiters, admins and a job’s hiring team — candidates; each with a score 0–100 and its components (skills, availability, rate fit for admins and sales reps, location), each explained',
        params: DemandParams,
        response: { 200: DemandMatches, ...errors },
      },
    },
    async (request) => demandMatches(app.db, currentUser(request), request.params.dealId, request.params.demandId),
  );

  r.post(
    '/api/deals/:dealId/demands',
    {
      onRequest: requireDemandEditor,
      schema: {
        tags,
        summary: 'Add a role demand to a deal (admins and sales reps)',
        params: DealParams,
        body: DemandInput,
        response: { 201: Demand, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createDemand(app.db, currentUser(request), request.params.dealId, request.body)),
  );

  r.put(
    '/api/deals/:dealId/demands/:demandId',
    {
      onRequest: requireDemandEditor,
      schema: {
        tags,
        summary: 'Save every field of a demand as of `version` (409 with `stale` if it changed since); a `rate` left out stays as it is',
        params: DemandParams,
        body: DemandUpdateInput,
        response: { 200: Demand, ...errors, 409: ApiErrorBody },
      },
    },
    async (request) => saveDemand(app.db, currentUser(request), request.params.dealId, request.params.demandId, request.body),
  );

  r.delete(
    '/api/deals/:dealId/demands/:demandId',
    {
      onRequest: requireDemandEditor,
      schema: {
        tags,
        summary: 'Remove a demand from a deal (admins and sales reps)',
        params: DemandParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteDemand(app.db, currentUser(request), request.params.dealId, request.params.demandId);
      return reply.status(204).send(null);
    },
  );
}
