import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorBody } from '@keel/shared/errors';
import { CancelInterviewInput, Interview, RescheduleInterviewInput, ScheduleInterviewInput, ScorecardInput } from '@keel/shared/interviews';
import { IdParams } from '../../lib/record-id';
import { TeamMemberChoice } from '@keel/shared/hiring-teams';
import { currentUser, requireUser } from '../../platform/auth/guards';
import {
  panelChoices,
  requireApplicationReader,
  requireApplicationScheduler,
  requireInterviewScheduler,
} from '../hiring-teams/hiring-teams.service';
import { interviewsOf } from './interview-view';
import { cancelInterview, interviewMailer, rescheduleInterview, scheduleInterview } from './interviews.service';
import { recordScorecard } from './scorecards.service';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody };

/**
 * Interviews and scorecards of applications (decision 0037): recruiters and admins schedule them,
 * and so does the job's hiring team (its hiring manager and interviewers, decision 0085), who read
 * them; each interviewer records their own scorecard (decision 0081).
 */
export async function interviewsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['recruitment'];
  // Signed in; who may schedule is checked against the job's hiring team (decision 0085) before the body is validated,
  // so one who may not learns nothing from a 400 (403 whether or not the record exists).
  const onRequest = requireUser;
  const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;
  const schedulerOfApplication = (request: FastifyRequest) => requireApplicationScheduler(app.db, currentUser(request), idOf(request));
  const schedulerOfInterview = (request: FastifyRequest) => requireInterviewScheduler(app.db, currentUser(request), idOf(request));

  r.get(
    '/api/applications/:id/interviews',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary:
          "An application's interviews with their panels and the scorecards the caller may read (recruiters, admins and the job's hiring team)",
        params: IdParams,
        response: { 200: z.array(Interview), ...errors },
      },
    },
    async (request) => {
      await requireApplicationReader(app.db, currentUser(request), request.params.id);
      return interviewsOf(app.db, currentUser(request), request.params.id);
    },
  );

  r.get(
    '/api/applications/:id/interviewer-choices',
    {
      onRequest,
      schema: {
        tags,
        summary:
          "Whom the caller may put on this application's interview panels: every active member for recruiters and admins; for the job's hiring team, those who already read the job (its team and its interviews' panels)",
        params: IdParams,
        response: { 200: z.array(TeamMemberChoice), ...errors },
      },
    },
    async (request) => panelChoices(app.db, currentUser(request), request.params.id),
  );

  r.post(
    '/api/applications/:id/interviews',
    {
      onRequest,
      preValidation: schedulerOfApplication,
      schema: {
        tags,
        summary:
          "Schedule an interview (recruiters, admins and the job's hiring team): the candidate and each interviewer get an e-mail with an .ics invitation (METHOD:REQUEST); 409 for an erased applicant",
        params: IdParams,
        body: ScheduleInterviewInput,
        response: { 201: Interview, ...errors, 409: ApiErrorBody },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await scheduleInterview(app.db, interviewMailer(app), currentUser(request), request.params.id, request.body)),
  );

  r.put(
    '/api/interviews/:id',
    {
      onRequest,
      preValidation: schedulerOfInterview,
      schema: {
        tags,
        summary:
          "Reschedule an interview as of `version` (recruiters, admins and the job's hiring team): an update (same UID, next SEQUENCE) to everyone, a cancellation to interviewers taken off",
        params: IdParams,
        body: RescheduleInterviewInput,
        response: { 200: Interview, ...errors, 409: ApiErrorBody },
      },
    },
    async (request) => rescheduleInterview(app.db, interviewMailer(app), currentUser(request), request.params.id, request.body),
  );

  r.post(
    '/api/interviews/:id/cancel',
    {
      onRequest,
      preValidation: schedulerOfInterview,
      schema: {
        tags,
        summary: "Cancel an interview as of `version` (recruiters, admins and the job's hiring team): everyone gets METHOD:CANCEL",
        params: IdParams,
        body: CancelInterviewInput,
        response: { 200: Interview, ...errors, 409: ApiErrorBody },
      },
    },
    async (request) => cancelInterview(app.db, interviewMailer(app), currentUser(request), request.params.id, request.body.version),
  );

  r.put(
    '/api/interviews/:id/scorecard',
    {
      // Any member on the interview's panel, whatever their role (decision 0081); the service checks the panel.
      onRequest: requireUser,
      schema: {
        tags,
        summary:
          "Record the caller's scorecard: each competency of the job's interview kit rated 1–4 with notes, and an overall recommendation; interviewers of the interview only",
        params: IdParams,
        body: ScorecardInput,
        response: { 200: Interview, ...errors, 409: ApiErrorBody },
      },
    },
    async (request) => recordScorecard(app.db, currentUser(request), request.params.id, request.body),
  );
}
