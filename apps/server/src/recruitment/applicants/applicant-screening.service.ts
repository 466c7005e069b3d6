import type { Kysely } from 'kysely';
import { type ApplicantSaved, APPLICANT_NOT_FOUND } from '@keel/shared/applicants';
import type { SessionUser } from '@keel/shared/auth';
import type { Database } from '../../db/types';
import { notFound, validationError } from '../../errors';
import { syncApplicationScores } from '../applications/application-screening.service';
import { getFile } from '../../platform/files/files.service';
import { jobForScreening } from '../jobs/jobs.service';
import { changedMeanwhile, judgeResume, readResumeText, SCREENING_MESSAGES } from '../screening/screening.service';
import { getApplicant } from './applicant-view';
import { findApplicant, lockApplicant, updateApplicant } from './applicants.repository';
import { recordScreening } from './screening-audit';

/**
 * 'Screen against job': scores the applicant's resume against the linked job's ATS keywords now.
 * When it cannot (no resume, no job, no keywords, unreadable text) it refuses with that reason and
 * changes nothing. The resume is read outside the transaction, which then checks nothing changed.
 */
export async function screenApplicant(db: Kysely<Database>, user: SessionUser, id: string): Promise<ApplicantSaved> {
  const current = await findApplicant(db, id);
  if (!current) throw notFound(APPLICANT_NOT_FOUND);
  if (!current.resume_file_path) throw validationError(SCREENING_MESSAGES.no_resume);
  if (!current.job_id) throw validationError(SCREENING_MESSAGES.no_job);
  const job = await jobForScreening(db, current.job_id);
  const file = await getFile(db, 'resumes', current.resume_file_path);
  if (!job || !file) throw validationError(SCREENING_MESSAGES.changed);
  const text = await readResumeText({ bytes: file.bytes, contentType: file.content_type });

  return db.transaction().execute(async (trx) => {
    const before = await lockApplicant(trx, id);
    if (!before) throw notFound(APPLICANT_NOT_FOUND);
    const jobNow = await jobForScreening(trx, current.job_id!);
    const unchanged = before.resume_file_path === current.resume_file_path && before.job_id === current.job_id && jobNow !== undefined;
    const screening = unchanged ? judgeResume(text, jobNow) : changedMeanwhile();
    if (screening.outcome.status !== 'screened') throw validationError(screening.outcome.message);
    await updateApplicant(trx, id, { ...screening.values!, last_modified_by_user_id: user.id });
    // The same resume against the applicant's other jobs too: their keywords may have changed since.
    await syncApplicationScores(trx, id, { text });
    await recordScreening(trx, user, id, jobNow!, screening, 'on_demand');
    return { applicant: await getApplicant(trx, id), screening: screening.outcome };
  });
}
