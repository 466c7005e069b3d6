import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  Consultant,
  CONSULTANT_MESSAGES,
  ConsultantInput,
  ConsultantListPage,
  ConsultantListQuery,
  ConsultantMemberChoice,
  ConsultantUpdateInput,
} from '@keel/shared/consultants';
import { ApiErrorBody } from '@keel/shared/errors';
import { forbidden } from '../../errors';
import { IdParams } from '../../lib/record-id';
import { currentUser, requireAdmin, requireUser } from '../../platform/auth/guards';
import {
  createConsultant,
  deleteConsultant,
  editsConsultants,
  getConsultant,
  listConsultants,
  memberChoices,
  saveConsultant,
} from './consultants.service';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody };

/** Admins, sales reps and recruiters (decision 0087); 401 without a session, 403 for a plain user. */
async function requireConsultantEditor(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  if (!editsConsultants(currentUser(request).role)) throw forbidden(CONSULTANT_MESSAGES.editors);
}

/**
 * Consultants (decision 0087): every signed-in member reads them; admins, sales
 * reps and recruiters create and edit them; admins delete them. Rates are answered and accepted
 * only for admins and sales reps.
 */
export async function consultantsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['staffing'];

  r.get(
    '/api/consultants',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary:
          'One page of consultants: search by name, title, city or skill (names and synonyms), filter by a skill and minimum level, sort',
        querystring: ConsultantListQuery,
        response: { 200: ConsultantListPage, ...errors },
      },
    },
    async (request) => listConsultants(app.db, request.query),
  );

  r.get(
    '/api/consultants/member-choices',
    {
      onRequest: requireConsultantEditor,
      schema: {
        tags,
        summary:
          'The active team members a consultant may be linked to, by name, each with the consultant linked already (admins, sales reps, recruiters)',
        response: { 200: z.array(ConsultantMemberChoice), ...errors },
      },
    },
    async () => memberChoices(app.db),
  );

  r.get(
    '/api/consultants/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "A consultant's record: skills, location, periods away; `rates` only for admins and sales reps",
        params: IdParams,
        response: { 200: Consultant, ...errors },
      },
    },
    async (request) => getConsultant(app.db, currentUser(request), request.params.id),
  );

  r.post(
    '/api/consultants',
    {
      onRequest: requireConsultantEditor,
      schema: {
        tags,
        summary:
          'Add a consultant (admins, sales reps, recruiters). `rates` may be sent by admins and sales reps only (403 otherwise); 409 when the team member is linked to another consultant',
        body: ConsultantInput,
        response: { 201: Consultant, ...errors, 409: ApiErrorBody },
      },
    },
    async (request, reply) => reply.status(201).send(await createConsultant(app.db, currentUser(request), request.body)),
  );

  r.put(
    '/api/consultants/:id',
    {
      onRequest: requireConsultantEditor,
      schema: {
        tags,
        summary:
          'Save every field of a consultant as of `version` (409 with `stale` if it changed since); `rates` left out stay as they are, and only admins and sales reps may send them',
        params: IdParams,
        body: ConsultantUpdateInput,
        response: { 200: Consultant, ...errors, 409: ApiErrorBody },
      },
    },
    async (request) => saveConsultant(app.db, currentUser(request), request.params.id, request.body),
  );

  r.delete(
    '/api/consultants/:id',
    {
      onRequest: requireAdmin,
      schema: { tags, summary: 'Delete a consultant (admins)', params: IdParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await deleteConsultant(app.db, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
