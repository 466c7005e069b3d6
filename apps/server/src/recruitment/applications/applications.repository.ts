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

/** One column of a job board: the applications in `stage`, the latest to enter it first (index applications_job_stage_idx). */
export function columnCards(db: Db, jobId: string, stage: ApplicantStatus, offset: number, limit: number) {
  return db
    .selectFrom('applications')
    .innerJoin('applicants', 'applicants.applicant_id', 'applications.applicant_id')
    .leftJoin('rejection_reasons', 'rejection_reasons.id', 'applications.rejection_reason_id')
    .select([...cardColumns, fullName])
    .where('applications.job_id', '=', jobId)
    .where('applications.stage', '=', stage)
    .orderBy('applications.stage_changed_at', 'desc')
    .orderBy('applications.application_id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

export type CardRow = Awaited<ReturnType<typeof columnCards>>[number];

export async function stageCounts(db: Db, jobId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('applications')
    .select(['stage', (eb) => eb.fn.countAll<string>().as('n')])
    .where('job_id', '=', jobId)
    .groupBy('stage')
    .execute();
  return new Map(rows.map((r) => [r.stage, Number(r.n)]));
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
