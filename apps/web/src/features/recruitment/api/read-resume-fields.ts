import { ResumeFields } from '@keel/shared/resume-fields';
import { APPLICANT_RESUME_FIELDS_PATH } from '@keel/shared/resume-prefill';
import { api } from '../../../lib/api-client';

/**
 * POST /api/applicants/resume-fields: what a chosen resume states, to prefill Add Applicant
 * (decision 0083). Nothing is saved; skills are read against the chosen job's keywords too.
 */
export function readResumeFields(file: File, jobId: string, signal?: AbortSignal): Promise<ResumeFields> {
  const body = new FormData();
  body.append('resume', file, file.name);
  const query = jobId ? `?job_id=${encodeURIComponent(jobId)}` : '';
  return api.post(`${APPLICANT_RESUME_FIELDS_PATH}${query}`, body, { schema: ResumeFields, signal });
}
