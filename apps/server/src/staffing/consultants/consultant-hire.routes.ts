import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApplicantConsultant, Consultant, CONSULTANT_MESSAGES, ConsultantHistory, HIRE_MESSAGES } from '@keel/shared/consultants';
import { ApiErrorBody } from '@keel/shared/errors';
import { forbidden } from '../../errors';
import { IdParams } from '../../lib/record-id';
import { currentUser, requireUser } from '../../platform/auth/guards';
import {
  consultantHistory,
  consultantOfHire,
  consultantResume,
  makeConsultantFromApplicant,
  makesConsultantsFromHires,
} from './consultant-hire.service';
import { editsConsultants } from './consultants.service';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody };

/** Admins and recruiters (decision 0097); 401 without a session, 403 for anyone else. */
async function requireHireMaker(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  if (!makesConsultantsFromHires(currentUser(request).role)) throw forbidden(HIRE_MESSAGES.makers);
}

/** Consultants' editors (admins, sales reps, recruiters) open a consultant's resume; 403 for a plain user. */
async function requireConsultantEditor(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  if (!editsConsultants(currentUser(request).role)) throw forbidden(CONSULTANT_MESSAGES.editors);
}

/** A hired applicant becomes a consultant; a consultant's resume copy and timeline (decision 0097). */
export async function consultantHireRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['staffing'];

  r.post(
    '/api/applicants/:id/consultant',
    {
      onRequest: requireHireMaker,
      schema: {
        tags,
        summary:
          'Make a consultant from a hired applicant (admins and recruiters): name, contact details, skills at the default level, a copy of the resume; 409 when not hired or made already',
        params: IdParams,
        response: { 201: Consultant, ...errors, 409: ApiErrorBody },
      },
    },
    async (request, reply) => reply.status(201).send(await makeConsultantFromApplicant(app.db, currentUser(request), request.params.id)),
  );

  r.get(
    '/api/applicants/:id/consultant',
    {
      onRequest: requireHireMaker,
      schema: {
        tags,
        summary: 'The consultant made from this applicant, or `consultant: null` (admins and recruiters)',
        params: IdParams,
        response: { 200: ApplicantConsultant, ...errors },
      },
    },
    async (request) => consultantOfHire(app.db, request.params.id),
  );

  r.get(
    '/api/consultants/:id/resume',
    {
      onRequest: requireConsultantEditor,
      schema: {
        tags,
        summary: "The consultant's copy of their resume (admins, sales reps and recruiters); 404 when there is none",
        params: IdParams,
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const file = await consultantResume(app.db, request.params.id);
      void reply
        .header('content-type', file.contentType)
        .header('content-length', file.bytes.length)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `${file.contentType === 'application/pdf' ? 'inline' : 'attachment'}; filename="${file.fileName}"`);
      return reply.send(file.bytes);
    },
  );

  r.get(
    '/api/consultants/:id/history',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary:
          "A consultant's timeline, newest first (every member): created, saved, proposed, confirmed, withdrawn, ended, made from a hire",
        params: IdParams,
        response: { 200: ConsultantHistory, ...errors },
      },
    },
    async (request) => consultantHistory(app.db, request.params.id),
  );
}
