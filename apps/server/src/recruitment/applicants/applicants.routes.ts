import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApplicantLinks,
  Applicant,
  APPLICANT_REQUIRED_MESSAGE,
  ApplicantInput,
  ApplicantListPage,
  ApplicantListQuery,
  ApplicantSaved,
  ApplicantUpdateInput,
} from '@keel/shared/applicants';
import { ApiErrorBody } from '@keel/shared/errors';
import { parseInput } from '../../lib/input-validation';
import { IdParams } from '../../lib/record-id';
import { currentUser, requireRecruiterOrAdmin, requireUser } from '../../platform/auth/guards';
import { requireApplicantReader } from '../hiring-teams/hiring-teams.service';
import { applicantResume, teamResumeUrl } from './applicant-resume';
import { applicantFormBody, readApplicantSubmission, readResumeUpload, resumeOnlyBody } from './applicant-submission';
import { ResumeFields } from '@keel/shared/resume-fields';
import { readFieldsOfResume, skillsVocabulary } from '../screening/resume-fields.service';
import { jobForScreening } from '../jobs/jobs.service';
import { screenApplicant } from './applicant-screening.service';
import { getApplicant } from './applicant-view';
import { listApplicants } from './applicants.repository';
import { BulkAction } from '@keel/shared/bulk-actions';
import { bulkRoutes } from '../../lib/bulk-routes';
import { applicantLinks, createApplicant, editApplicant, removeApplicant, removeApplicants } from './applicants.service';
import { interviewMailer } from '../interviews/interviews.service';
import { notifierOf } from '../../workspace/notifications/notifications.service';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody, 413: ApiErrorBody, 415: ApiErrorBody };

const SAVE_DESCRIPTION =
  'JSON (the fields of ApplicantInput), or multipart/form-data with those fields as JSON text in `data` and an optional ' +
  '`resume` file (.pdf, .doc or .docx, recognised by content, at most 10 MB). The record and its resume are saved together or not at all; ' +
  'with a resume and a job the applicant is screened at once (`screening`).';

/** Applicants (docs/product/recruitment.md#applicants) with private resumes and screening — recruiters and admins; a hiring team reads its jobs' applicants and their resumes (decision 0081). */
export async function applicantsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['recruitment'];
  // onRequest: the session is checked before any body (a resume upload) is read.
  const onRequest = requireRecruiterOrAdmin;

  r.get(
    '/api/applicants',
    {
      onRequest,
      schema: {
        tags,
        summary: 'One page of applicants: search, sort (ATS score included), page',
        querystring: ApplicantListQuery,
        response: { 200: ApplicantListPage, ...errors },
      },
    },
    async (request) => {
      const page = await listApplicants(app.db, request.query);
      return { ...page, items: page.items.map((row) => ({ ...row, date_added: row.date_added.toISOString() })) };
    },
  );

  r.get(
    '/api/applicants/:id',
    {
      // The hiring team of a job they applied to reads them too (decision 0081).
      onRequest: requireUser,
      schema: {
        tags,
        summary:
          'One applicant, with the resume URL and the screening result (recruiters, admins and the hiring team of a job they applied to)',
        params: IdParams,
        response: { 200: Applicant, ...errors },
      },
    },
    async (request) => {
      const readable = await requireApplicantReader(app.db, currentUser(request), request.params.id);
      const applicant = await getApplicant(app.db, request.params.id);
      return readable === 'all' ? applicant : { ...applicant, resume_url: applicant.resume_url && teamResumeUrl(applicant.applicant_id) };
    },
  );

  r.get(
    '/api/applicants/:id/resume',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "The applicant's resume file (recruiters, admins and the hiring team of a job they applied to); 404 when there is none",
        params: IdParams,
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      await requireApplicantReader(app.db, currentUser(request), request.params.id);
      const file = await applicantResume(app.db, request.params.id);
      void reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `${file.contentType === 'application/pdf' ? 'inline' : 'attachment'}; filename="${file.fileName}"`);
      return reply.send(file.bytes);
    },
  );

  r.post(
    '/api/applicants',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Add an applicant (optionally with a resume)',
        description: SAVE_DESCRIPTION,
        requestBodyAs: applicantFormBody,
        response: { 201: ApplicantSaved, ...errors },
      },
    },
    async (request, reply) => {
      const { input, resume } = await readApplicantSubmission(request);
      const values = parseInput(ApplicantInput, input, APPLICANT_REQUIRED_MESSAGE);
      return reply.status(201).send(await createApplicant(app.db, currentUser(request), values, resume, notifierOf(app)));
    },
  );

  r.post(
    '/api/applicants/resume-fields',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Read name, e-mail, phone, LinkedIn, location and skills from a resume, to prefill Add Applicant (nothing is saved)',
        description:
          'multipart/form-data with one `resume` file (.pdf or .docx read; checked as a saved resume is, at most 10 MB). Its text is read as ' +
          "screening reads it; skills come from the job's ATS keywords (`job_id`) and a built-in list. Each field found says the line " +
          'it was read from; a field the resume does not clearly state is null. An unreadable resume is a 400 (413 when it expands beyond ' +
          'what a resume holds) with the screening message.',
        querystring: z.object({ job_id: z.string().max(100).optional() }),
        requestBodyAs: resumeOnlyBody,
        response: { 200: ResumeFields, ...errors },
      },
    },
    async (request, reply) => {
      const resume = await readResumeUpload(request);
      const job = request.query.job_id ? await jobForScreening(app.db, request.query.job_id) : undefined;
      void reply.header('cache-control', 'no-store');
      return readFieldsOfResume(resume, skillsVocabulary(job?.ats_keywords));
    },
  );

  r.put(
    '/api/applicants/:id',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Save every editable field of an applicant (optionally a new resume), as of `version` in `data` (409 with `stale` if it changed since)',
        description: SAVE_DESCRIPTION,
        params: IdParams,
        requestBodyAs: applicantFormBody,
        response: { 200: ApplicantSaved, ...errors, 409: ApiErrorBody },
      },
    },
    async (request) => {
      const { input, resume } = await readApplicantSubmission(request);
      const values = parseInput(ApplicantUpdateInput, input, APPLICANT_REQUIRED_MESSAGE);
      return editApplicant(app.db, interviewMailer(app), currentUser(request), request.params.id, values, resume);
    },
  );

  r.post(
    '/api/applicants/:id/screen',
    {
      onRequest,
      schema: {
        tags,
        summary: "Screen the resume against the linked job's ATS keywords now",
        params: IdParams,
        response: { 200: ApplicantSaved, ...errors },
      },
    },
    async (request) => screenApplicant(app.db, currentUser(request), request.params.id),
  );

  r.get(
    '/api/applicants/:id/links',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'How many upcoming interviews deleting the applicant would cancel (each attendee gets a CANCEL); with `job_id`, those of their application for that job',
        params: IdParams,
        querystring: z.object({ job_id: z.string().max(100).optional() }),
        response: { 200: ApplicantLinks, ...errors },
      },
    },
    async (request) => applicantLinks(app.db, request.params.id, request.query.job_id),
  );

  r.delete(
    '/api/applicants/:id',
    {
      onRequest,
      schema: { tags, summary: 'Delete an applicant and its resume', params: IdParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await removeApplicant(app.db, interviewMailer(app), currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  await bulkRoutes(app, {
    list: 'applicants',
    onRequest,
    body: BulkAction,
    removeMany: (db, user, ids) => removeApplicants(db, interviewMailer(app), user, ids),
    table: {
      table: 'applicants',
      idColumn: 'applicant_id',
      entityType: 'applicant',
      updated: 'APPLICANT_UPDATED',
      label: "first_name || ' ' || last_name",
      exportColumns: ['first_name', 'last_name', 'email', 'phone', 'status', 'source', 'ats_score', 'date_added', 'tags'],
    },
  });
}
