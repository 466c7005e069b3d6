import { type Kysely, sql } from 'kysely';
import type { ApplicantSource, ApplicantStatus } from '@keel/shared/applicants';
import type { Database } from '../../db/types';
import { isRecordId } from '../../lib/record-id';
import { nextVersion } from '../../lib/record-version';

type Db = Kysely<Database>;

const cardColumns = [
  'applications.application_id',
  'applications.applicant_id',
  'applications.job_id',
  'applications.stage',
  'applications.source',
  'applications.stage_changed_at',
  'applications.version',
  'applicants.email',
  'applications.ats_score',
  'rejection_reasons.label as rejection_reason',
] as const;

const fullName = sql<string>`trim(concat_ws(' ', applicants.first_name, applicants.last_name))`.as('name');

/** A row of `boardRows`: a stage with its count and one of its cards, or none (`application_id` null) when it shows no card. */
export interface BoardRow {
  stage: ApplicantStatus;
  total: number;
  job_id: string;
  job_title: string;
  application_id: string | null;
  applicant_id: string;
  source: ApplicantSource | null;
  stage_changed_at: Date;
  version: number;
  email: string;
  ats_score: number | null;
  rejection_reason: string | null;
  name: string;
}

/**
 * A job board in one statement (decision 0095): for each of `stages`, in their order, its count and
 * `limit` of its cards from `offset`, the latest to enter it first; no row when the job does not
 * exist. One index range per stage (applications_job_stage_idx), however many applications the job
 * has; it replaces a statement per column and one for the counts.
 */
export async function boardRows(
  db: Db,
  jobId: string,
  stages: readonly ApplicantStatus[],
  offset: number,
  limit: number,
): Promise<BoardRow[]> {
  if (!isRecordId(jobId)) return [];
  const { rows } = await sql<BoardRow>`
    SELECT s.stage, c.total, j.job_id, j.title AS job_title, card.application_id, card.applicant_id, card.source, card.stage_changed_at,
      card.version, card.email, card.ats_score, card.rejection_reason, card.name
    FROM jobs j
    CROSS JOIN unnest(${sql.val(stages)}::text[]) WITH ORDINALITY AS s(stage, ord)
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS total FROM applications a WHERE a.job_id = j.job_id AND a.stage = s.stage
    ) c
    LEFT JOIN LATERAL (
      SELECT a.application_id, a.applicant_id, a.source, a.stage_changed_at, a.version, p.email, a.ats_score,
        r.label AS rejection_reason, trim(concat_ws(' ', p.first_name, p.last_name)) AS name
      FROM applications a
      JOIN applicants p ON p.applicant_id = a.applicant_id
      LEFT JOIN rejection_reasons r ON r.id = a.rejection_reason_id
      WHERE a.job_id = j.job_id AND a.stage = s.stage
      ORDER BY a.stage_changed_at DESC, a.application_id DESC
      OFFSET ${offset} LIMIT ${limit}
    ) card ON true
    WHERE j.job_id = ${jobId}::uuid
    ORDER BY s.ord, card.stage_changed_at DESC, card.application_id DESC`.execute(db);
  return rows;
}

export function findCard(db: Db, id: string) {
  return db
    .selectFrom('applications')
    .innerJoin('applicants', 'applicants.applicant_id', 'applications.applicant_id')
    .leftJoin('rejection_reasons', 'rejection_reasons.id', 'applications.rejection_reason_id')
    .select([...cardColumns, fullName])
    .where('applications.application_id', '=', id)
    .executeTakeFirstOrThrow();
}

export type CardRow = Awaited<ReturnType<typeof findCard>>;

/** An applicant's applications with their jobs' titles, the newest first. */
export function applicantApplications(db: Db, applicantId: string) {
  return db
    .selectFrom('applications')
    .innerJoin('jobs', 'jobs.job_id', 'applications.job_id')
    .innerJoin('applicants', 'applicants.applicant_id', 'applications.applicant_id')
    .leftJoin('rejection_reasons', 'rejection_reasons.id', 'applications.rejection_reason_id')
    .selectAll('applications')
    .select([
      'jobs.title as job_title',
      'rejection_reasons.label as rejection_reason',
      sql<boolean>`applicants.job_id IS NOT DISTINCT FROM applications.job_id`.as('primary'),
    ])
    .where('applications.applicant_id', '=', applicantId)
    .orderBy('applications.created_at', 'desc')
    .orderBy('applications.application_id')
    .execute();
}

export async function applicantOfApplication(db: Db, id: string): Promise<string | undefined> {
  if (!isRecordId(id)) return undefined;
  return (await db.selectFrom('applications').select('applicant_id').where('application_id', '=', id).executeTakeFirst())?.applicant_id;
}

/** Locks an application (unless `lock` is false) with what a move needs to know: its job's title and recruiter, and whether it is the applicant's primary one. */
export async function lockApplication(db: Db, id: string, lock = true) {
  if (!isRecordId(id)) return undefined;
  return db
    .selectFrom('applications')
    .innerJoin('jobs', 'jobs.job_id', 'applications.job_id')
    .innerJoin('applicants', 'applicants.applicant_id', 'applications.applicant_id')
    .selectAll('applications')
    .select([
      'jobs.title as job_title',
      'jobs.recruiter_id',
      'applicants.job_id as applicant_job_id',
      'applicants.first_name',
      'applicants.last_name',
      'applicants.email',
    ])
    .where('applications.application_id', '=', id)
    .$if(lock, (qb) => qb.forUpdate())
    .executeTakeFirst();
}

export function findApplicationOf(db: Db, applicantId: string, jobId: string) {
  return db
    .selectFrom('applications')
    .selectAll()
    .where('applicant_id', '=', applicantId)
    .where('job_id', '=', jobId)
    .forUpdate()
    .executeTakeFirst();
}

export interface NewApplication {
  applicant_id: string;
  job_id: string;
  stage: ApplicantStatus;
  source: ApplicantSource | null;
  cover_note?: string | null;
  /** Why, when it starts out Rejected (decision 0078). */
  rejection_reason_id?: string | null;
  userId: string;
}

/** Inserts an application; undefined when the applicant already has one for the job (the unique key). */
export async function insertApplication(db: Db, a: NewApplication) {
  return db
    .insertInto('applications')
    .values({
      applicant_id: a.applicant_id,
      job_id: a.job_id,
      stage: a.stage,
      source: a.source,
      cover_note: a.cover_note ?? null,
      rejection_reason_id: a.stage === 'Rejected' ? (a.rejection_reason_id ?? null) : null,
      created_by_user_id: a.userId,
      last_modified_by_user_id: a.userId,
    })
    .onConflict((oc) => oc.columns(['applicant_id', 'job_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** A new stage: its clock starts again, and the application is at its next version. A rejection reason is kept only in Rejected (decision 0078). */
export function setStage(db: Db, id: string, stage: ApplicantStatus, userId: string | null, rejectionReasonId: string | null = null) {
  return db
    .updateTable('applications')
    .set({
      stage,
      rejection_reason_id: stage === 'Rejected' ? rejectionReasonId : null,
      stage_changed_at: sql`now()`,
      updated_at: sql`now()`,
      last_modified_by_user_id: userId,
      version: nextVersion(),
    })
    .where('application_id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The applicant's status follows their primary application (decision 0030); it is their next version. */
export function setApplicantStatus(db: Db, applicantId: string, status: ApplicantStatus, userId: string | null) {
  return db
    .updateTable('applicants')
    .set({ status, updated_at: sql`now()`, last_modified_by_user_id: userId, version: nextVersion() })
    .where('applicant_id', '=', applicantId)
    .execute();
}

/** An applicant's name, job and status; locked for the transaction unless `lock` is false. */
export async function lockApplicantRow(db: Db, applicantId: string, lock = true) {
  if (!isRecordId(applicantId)) return undefined;
  return db
    .selectFrom('applicants')
    .select(['applicant_id', 'first_name', 'last_name', 'job_id', 'status', 'resume_file_path'])
    .where('applicant_id', '=', applicantId)
    .$if(lock, (qb) => qb.forUpdate())
    .executeTakeFirst();
}

/** An application's screening (migration 0037): the applicant's resume against this application's job. */
export interface ApplicationScreeningValues {
  ats_score: number | null;
  ats_keywords_matched: string[];
  ats_last_screened: Date | null;
}

export function setApplicationScreening(db: Db, applicationId: string, values: ApplicationScreeningValues) {
  return db.updateTable('applications').set(values).where('application_id', '=', applicationId).execute();
}

/** The primary application's screening is the applicant's (docs/product/records.md#applicants ats_* fields), copied in the caller's transaction. */
export async function copyApplicantScreening(db: Db, applicantId: string): Promise<void> {
  await sql`UPDATE applications ap
    SET ats_score = a.ats_score, ats_keywords_matched = a.ats_keywords_matched, ats_last_screened = a.ats_last_screened
    FROM applicants a
    WHERE a.applicant_id = ${applicantId}::uuid AND ap.applicant_id = a.applicant_id AND ap.job_id = a.job_id`.execute(db);
}

/** Every application of an applicant, the primary one too, with its job's keywords. */
export function applicationsForScreening(db: Db, applicantId: string) {
  return db
    .selectFrom('applications')
    .innerJoin('jobs', 'jobs.job_id', 'applications.job_id')
    .select(['applications.application_id', 'jobs.job_id', 'jobs.title', 'jobs.ats_keywords'])
    .where('applications.applicant_id', '=', applicantId)
    .orderBy('applications.application_id')
    .execute();
}

/** The applicant's screening becomes their primary application's (the one against their own job), in the caller's transaction. */
export async function copyPrimaryScreening(db: Db, applicantId: string): Promise<void> {
  await sql`UPDATE applicants a
    SET ats_score = ap.ats_score, ats_keywords_matched = ap.ats_keywords_matched, ats_last_screened = ap.ats_last_screened
    FROM applications ap
    WHERE a.applicant_id = ${applicantId}::uuid AND ap.applicant_id = a.applicant_id AND ap.job_id = a.job_id`.execute(db);
}

/** Where the applicant's resume is stored, read without a lock (null when none). */
export async function applicantResumePath(db: Db, applicantId: string): Promise<string | null> {
  if (!isRecordId(applicantId)) return null;
  const row = await db.selectFrom('applicants').select('resume_file_path').where('applicant_id', '=', applicantId).executeTakeFirst();
  return row?.resume_file_path ?? null;
}

/** The candidate's withdrawal link (decision 0078): only the hash of its token, and when it stops working. */
export async function setWithdrawToken(db: Db, applicationId: string, tokenHash: string, expiresAt: Date): Promise<void> {
  await db
    .updateTable('applications')
    .set({ withdraw_token_hash: tokenHash, withdraw_token_expires_at: expiresAt })
    .where('application_id', '=', applicationId)
    .execute();
}

/** The application (and its applicant) a withdrawal link is for, by the hash of its token. */
export function applicationOfWithdrawToken(db: Db, tokenHash: string) {
  return db
    .selectFrom('applications')
    .select(['application_id', 'applicant_id'])
    .where('withdraw_token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Records (or, with null, removes) an application's accepted offer and its start day (decision 0108); the application's next version. */
export function setAcceptedOffer(db: Db, id: string, startsOn: string | null, userId: string) {
  return db
    .updateTable('applications')
    .set({
      offer_starts_on: startsOn,
      offer_accepted_at: startsOn === null ? null : sql`now()`,
      updated_at: sql`now()`,
      last_modified_by_user_id: userId,
      version: nextVersion(),
    })
    .where('application_id', '=', id)
    .execute();
}
