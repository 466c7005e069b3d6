import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { ApplicantSource, ApplicantStatus } from '@keel/shared/applicants';
import { parseKeywords } from '@keel/shared/jobs';
import type { Database } from '../../db/types';
import { recordAudit } from '../../platform/audit/audit.service';
import { putFile } from '../../platform/files/files.service';
import type { Screening, ScreeningJob } from '../screening/screening.service';
import type { UploadedResume } from './applicant-submission';
import { insertApplicant, lockApplicantByEmail, updateApplicant } from './applicants.repository';

/** What a candidate typed on a public form (the careers site). */
export interface IntakeFields {
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  linkedin_url: string | null;
}

export interface IntakeResult {
  applicantId: string;
  /** True when this intake created the applicant (always, since decision 0071). */
  created: boolean;
  /** The known applicant whose e-mail it gave, when it is kept apart as unverified. */
  unverifiedOf: string | null;
  /** The applicant's status and job after the intake (the job is the primary application's, decision 0030). */
  status: ApplicantStatus;
  jobId: string | null;
  /** Whether the resume sent now is the one on file (a known applicant's stored resume is kept). */
  resumeStored: boolean;
  fieldsFilled: string[];
}

/** The tag and note of an application kept apart because its e-mail belongs to a known applicant (decision 0036, amended). */
export const UNVERIFIED_TAG = 'Unverified application';
export const UNVERIFIED_NOTE =
  'Sent from the careers site with the e-mail address of an existing applicant. Nobody has checked that it is the same person: ' +
  'confirm it with them, then merge the two applicants under Duplicates.';

/**
 * The applicant behind a public application, inside the caller's transaction. Anyone can type any
 * e-mail address into a public form, so an address Keel already knows never adds to that person's
 * record (decision 0071): the application gets an applicant of its own, tagged
 * {@link UNVERIFIED_TAG}, for a recruiter to merge once it is verified. A transaction-scoped
 * advisory lock on the e-mail orders simultaneous submissions.
 */
export async function takeInApplicant(
  trx: Kysely<Database>,
  fields: IntakeFields,
  options: { jobId: string; source: ApplicantSource; resume: UploadedResume | null; actorName: string },
): Promise<IntakeResult> {
  const email = fields.email.toLowerCase();
  await sql`select pg_advisory_xact_lock(hashtext(${`applicant-email:${email}`}))`.execute(trx);
  const known = await lockApplicantByEmail(trx, email);

  const id = randomUUID();
  const path = options.resume ? `resumes/${id}_${Date.now()}.${options.resume.extension}` : null;
  await insertApplicant(trx, {
    ...fields,
    email,
    applicant_id: id,
    job_id: options.jobId,
    source: options.source,
    resume_on_file: path !== null,
    resume_file_path: path,
    ...(known ? { tags: [UNVERIFIED_TAG], notes: UNVERIFIED_NOTE } : {}),
  });
  if (options.resume && path)
    await putFile(trx, { bucket: 'resumes', path, contentType: options.resume.contentType, bytes: options.resume.bytes });
  await recordAudit(trx, {
    actionType: 'APPLICANT_CREATED',
    user: null,
    actorName: options.actorName,
    entityType: 'applicant',
    entityId: id,
    details: {
      name: `${fields.first_name} ${fields.last_name}`,
      email,
      jobId: options.jobId,
      resume: path !== null,
      source: options.source,
      ...(known ? { unverified: true, sameEmailAs: known.applicant_id } : {}),
    },
  });
  return {
    applicantId: id,
    created: true,
    unverifiedOf: known?.applicant_id ?? null,
    status: 'New',
    jobId: options.jobId,
    resumeStored: path !== null,
    fieldsFilled: [],
  };
}

/**
 * The screening of a public application's resume against its job, at once. It is written on the
 * applicant (docs/product/records.md#applicants ats_* fields) only when it describes the applicant's own resume and job;
 * otherwise (another job, or a resume not kept because one is on file) the audit entry holds it.
 */
export async function recordIntakeScreening(
  trx: Kysely<Database>,
  input: { applicantId: string; job: ScreeningJob & { job_id: string }; screening: Screening; onApplicant: boolean; actorName: string },
): Promise<void> {
  const { outcome, values } = input.screening;
  if (outcome.status !== 'screened' || !values) return;
  if (input.onApplicant) await updateApplicant(trx, input.applicantId, values);
  await recordAudit(trx, {
    actionType: 'APPLICANT_SCREENED',
    user: null,
    actorName: input.actorName,
    entityType: 'applicant',
    entityId: input.applicantId,
    details: {
      jobId: input.job.job_id,
      jobTitle: input.job.title,
      score: outcome.score,
      matched: outcome.matched,
      keywords: parseKeywords(input.job.ats_keywords).length,
      trigger: 'application',
      onApplicant: input.onApplicant,
    },
  });
}
