import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { notFound } from '../../errors';
import { getFile } from '../../platform/files/files.service';
import { findApplicant } from './applicants.repository';

export const RESUME_NOT_FOUND = 'This applicant has no resume on file.';

/**
 * Where a hiring team member opens an applicant's resume (decision 0081): the stored files route
 * serves resumes to recruiters and admins only, so theirs goes through the applicant, whose
 * route checks that they hire for a job the applicant applied to.
 */
export const teamResumeUrl = (applicantId: string) => `/api/applicants/${encodeURIComponent(applicantId)}/resume`;

/** The applicant's stored resume, with a safe file name; 404 when there is none. */
export async function applicantResume(db: Kysely<Database>, applicantId: string) {
  const applicant = await findApplicant(db, applicantId);
  const path = applicant?.resume_file_path;
  const file = path ? await getFile(db, 'resumes', path) : undefined;
  if (!path || !file) throw notFound(RESUME_NOT_FOUND);
  return {
    contentType: file.content_type,
    size: file.size_bytes,
    bytes: file.bytes,
    fileName: path
      .split('/')
      .pop()!
      .replace(/[^\w.-]/g, '_'),
  };
}
