import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorBody } from '@keel/shared/errors';
import { Lead, LeadCard, LeadCreateInput, LeadUpdateInput, MoveLeadInput, SalesRep } from '@keel/shared/funnel-lead';
import { currentUser, requireUser } from '../../platform/auth/guards';
import { moveLead } from './lead-move.service';
import { listSalesReps } from '../../identity/team/team.service';
import { createLead, getLead, removeLead, updateLead } from './leads.service';

const LeadParams = z.object({ leadId: z.uuid() });
const tags = ['funnel'];
/** For signed-in users (401); a request it cannot take is a 400, an unknown lead a 404, a stale version a 409. */
const errors = { 400: ApiErrorBody, 401: ApiErrorBody };
const leadErrors = { ...errors, 404: ApiErrorBody, 409: ApiErrorBody };

/** Leads (cards) of the funnel: CRUD and moves, for any signed-in user. */
export async function leadsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // onRequest, before the body is even parsed: an anonymous caller learns nothing but 401.
  r.addHook('onRequest', requireUser);

  r.get(
    '/api/funnel/sales-reps',
    {
      schema: {
        tags,
        summary: 'Team members a lead can be assigned to (sales reps and admins)',
        response: { 200: z.array(SalesRep), ...errors },
      },
    },
    async () => listSalesReps(app.db),
  );

  r.get(
    '/api/funnel/leads/:leadId',
    {
      schema: { tags, summary: 'One lead with every field', params: LeadParams, response: { 200: Lead, ...errors, 404: ApiErrorBody } },
    },
    async (request) => getLead(app.db, request.params.leadId),
  );

  r.post(
    '/api/funnel/leads',
    {
      schema: {
        tags,
        summary: 'Create a lead on top of a column (default: the first)',
        body: LeadCreateInput,
        response: { 201: Lead, ...errors, 404: ApiErrorBody },
      },
    },
    async (request, reply) => reply.status(201).send(await createLead(app.db, currentUser(request), request.body)),
  );

  r.put(
    '/api/funnel/leads/:leadId',
    {
      schema: {
        tags,
        summary: 'Save a lead (409 if it changed since `version`)',
        params: LeadParams,
        body: LeadUpdateInput,
        response: { 200: Lead, ...leadErrors },
      },
    },
    async (request) => updateLead(app.db, currentUser(request), request.params.leadId, request.body),
  );

  r.post(
    '/api/funnel/leads/:leadId/move',
    {
      schema: {
        tags,
        summary: 'Move a card to a column, between two neighbours (409 if it changed since `version`)',
        params: LeadParams,
        body: MoveLeadInput,
        response: { 200: LeadCard, ...leadErrors },
      },
    },
    async (request) => moveLead(app.db, currentUser(request), request.params.leadId, request.body),
  );

  r.delete(
    '/api/funnel/leads/:leadId',
    {
      schema: { tags, summary: 'Delete a lead', params: LeadParams, response: { 204: z.null(), ...errors, 404: ApiErrorBody } },
    },
    async (request, reply) => {
      await removeLead(app.db, currentUser(request), request.params.leadId);
      return reply.status(204).send(null);
    },
  );
}
