import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { JobDemandOrigin, MAKE_JOB_MESSAGES } from '@keel/shared/demands';
import { ApiErrorBody } from '@keel/shared/errors';
import { Job, JOB_NOT_FOUND } from '@keel/shared/jobs';
import { forbidden, notFound } from '../../errors';
import { isRecordId } from '../../lib/record-id';
import { currentUser, requireUser } from '../../platform/auth/guards';
import { requireJobReader } from '../../recruitment/hiring-teams/hiring-teams.service';
import { jobDemandOrigin, makeJobFromDemand, makesJobs } from './demand-job.service';

const DemandParams = z.object({ dealId: z.uuid(), demandId: z.uuid() });
const JobParams = z.object({ jobId: z.uuid() });
const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody };

/** Admins and recruiters, who post jobs (decision 0097); 401 without a session, 403 for anyone else. */
async function requireJobMaker(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  if (!makesJobs(currentUser(request).role)) throw forbidden(MAKE_JOB_MESSAGES.makers);
}

/** A demand nobody fits becomes a job, linked both ways (decision 0097). */
export async function demandJobRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['staffing'];

  r.post(
    '/api/deals/:dealId/demands/:demandId/job',
    {
      onRequest: requireJobMaker,
      schema: {
        tags,
        summary:
          'Make a job from a demand (admins and recruiters): title, skills as ATS keywords, place and dates prefilled, status On Hold until opened; 409 when the demand has a job already',
        params: DemandParams,
        response: { 201: Job, ...errors, 409: ApiErrorBody },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await makeJobFromDemand(app.db, currentUser(request), request.params.dealId, request.params.demandId)),
  );

  r.get(
    '/api/jobs/:jobId/demand',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "The deal and demand a job was made from, or `origin: null` (recruiters, admins and the job's hiring team)",
        params: JobParams,
        response: { 200: JobDemandOrigin, ...errors },
      },
    },
    async (request) => {
      if (!isRecordId(request.params.jobId)) throw notFound(JOB_NOT_FOUND);
      await requireJobReader(app.db, currentUser(request), request.params.jobId);
      return jobDemandOrigin(app.db, request.params.jobId);
    },
  );
}
