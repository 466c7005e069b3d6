import { type Applicant, APPLICANT_NOT_FOUND, resumeUrl } from '@keel/shared/applicants';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { notFound } from '../../errors';
import { missingKeywords } from '../screening/screening.service';
import { findApplicant } from './applicants.repository';

type ApplicantRow = NonNullable<Awaited<ReturnType<typeof findApplicant>>>;

/** An applicant as the API reports it: timestamps as ISO text, the resume's URL, missing keywords. */
export function toApplicant(row: ApplicantRow): Applicant {
  const { search_text: _s, created_by_user_id: _c, last_modified_by_user_id: _m, job_ats_keywords, ...rest } = row;
  const screened = row.ats_last_screened !== null;
  return {
    ...rest,
    resume_url: row.resume_file_path ? resumeUrl(row.resume_file_path) : null,
    ats_keywords_missing: row.job_id ? missingKeywords(job_ats_keywords, row.ats_keywords_matched, screened) : [],
    ats_last_screened: row.ats_last_screened?.toISOString() ?? null,
    date_added: row.date_added.toISOString(),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export async function getApplicant(db: Kysely<Database>, id: string): Promise<Applicant> {
  const row = await findApplicant(db, id);
  if (!row) throw notFound(APPLICANT_NOT_FOUND);
  return toApplicant(row);
}
