import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { ApplicantSource, ApplicantStatus } from '@keel/shared/applicants';
import { parseKeywords } from '@keel/shared/jobs';
import type { ApplicantUpdate, Database } from '../../db/types';
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
  /** True when this intake created the applicant. */
  created: boolean;
  /** The applicant's status and job after the intake (the job is the primary application's, decision 0030). */
  status: ApplicantStatus;
  jobId: string | null;
  /** Whether the resume sent now is the one on file (a known applicant's stored resume is kept). */
  resumeStored: boolean;
  fieldsFilled: string[];
}

const FILLABLE = ['first_name', 'last_name', 'phone', 'linkedin_url'] as const;

/**
 * The applicant behind a public application, inside the caller's transaction (decision 0036): the
 * one whose e-mail matches (case-insensitive, the oldest if several) gets only its blank fields
 * filled, never overwritten (the rule of decision 0025 for inquiries); otherwise a new applicant.
 * A transaction-scoped advisory lock on the e-mail makes a simultaneous second submission wait and
 * then find the first one's applicant.
 */
export async function takeInApplicant(
  trx: Kysely<Database>,
  fields: IntakeFields,
  options: { jobId: string; source: ApplicantSource; resume: UploadedResume | null; actorName: string },
): Promise<IntakeResult> {
  const email = fields.email.toLowerCase();
  await sql`select pg_advisory_xact_lock(hashtext(${`applicant-email:${email}`}))`.execute(trx);
  const existing = await lockApplicantByEmail(trx, email);

  const resumePath = (id: string) => (options.resume ? `resumes/${id}_${Date.now()}.${options.resume.extension}` : null);

  if (!existing) {
    const id = randomUUID();
    const path = resumePath(id);
    await insertApplicant(trx, {
      ...fields,
      email,
      applicant_id: id,
      job_id: options.jobId,
      source: options.source,
      resume_on_file: path !== null,
      resume_file_path: path,
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
      },
    });
    return { applicantId: id, created: true, status: 'New', jobId: options.jobId, resumeStored: path !== null, fieldsFilled: [] };
  }

  const fill: ApplicantUpdate = {};
  for (const field of FILLABLE) if (!existing[field] && fields[field]) fill[field] = fields[field]!;
  if (!existing.source) fill.source = options.source;
  if (!existing.job_id) fill.job_id = options.jobId;
  const path = existing.resume_file_path ? null : resumePath(existing.applicant_id);
  if (path) Object.assign(fill, { resume_on_file: true, resume_file_path: path });
  if (Object.keys(fill).length > 0) await updateApplicant(trx, existing.applicant_id, fill, { edit: true });
  if (options.resume && path)
    await putFile(trx, { bucket: 'resumes', path, contentType: options.resume.contentType, bytes: options.resume.bytes });
  return {
    applicantId: existing.applicant_id,
    created: false,
    status: existing.status,
    jobId: existing.job_id ?? options.jobId,
    resumeStored: path !== null,
    fieldsFilled: Object.keys(fill),
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
