import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { getFile } from '../../platform/files/files.service';
import type { ResumeText } from '../screening/resume-text';
import { judgeResume, readResumeText, type Screening } from '../screening/screening.service';
import {
  type ApplicationScreeningValues,
  applicantResumePath,
  applicationsForScreening,
  copyApplicantScreening,
  copyPrimaryScreening,
  setApplicationScreening,
} from './applications.repository';

type Db = Kysely<Database>;

/** An application whose resume could not be scored against its job (no resume, no keywords, unreadable) has no score, never a stale one. */
const UNSCREENED: ApplicationScreeningValues = { ats_score: null, ats_keywords_matched: [], ats_last_screened: null };

/** What a screening writes on an application. */
export const applicationScreeningValues = (screening: Screening | null): ApplicationScreeningValues => screening?.values ?? UNSCREENED;

/** Sets one application's screening (careers intake of a second job, 'Add to Job'). */
export async function recordApplicationScreening(trx: Db, applicationId: string, screening: Screening | null): Promise<void> {
  await setApplicationScreening(trx, applicationId, applicationScreeningValues(screening));
}

/**
 * Each application has its own ATS score (migration 0037), kept in the caller's transaction, and
 * the primary application's is the applicant's. When `resume` is given (the applicant's resume
 * changed, was screened again, or came from a merged duplicate) every application, the primary one
 * too, is screened against its own job's keywords and the applicant takes the primary's score —
 * `{ text: null }` when the resume was removed, which leaves them unscored. Without it, the
 * applicant's screening (just made against their job) is copied to the primary application.
 * Never the other way round from a score made against another job (decision 0078: a merge that
 * took the other's resume showed its score against the other's job on the survivor's card).
 */
export async function syncApplicationScores(trx: Db, applicantId: string, resume?: { text: ResumeText | null }): Promise<void> {
  if (!resume) return copyApplicantScreening(trx, applicantId);
  for (const application of await applicationsForScreening(trx, applicantId)) {
    await setApplicationScreening(trx, application.application_id, applicationScreeningValues(judgeResume(resume.text, application)));
  }
  await copyPrimaryScreening(trx, applicantId);
}

/** The applicant's stored resume, read for screening before a transaction; the path lets the transaction check it is still the one. */
export async function readStoredResume(db: Db, applicantId: string): Promise<{ path: string; text: ResumeText } | null> {
  const path = await applicantResumePath(db, applicantId);
  if (!path) return null;
  const file = await getFile(db, 'resumes', path);
  if (!file) return null;
  return { path, text: await readResumeText({ bytes: file.bytes, contentType: file.content_type }) };
}
