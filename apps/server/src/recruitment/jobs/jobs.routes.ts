import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorBody } from '@keel/shared/errors';
import { Job, JOB_REQUIRED_MESSAGE, JobChoice, JobInput, JobLinks, JobListPage, JobListQuery, JobUpdateInput } from '@keel/shared/jobs';
import { rejectInvalidRequest } from '../../lib/input-validation';
import { IdParams } from '../../lib/record-id';
import { currentUser, requireRecruiterOrAdmin, requireUser } from '../../platform/auth/guards';
import { requireJobReader } from '../hiring-teams/hiring-teams.service';
import { listJobs } from './jobs.repository';
import { BulkAction } from '@keel/shared/bulk-actions';
import { bulkRoutes } from '../../lib/bulk-routes';
import { IncompleteJobs } from '@keel/shared/job-facts';
import {
  createJob,
  editJob,
  getJob,
  type JobDeletion,
  jobChoices,
  jobLinks,
  jobsNeedingFacts,
  removeJob,
  removeJobs,
} from './jobs.service';
import { interviewMailer } from '../interviews/interviews.service';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody };

export interface JobsRoutesOptions {
  /** The applicants' unlink from a deleted job, in its transaction (decision 0110). */
  unlinkApplicants: JobDeletion['unlinkApplicants'];
}

/** Job postings (docs/product/recruitment.md#jobs): list, one posting, post, edit, delete — recruiters and admins only; a job's hiring team reads that job (decision 0081). */

export async function jobsRoutes(app: FastifyInstance, { unlinkApplicants }: JobsRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['recruitment'];
  // onRequest: the session is checked before the body is read or validated, so 401/403 come first.
  const onRequest = requireRecruiterOrAdmin;

  r.get(
    '/api/jobs',
    {
      onRequest,
      schema: {
        tags,
        summary: 'One page of job postings: search, sort, page',
        querystring: JobListQuery,
        response: { 200: JobListPage, ...errors },
      },
    },
    async (request) => {
      const page = await listJobs(app.db, request.query);
      return { ...page, items: page.items.map((row) => ({ ...row, date_posted: row.date_posted.toISOString() })) };
    },
  );

  r.get(
    '/api/jobs/choices',
    {
      onRequest,
      schema: { tags, summary: 'Postings to link an applicant to, by title', response: { 200: z.array(JobChoice), ...errors } },
    },
    async () => jobChoices(app.db),
  );

  r.get(
    '/api/jobs/needing-facts',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Jobs not closed whose free-text location or salary has no structured location or salary yet (the first 50 by title)',
        response: { 200: IncompleteJobs, ...errors },
      },
    },
    async () => jobsNeedingFacts(app.db),
  );

  r.get(
    '/api/jobs/:id',
    {
      // Its hiring team reads it too (decision 0081).
      onRequest: requireUser,
      schema: {
        tags,
        summary: "One job posting (recruiters, admins and the job's hiring team)",
        params: IdParams,
        response: { 200: Job, ...errors },
      },
    },
    async (request) => {
      await requireJobReader(app.db, currentUser(request), request.params.id);
      return getJob(app.db, request.params.id);
    },
  );

  r.get(
    '/api/jobs/:id/links',
    {
      onRequest,
      schema: {
        tags,
        summary: 'How many applicants deleting the job posting would unlink, and how many upcoming interviews it would cancel',
        params: IdParams,
        response: { 200: JobLinks, ...errors },
      },
    },
    async (request) => jobLinks(app.db, request.params.id),
  );

  // attachValidation: the body schema documents the API; the handler words the refusal (docs/product/validation.md#job).
  r.post(
    '/api/jobs',
    {
      onRequest,
      attachValidation: true,
      schema: { tags, summary: 'Post a job', body: JobInput, response: { 201: Job, ...errors } },
    },
    async (request, reply) => {
      rejectInvalidRequest(request, JOB_REQUIRED_MESSAGE);
      return reply.status(201).send(await createJob(app.db, currentUser(request), request.body));
    },
  );

  r.put(
    '/api/jobs/:id',
    {
      onRequest,
      attachValidation: true,
      schema: {
        tags,
        summary: 'Save every editable field of a job posting, as of `version` (409 with `stale` if it changed since)',
        params: IdParams,
        body: JobUpdateInput,
        response: { 200: Job, ...errors, 409: ApiErrorBody },
      },
    },
    async (request) => {
      rejectInvalidRequest(request, JOB_REQUIRED_MESSAGE);
      return editJob(app.db, currentUser(request), request.params.id, request.body);
    },
  );

  r.delete(
    '/api/jobs/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Delete a job posting (its applicants stay, unlinked)',
        params: IdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeJob(app.db, { mailer: interviewMailer(app), unlinkApplicants }, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  await bulkRoutes(app, {
    list: 'jobs',
    onRequest,
    body: BulkAction,
    removeMany: (db, user, ids) => removeJobs(db, { mailer: interviewMailer(app), unlinkApplicants }, user, ids),
    table: {
      table: 'jobs',
      idColumn: 'job_id',
      entityType: 'job',
      updated: 'JOB_UPDATED',
      label: 'title',
      exportColumns: ['title', 'department', 'location', 'employment_type', 'status', 'openings', 'salary_range', 'date_posted', 'tags'],
    },
  });
}
