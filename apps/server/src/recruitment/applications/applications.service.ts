import type { Kysely } from 'kysely';
import { APPLICANT_NOT_FOUND, type ApplicantSource, type ApplicantStatus } from '@keel/shared/applicants';
import {
  type AddApplicationValues,
  type ApplicantApplication,
  APPLICATION_CHANGED,
  APPLICATION_JOB_MESSAGE,
  APPLICATION_NOT_FOUND,
  APPLICATION_STAGES,
  type ApplicationCard,
  BOARD_FIRST_PAGE_SIZE,
  BOARD_PAGE_SIZE,
  type BoardColumnPage,
  DUPLICATE_APPLICATION_MESSAGE,
  type JobBoard,
} from '@keel/shared/applications';
import type { SessionUser } from '@keel/shared/auth';
import { INTERVIEW_ENDING_STAGES } from '@keel/shared/interviews';
import { JOB_NOT_FOUND } from '@keel/shared/jobs';
import type { Database } from '../../db/types';
import { conflict, notFound, validationError } from '../../errors';
import { requireVersion } from '../../lib/record-version';
import { recordAudit } from '../../platform/audit/audit.service';
import { jobForScreening } from '../jobs/jobs.service';
import { published } from '../../platform/live-updates/live-updates.publish';
import { judgeResume } from '../screening/screening.service';
import { cancelUpcomingInterviews, type InterviewMailer } from '../interviews/interviews.service';
import { readStoredResume, recordApplicationScreening } from './application-screening.service';
import { requireRejectionReason } from './rejection-reasons.service';
import {
  applicantApplications,
  applicantOfApplication,
  type CardRow,
  boardRows,
  findApplicationOf,
  findCard,
  insertApplication,
  lockApplicantRow,
  lockApplication,
  setApplicantStatus,
  setStage,
} from './applications.repository';

type Db = Kysely<Database>;
type Actor = Pick<SessionUser, 'id' | 'fullName' | 'role'>;

const toCard = (row: CardRow): ApplicationCard => ({ ...row, stage_changed_at: row.stage_changed_at.toISOString() });

/** Cards of `stages` by stage, from one statement (boardRows); 404 when the job does not exist. */
async function boardPages(db: Db, jobId: string, stages: readonly ApplicantStatus[], offset: number, limit: number) {
  const rows = await boardRows(db, jobId, stages, offset, limit);
  if (!rows.length) throw notFound(JOB_NOT_FOUND);
  const columns = new Map<ApplicantStatus, BoardColumnPage>(stages.map((stage) => [stage, { stage, total: 0, cards: [] }]));
  for (const row of rows) {
    const column = columns.get(row.stage)!;
    column.total = row.total;
    if (row.application_id === null) continue;
    column.cards.push({
      application_id: row.application_id,
      applicant_id: row.applicant_id,
      job_id: row.job_id,
      name: row.name,
      email: row.email,
      ats_score: row.ats_score,
      source: row.source,
      stage: row.stage,
      rejection_reason: row.rejection_reason,
      stage_changed_at: new Date(row.stage_changed_at).toISOString(),
      version: row.version,
    });
  }
  return { job: { job_id: rows[0].job_id, title: rows[0].job_title }, columns: [...columns.values()] };
}

/** A job's board: every stage with its count and its first page of cards, in one statement (decision 0095). */
export async function jobBoard(db: Db, jobId: string): Promise<JobBoard> {
  const { job, columns } = await boardPages(db, jobId, APPLICATION_STAGES, 0, BOARD_FIRST_PAGE_SIZE);
  return { job_id: job.job_id, job_title: job.title, columns };
}

/** The next page of one column ('Show more'), or `limit` cards from `offset`. */
export async function boardColumn(
  db: Db,
  jobId: string,
  stage: ApplicantStatus,
  offset: number,
  limit = BOARD_PAGE_SIZE,
): Promise<BoardColumnPage> {
  const { columns } = await boardPages(db, jobId, [stage], offset, limit);
  return columns[0];
}

export async function applicationsOf(db: Db, applicantId: string): Promise<ApplicantApplication[]> {
  if (!(await lockApplicantRow(db, applicantId, false))) throw notFound(APPLICANT_NOT_FOUND);
  const rows = await applicantApplications(db, applicantId);
  return rows.map((r) => ({
    application_id: r.application_id,
    job_id: r.job_id,
    job_title: r.job_title,
    stage: r.stage,
    rejection_reason: r.rejection_reason,
    source: r.source,
    source_channel: r.source_channel,
    cover_note: r.cover_note,
    stage_changed_at: r.stage_changed_at.toISOString(),
    created_at: r.created_at.toISOString(),
    version: r.version,
    primary: r.primary,
    ats_score: r.ats_score,
    ats_keywords_matched: r.ats_keywords_matched,
    ats_last_screened: r.ats_last_screened?.toISOString() ?? null,
    accepted_offer:
      r.offer_starts_on && r.offer_accepted_at ? { starts_on: r.offer_starts_on, accepted_at: r.offer_accepted_at.toISOString() } : null,
  }));
}

/**
 * A recruiter adds an applicant to another job: a new application, audited on the applicant. A
 * second application to the same job is refused (409). It is not the applicant's primary one,
 * so it does not touch their status (decision 0030). The stored resume, if any, is screened
 * against the job's keywords at once (read before the transaction, which checks it is still the
 * applicant's resume; otherwise the application stays unscored).
 */
export async function addApplication(db: Db, user: Actor, applicantId: string, input: AddApplicationValues): Promise<ApplicantApplication> {
  const resume = await readStoredResume(db, applicantId);
  const created = await db
    .transaction()
    .execute(async (trx) => {
      const applicant = await lockApplicantRow(trx, applicantId);
      if (!applicant) throw notFound(APPLICANT_NOT_FOUND);
      const job = await jobForScreening(trx, input.job_id);
      if (!job) throw validationError(APPLICATION_JOB_MESSAGE, { job_id: APPLICATION_JOB_MESSAGE });
      const row = await insertApplication(trx, {
        applicant_id: applicant.applicant_id,
        job_id: job.job_id,
        stage: input.stage,
        source: input.source,
        cover_note: input.cover_note,
        userId: user.id,
      });
      if (!row) throw conflict(DUPLICATE_APPLICATION_MESSAGE);
      const sameResume = resume !== null && resume.path === applicant.resume_file_path;
      await recordApplicationScreening(trx, row.application_id, sameResume ? judgeResume(resume.text, job) : null);
      await recordAudit(trx, {
        actionType: 'APPLICATION_ADDED',
        user,
        entityType: 'applicant',
        entityId: applicant.applicant_id,
        details: {
          name: `${applicant.first_name} ${applicant.last_name}`,
          jobTitle: job.title,
          stage: row.stage,
          applicationId: row.application_id,
        },
      });
      return row;
    })
    .then(published(db, (row) => ({ topic: 'applications', id: row.job_id, by: user.id })));
  const all = await applicationsOf(db, applicantId);
  return all.find((a) => a.application_id === created.application_id)!;
}

/**
 * Moves an application to a stage, as of the version the mover saw (409 with nothing changed
 * otherwise). The applicant's primary application carries their status with it, in the same
 * transaction (decision 0030). Audited on the applicant, so it reads on their timeline. A move
 * to Rejected or Hired cancels the application's upcoming interviews, in the same transaction
 * (decision 0074). A move to Rejected names its reason (400 without one, decision 0078).
 */
export async function moveApplication(
  db: Db,
  mailer: InterviewMailer,
  user: Actor,
  id: string,
  input: { stage: ApplicantStatus; version: number; rejection_reason_id?: string | null },
): Promise<ApplicationCard> {
  return db
    .transaction()
    .execute(async (trx) => {
      // The applicant first, then the application: the order an applicant edit locks them in (no deadlock).
      const applicantId = await applicantOfApplication(trx, id);
      if (applicantId) await lockApplicantRow(trx, applicantId);
      const before = await lockApplication(trx, id);
      if (!before) throw notFound(APPLICATION_NOT_FOUND);
      await requireVersion(trx, before, input.version, APPLICATION_CHANGED);
      if (before.stage !== input.stage) {
        const reason = input.stage === 'Rejected' ? await requireRejectionReason(trx, input.rejection_reason_id) : null;
        if (INTERVIEW_ENDING_STAGES.includes(input.stage)) await cancelUpcomingInterviews(trx, mailer, user, { applicationIds: [id] });
        await setStage(trx, id, input.stage, user.id, reason?.id ?? null);
        if (before.applicant_job_id === before.job_id) await setApplicantStatus(trx, before.applicant_id, input.stage, user.id);
        await recordAudit(trx, {
          actionType: 'APPLICATION_MOVED',
          user,
          entityType: 'applicant',
          entityId: before.applicant_id,
          details: {
            name: `${before.first_name} ${before.last_name}`,
            jobTitle: before.job_title,
            fromStage: before.stage,
            toStage: input.stage,
            ...(reason ? { rejectionReason: reason.label } : {}),
            applicationId: id,
          },
        });
      }
      return toCard(await findCard(trx, id));
    })
    .then(published(db, (card) => ({ topic: 'applications', id: card.job_id, by: user.id })));
}

/**
 * Decision 0030, applicant → application: inside the transaction of an applicant's create or
 * edit, the application for the applicant's job takes their status, created if it does not exist
 * (an old job's application stays on its board). Returns the job whose board changed, if one did.
 * `rejectionReasonId`: why, when the status is newly Rejected (checked by the caller, decision 0078).
 */
export async function syncPrimaryApplication(
  trx: Db,
  userId: string,
  applicant: { applicant_id: string; job_id: string | null; status: ApplicantStatus; source: ApplicantSource | null },
  rejectionReasonId: string | null = null,
): Promise<string | undefined> {
  if (!applicant.job_id) return undefined;
  const existing = await findApplicationOf(trx, applicant.applicant_id, applicant.job_id);
  if (!existing) {
    await insertApplication(trx, {
      applicant_id: applicant.applicant_id,
      job_id: applicant.job_id,
      stage: applicant.status,
      source: applicant.source,
      rejection_reason_id: rejectionReasonId,
      userId,
    });
    return applicant.job_id;
  }
  if (existing.stage === applicant.status) return undefined;
  await setStage(trx, existing.application_id, applicant.status, userId, rejectionReasonId);
  return applicant.job_id;
}

/** An erase's step in applications (decision 0110). */
export { eraseFromApplications } from './application-erase.repository';

/** A merge's move of the applications to the surviving applicant (decision 0110). */
export { moveApplications, syncMergedPrimaryApplication } from './application-merge.repository';
