import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  type ApplicantLinks,
  type ApplicantSaved,
  APPLICANT_NOT_FOUND,
  ApplicantInput,
  type ApplicantUpdateValues,
  type ApplicantValues,
  JOB_CHOICE_MESSAGE,
} from '@keel/shared/applicants';
import type { SessionUser } from '@keel/shared/auth';
import { BULK_RECORDS_GONE } from '@keel/shared/bulk-actions';
import type { Database } from '../../db/types';
import { notFound, validationError } from '../../errors';
import { changedFields } from '../../lib/audit-changes';
import { isRecordId } from '../../lib/record-id';
import { requireVersion } from '../../lib/record-version';
import { syncApplicationScores } from '../applications/application-screening.service';
import { syncPrimaryApplication } from '../applications/applications.service';
import { requireRejectionReason } from '../applications/rejection-reasons.service';
import { cancelUpcomingInterviews, type InterviewMailer, upcomingInterviewsOf } from '../interviews/interviews.service';
import { INTERVIEW_ENDING_STAGES } from '@keel/shared/interviews';
import { recordAudit } from '../../platform/audit/audit.service';
import { deleteFile, getFile, putFile } from '../../platform/files/files.service';
import { jobForScreening } from '../jobs/jobs.service';
import { publishChange } from '../../platform/live-updates/live-updates.publish';
import { changedMeanwhile, judgeResume, readResumeText, type Screening } from '../screening/screening.service';
import type { ResumeText } from '../screening/resume-text';
import type { UploadedResume } from './applicant-submission';
import { getApplicant } from './applicant-view';
import { deleteApplicant, findApplicant, insertApplicant, lockApplicant, updateApplicant } from './applicants.repository';
import { CLEARED_SCREENING, recordScreening } from './screening-audit';
import type { Notifier } from '../../workspace/notifications/notifications.service';
import { notifyNewApplicant } from './applicant-notifications';

const AUDITED_FIELDS = Object.keys(ApplicantInput.shape).filter((f) => f !== 'remove_resume' && f !== 'rejection_reason_id');

/**
 * A status newly set to Rejected names its reason when the applicant has a job (400 without one,
 * decision 0078): it is kept on that application. Without a job there is no application to reject.
 */
async function rejectionReasonFor(db: Kysely<Database>, values: ApplicantValues, statusBefore: ApplicantValues['status'] | null) {
  if (values.status !== 'Rejected' || statusBefore === 'Rejected' || !values.job_id) return null;
  return requireRejectionReason(db, values.rejection_reason_id);
}

/** docs/product/data-import-export.md#stored-files: resumes/{applicantId}_{timestamp}.{extension} in the private resumes bucket. */
const resumePath = (applicantId: string, resume: UploadedResume) => `resumes/${applicantId}_${Date.now()}.${resume.extension}`;

const fullName = (a: { first_name: string; last_name: string }) => `${a.first_name} ${a.last_name}`;

/** The fields as stored: remove_resume is an instruction and rejection_reason_id the application's; an absent date_added stays as is. */
function columns(values: ApplicantValues) {
  const { remove_resume: _r, rejection_reason_id: _why, date_added, ...rest } = values;
  return { ...rest, ...(date_added ? { date_added } : {}) };
}

async function requireJob(db: Kysely<Database>, jobId: string | null) {
  if (!jobId) return null;
  const job = await jobForScreening(db, jobId);
  if (!job) throw validationError(JOB_CHOICE_MESSAGE, { job_id: JOB_CHOICE_MESSAGE });
  return job;
}

/**
 * Adds an applicant, with its resume stored in the same transaction (a failed upload saves
 * nothing). Linked to a job with a resume, it is screened at once.
 */
export async function createApplicant(
  db: Kysely<Database>,
  user: SessionUser,
  values: ApplicantValues,
  resume: UploadedResume | null,
  notifier: Notifier,
): Promise<ApplicantSaved> {
  await requireJob(db, values.job_id); // a clear 400 before reading any resume
  await rejectionReasonFor(db, values, null);
  const text = resume && values.job_id ? await readResumeText(resume) : null;
  let board: string | undefined;
  const saved = await db.transaction().execute(async (trx) => {
    const job = await requireJob(trx, values.job_id);
    const reason = await rejectionReasonFor(trx, values, null);
    const id = randomUUID();
    const path = resume ? resumePath(id, resume) : null;
    const screening = job && text ? judgeResume(text, job) : null;
    const row = await insertApplicant(trx, {
      ...columns(values),
      applicant_id: id,
      resume_on_file: path !== null,
      resume_file_path: path,
      ...(screening?.values ?? {}),
      created_by_user_id: user.id,
      last_modified_by_user_id: user.id,
    });
    board = await syncPrimaryApplication(trx, user.id, row, reason?.id ?? null);
    await syncApplicationScores(trx, id);
    if (resume && path) await putFile(trx, { bucket: 'resumes', path, contentType: resume.contentType, bytes: resume.bytes });
    await recordAudit(trx, {
      actionType: 'APPLICANT_CREATED',
      user,
      entityType: 'applicant',
      entityId: id,
      details: {
        name: fullName(values),
        email: values.email,
        jobId: values.job_id,
        resume: path !== null,
        ...(reason ? { rejectionReason: reason.label } : {}),
      },
    });
    if (screening && job) await recordScreening(trx, user, id, job, screening, 'created');
    await notifyNewApplicant(trx, notifier, {
      applicantId: id,
      name: fullName(values),
      jobId: values.job_id,
      actor: { id: user.id, name: user.fullName },
    });
    return { applicant: await getApplicant(trx, id), screening: screening?.outcome ?? null };
  });
  if (board) publishChange(db, { topic: 'applications', id: board, by: user.id });
  return saved;
}

/** The text to screen after an edit, read before the transaction; null when no screening is due. */
async function textForEdit(
  db: Kysely<Database>,
  before: { job_id: string | null; resume_file_path: string | null },
  values: ApplicantValues,
  resume: UploadedResume | null,
) {
  const keptPath = resume || values.remove_resume ? null : before.resume_file_path;
  const due = values.job_id !== null && (resume !== null || (keptPath !== null && values.job_id !== before.job_id));
  if (!due) return null;
  if (resume) return { text: await readResumeText(resume), fromPath: null };
  const file = await getFile(db, 'resumes', keptPath!);
  const text: ResumeText = file
    ? await readResumeText({ bytes: file.bytes, contentType: file.content_type })
    : { ok: false, message: 'The stored resume could not be found.' };
  return { text, fromPath: keptPath };
}

/**
 * Saves an applicant: a new resume replaces the stored one (same transaction), remove_resume
 * deletes it. A changed resume or job clears the old screening and, when both a resume and a job
 * remain, screens again. An edit made on `version` of an applicant changed since is refused (409).
 * A status changed to Rejected or Hired cancels the upcoming interviews of the applicant's job
 * (decision 0074), in the same transaction.
 */
export async function editApplicant(
  db: Kysely<Database>,
  mailer: InterviewMailer,
  user: SessionUser,
  id: string,
  { version, ...values }: ApplicantUpdateValues,
  resume: UploadedResume | null,
): Promise<ApplicantSaved> {
  const current = await findApplicant(db, id);
  if (!current) throw notFound(APPLICANT_NOT_FOUND);
  await requireJob(db, values.job_id);
  await rejectionReasonFor(db, values, current.status);
  const pending = await textForEdit(db, current, values, resume);
  // A new resume is screened against every other job the applicant is considered for too.
  const newText = resume ? (pending?.fromPath === null ? pending.text : await readResumeText(resume)) : null;
  let board: string | undefined;
  const saved = await db.transaction().execute(async (trx) => {
    const before = await lockApplicant(trx, id);
    if (!before) throw notFound(APPLICANT_NOT_FOUND);
    await requireVersion(trx, before, version);
    const job = await requireJob(trx, values.job_id);
    const reason = await rejectionReasonFor(trx, values, before.status);
    const path = resume ? resumePath(id, resume) : values.remove_resume ? null : before.resume_file_path;
    const resumeChanged = path !== before.resume_file_path;
    const jobChanged = values.job_id !== before.job_id;

    let screening: Screening | null = null;
    if (pending && job)
      screening = pending.fromPath !== null && pending.fromPath !== path ? changedMeanwhile() : judgeResume(pending.text, job);
    const screeningValues = screening?.values ?? (resumeChanged || jobChanged ? CLEARED_SCREENING : {});

    if (values.job_id && values.status !== before.status && INTERVIEW_ENDING_STAGES.includes(values.status)) {
      await cancelUpcomingInterviews(trx, mailer, user, { applicantId: id, jobId: values.job_id });
    }
    const after = await updateApplicant(
      trx,
      id,
      {
        ...columns(values),
        resume_on_file: path !== null,
        resume_file_path: path,
        ...screeningValues,
        last_modified_by_user_id: user.id,
      },
      { edit: true },
    );
    board = await syncPrimaryApplication(trx, user.id, after, reason?.id ?? null);
    await syncApplicationScores(trx, id, resumeChanged ? { text: newText } : undefined);
    if (resume && path) await putFile(trx, { bucket: 'resumes', path, contentType: resume.contentType, bytes: resume.bytes });
    if (resumeChanged && before.resume_file_path) await deleteFile(trx, 'resumes', before.resume_file_path);
    await recordAudit(trx, {
      actionType: 'APPLICANT_UPDATED',
      user,
      entityType: 'applicant',
      entityId: id,
      details: {
        name: fullName(after),
        changes: changedFields(before, after, AUDITED_FIELDS),
        ...(reason ? { rejectionReason: reason.label } : {}),
        ...(resumeChanged ? { resume: path ? 'replaced' : 'removed' } : {}),
      },
    });
    if (screening && job) await recordScreening(trx, user, id, job, screening, 'updated');
    return { applicant: await getApplicant(trx, id), screening: screening?.outcome ?? null };
  });
  if (board) publishChange(db, { topic: 'applications', id: board, by: user.id });
  return saved;
}

/**
 * What deleting the applicant would cancel, for its confirmation (decision 0074); with `jobId`,
 * what their application for that job would (the form's status change to Rejected or Hired).
 */
export async function applicantLinks(db: Kysely<Database>, id: string, jobId?: string): Promise<ApplicantLinks> {
  if (!(await findApplicant(db, id))) throw notFound(APPLICANT_NOT_FOUND);
  if (jobId !== undefined && !isRecordId(jobId)) return { interviews: 0 };
  return { interviews: await upcomingInterviewsOf(db, { applicantId: id, jobId }) };
}

/** Deletes an applicant and its stored resume, together; their upcoming interviews are cancelled first (decision 0074). */
export async function removeApplicant(db: Kysely<Database>, mailer: InterviewMailer, user: SessionUser, id: string): Promise<void> {
  await db.transaction().execute((trx) => deleteWithAudit(trx, mailer, user, id, APPLICANT_NOT_FOUND));
}

/** Deletes a selection in one transaction, one audit entry each; if one is gone, none is deleted. */
export async function removeApplicants(db: Kysely<Database>, mailer: InterviewMailer, user: SessionUser, ids: string[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const id of ids) await deleteWithAudit(trx, mailer, user, id, BULK_RECORDS_GONE);
  });
}

async function deleteWithAudit(trx: Kysely<Database>, mailer: InterviewMailer, user: SessionUser, id: string, notFoundMessage: string) {
  const before = await lockApplicant(trx, id);
  if (!before) throw notFound(notFoundMessage);
  await cancelUpcomingInterviews(trx, mailer, user, { applicantId: id });
  await deleteApplicant(trx, id);
  if (before.resume_file_path) await deleteFile(trx, 'resumes', before.resume_file_path);
  await recordAudit(trx, {
    actionType: 'APPLICANT_DELETED',
    user,
    entityType: 'applicant',
    entityId: id,
    details: { name: fullName(before), email: before.email, resumeRemoved: before.resume_file_path !== null },
  });
}

/** An erase's step in applicants (decision 0110). */
export { eraseApplicantRow } from './applicant-erase.repository';

/** A deleted job's unlink from its applicants (decision 0110), handed to the jobs routes by app.ts: applicants imports jobs. */
export { unlinkApplicantsFromJob } from './applicants.repository';
