import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorBody } from '@keel/shared/errors';
import { CareersResumeFields } from '@keel/shared/resume-fields';
import { AppError, notFound } from '../../errors';
import { publicFormRateLimit } from '../../platform/public-forms/public-form-limits';
import { readResumeUpload, resumeOnlyBody } from '../applicants/applicant-submission';
import { PUBLIC_RESUME_READ_LIMITS, readFieldsOfResume } from '../screening/resume-fields.service';
import { publicJob } from './careers.service';

/** Public resume reads one instance runs at once; past them a visitor fills the form by hand (503). */
export const MAX_PUBLIC_RESUME_READS = 2;
export const RESUME_READS_BUSY = 'Resumes cannot be read right now. Please fill in the form yourself; your resume stays attached.';
const NO_SUCH_JOB = 'This job does not take applications.';

const errors = { 400: ApiErrorBody, 404: ApiErrorBody, 413: ApiErrorBody, 415: ApiErrorBody, 429: ApiErrorBody, 503: ApiErrorBody };

/**
 * The careers Apply form's resume reading (decision 0083): a visitor's resume is read to prefill the
 * form, and nothing else. Public, so it is bounded every way: only for a job taking applications,
 * rate limited per address like the other public forms, at most {@link MAX_PUBLIC_RESUME_READS}
 * reads at once per instance, each with the small public read limits; the file is never stored or
 * logged, and the answer holds only the form's own fields (no skills: the job's keywords stay private).
 */
export async function careersResumeFieldsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  let reading = 0;

  r.post(
    '/api/careers/:job/resume-fields',
    {
      config: publicFormRateLimit(app),
      schema: {
        tags: ['careers'],
        summary:
          "Read name, e-mail, phone and LinkedIn from a visitor's resume, to prefill the Apply form (public, rate limited; nothing is stored)",
        description:
          'multipart/form-data with one `resume` file (.pdf or .docx read; at most 10 MB; only its first 3 pages). Each field found says ' +
          'the line it was read from; a field the resume does not clearly state is null. 404 when the job takes no applications; 503 while ' +
          'the server is busy reading other resumes.',
        params: z.object({ job: z.string().max(200) }),
        requestBodyAs: resumeOnlyBody,
        response: { 200: CareersResumeFields, ...errors },
      },
    },
    async (request, reply) => {
      const job = await publicJob(app.db, request.params.job);
      if (!job?.open) throw notFound(NO_SUCH_JOB);
      if (reading >= MAX_PUBLIC_RESUME_READS) throw new AppError('UNAVAILABLE', RESUME_READS_BUSY);
      reading++;
      try {
        const resume = await readResumeUpload(request);
        const { first_name, last_name, email, phone, linkedin_url } = await readFieldsOfResume(resume, [], PUBLIC_RESUME_READ_LIMITS);
        void reply.header('cache-control', 'no-store');
        return { first_name, last_name, email, phone, linkedin_url };
      } finally {
        reading--;
      }
    },
  );
}
