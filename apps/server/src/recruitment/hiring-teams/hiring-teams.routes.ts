import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorBody } from '@keel/shared/errors';
import { HiringJob, HiringTeam, HiringTeamInput, TeamMemberChoice } from '@keel/shared/hiring-teams';
import { IdParams } from '../../lib/record-id';
import { currentUser, requireRecruiterOrAdmin, requireUser } from '../../platform/auth/guards';
import { hiringTeamOf, myHiring, requireJobReader, setHiringTeam, teamMemberChoices } from './hiring-teams.service';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody };

/**
 * Hiring teams (decision 0081): recruiters and admins set a job's hiring manager and interviewers
 * from every active member; the team reads its own; any member lists the jobs they hire for.
 */
export async function hiringTeamsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['recruitment'];

  r.get(
    '/api/hiring-teams/members',
    {
      onRequest: requireRecruiterOrAdmin,
      schema: {
        tags,
        summary: 'Every active member of any role, by name: who may be on a hiring team or an interview panel',
        response: { 200: z.array(TeamMemberChoice), ...errors },
      },
    },
    async () => teamMemberChoices(app.db),
  );

  r.get(
    '/api/jobs/:id/hiring-team',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "A job's hiring manager and interviewers (recruiters, admins and the job's hiring team)",
        params: IdParams,
        response: { 200: HiringTeam, ...errors },
      },
    },
    async (request) => {
      await requireJobReader(app.db, currentUser(request), request.params.id);
      return hiringTeamOf(app.db, request.params.id);
    },
  );

  r.put(
    '/api/jobs/:id/hiring-team',
    {
      onRequest: requireRecruiterOrAdmin,
      schema: {
        tags,
        summary: "Set a job's hiring manager and interviewers, each an active member of any role (400 otherwise)",
        params: IdParams,
        body: HiringTeamInput,
        response: { 200: HiringTeam, ...errors },
      },
    },
    async (request) => setHiringTeam(app.db, currentUser(request), request.params.id, request.body),
  );

  r.get(
    '/api/my-hiring',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "The jobs the caller hires for (on the job's hiring team or an interview's panel), with their candidates",
        response: { 200: z.array(HiringJob), ...errors },
      },
    },
    async (request) => myHiring(app.db, currentUser(request)),
  );
}
