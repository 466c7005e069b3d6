import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AcceptedOfferInput,
  AddApplicationInput,
  ApplicantApplication,
  ApplicationCard,
  BoardColumnPage,
  BoardColumnQuery,
  JobBoard,
  MoveApplicationInput,
  RemoveAcceptedOfferInput,
} from '@keel/shared/applications';
import { ApiErrorBody } from '@keel/shared/errors';
import { IdParams } from '../../lib/record-id';
import { currentUser, requireRecruiterOrAdmin, requireUser } from '../../platform/auth/guards';
import { requireApplicantReader, requireJobReader } from '../hiring-teams/hiring-teams.service';
import { recordAcceptedOffer } from './accepted-offers.service';
import { addApplication, applicationsOf, boardColumn, jobBoard, moveApplication } from './applications.service';
import { interviewMailer } from '../interviews/interviews.service';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody };

/** Applications (decision 0030): job boards, an applicant's jobs, moves — recruiters and admins; the hiring team reads its job's (decision 0081). */
export async function applicationsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['recruitment'];
  const onRequest = requireRecruiterOrAdmin;

  r.get(
    '/api/jobs/:id/board',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "A job's applications by stage: each stage's count and its first cards (recruiters, admins and the job's hiring team)",
        params: IdParams,
        response: { 200: JobBoard, ...errors },
      },
    },
    async (request) => {
      await requireJobReader(app.db, currentUser(request), request.params.id);
      return jobBoard(app.db, request.params.id);
    },
  );

  r.get(
    '/api/jobs/:id/board/column',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'More cards of one stage of a job board, from `offset`',
        params: IdParams,
        querystring: BoardColumnQuery,
        response: { 200: BoardColumnPage, ...errors },
      },
    },
    async (request) => {
      await requireJobReader(app.db, currentUser(request), request.params.id);
      return boardColumn(app.db, request.params.id, request.query.stage, request.query.offset, request.query.limit);
    },
  );

  r.get(
    '/api/applicants/:id/applications',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary:
          "An applicant's applications (the jobs they are considered for) with their stages; a hiring team member gets those of the jobs they hire for",
        params: IdParams,
        response: { 200: z.array(ApplicantApplication), ...errors },
      },
    },
    async (request) => {
      const readable = await requireApplicantReader(app.db, currentUser(request), request.params.id);
      const applications = await applicationsOf(app.db, request.params.id);
      return readable === 'all' ? applications : applications.filter((a) => readable.has(a.job_id));
    },
  );

  r.post(
    '/api/applicants/:id/applications',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Add the applicant to another job (409 if they already have an application for it)',
        params: IdParams,
        body: AddApplicationInput,
        response: { 201: ApplicantApplication, ...errors, 409: ApiErrorBody },
      },
    },
    async (request, reply) => reply.status(201).send(await addApplication(app.db, currentUser(request), request.params.id, request.body)),
  );

  r.put(
    '/api/applications/:id/accepted-offer',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Record that the candidate accepted the offer and the day they start (at Offer Extended or Hired; 409 otherwise or if it changed since `version`)',
        params: IdParams,
        body: AcceptedOfferInput,
        response: { 200: ApplicantApplication, ...errors, 409: ApiErrorBody },
      },
    },
    async (request) => recordAcceptedOffer(app.db, currentUser(request), request.params.id, request.body),
  );

  r.post(
    '/api/applications/:id/accepted-offer/remove',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Remove an accepted offer that no longer holds (as of `version`)',
        params: IdParams,
        body: RemoveAcceptedOfferInput,
        response: { 200: ApplicantApplication, ...errors, 409: ApiErrorBody },
      },
    },
    async (request) =>
      recordAcceptedOffer(app.db, currentUser(request), request.params.id, { starts_on: null, version: request.body.version }),
  );

  r.post(
    '/api/applications/:id/move',
    {
      onRequest,
      schema: {
        tags,
        summary:
          "Move an application to a stage as of `version` (409 with `stale` if it moved since); the applicant's own job carries their status with it",
        params: IdParams,
        body: MoveApplicationInput,
        response: { 200: ApplicationCard, ...errors, 409: ApiErrorBody },
      },
    },
    async (request) => moveApplication(app.db, interviewMailer(app), currentUser(request), request.params.id, request.body),
  );
}
