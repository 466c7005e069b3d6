import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';
import { isRecordId } from '../../lib/record-id';
import { nextVersion } from '../../lib/record-version';

type Db = Kysely<Database>;

/** An application with what its interviews' invitations name: the job and the candidate. */
export async function applicationForInterview(db: Db, applicationId: string) {
  if (!isRecordId(applicationId)) return undefined;
  return db
    .selectFrom('applications')
    .innerJoin('jobs', 'jobs.job_id', 'applications.job_id')
    .innerJoin('applicants', 'applicants.applicant_id', 'applications.applicant_id')
    .select([
      'applications.application_id',
      'applications.applicant_id',
      'applications.job_id',
      'jobs.title as job_title',
      'applicants.first_name',
      'applicants.last_name',
      'applicants.email',
    ])
    .where('applications.application_id', '=', applicationId)
    .executeTakeFirst();
}

export interface InterviewValues {
  starts_at: Date;
  duration_minutes: number;
  location: string | null;
  video_url: string | null;
  time_zone: string;
}

export function insertInterview(db: Db, applicationId: string, values: InterviewValues, userId: string) {
  return db
    .insertInto('interviews')
    .values({ application_id: applicationId, ...values, created_by_user_id: userId, last_modified_by_user_id: userId })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function lockInterview(db: Db, id: string) {
  if (!isRecordId(id)) return undefined;
  return db.selectFrom('interviews').selectAll().where('interview_id', '=', id).forUpdate().executeTakeFirst();
}

/** A reschedule or a cancel: the interview's next version, its invitations' next SEQUENCE. */
export function updateInterview(db: Db, id: string, values: Partial<InterviewValues> & { cancelled_at?: Date }, userId: string | null) {
  return db
    .updateTable('interviews')
    .set({
      ...values,
      sequence: sql<number>`sequence + 1`,
      version: nextVersion(),
      updated_at: sql`now()`,
      last_modified_by_user_id: userId,
    })
    .where('interview_id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function setInterviewers(db: Db, interviewId: string, userIds: readonly string[]): Promise<void> {
  await db.deleteFrom('interview_interviewers').where('interview_id', '=', interviewId).execute();
  if (userIds.length)
    await db
      .insertInto('interview_interviewers')
      .values(userIds.map((user_id) => ({ interview_id: interviewId, user_id })))
      .execute();
}

/** The earliest interview still on and not yet started of an applicant's application for a job. */
export function nextInterviewOf(db: Db, applicantId: string, jobId: string) {
  return db
    .selectFrom('interviews')
    .innerJoin('applications', 'applications.application_id', 'interviews.application_id')
    .select(['interviews.starts_at', 'interviews.duration_minutes', 'interviews.time_zone'])
    .where('applications.applicant_id', '=', applicantId)
    .where('applications.job_id', '=', jobId)
    .where('interviews.cancelled_at', 'is', null)
    .where('interviews.starts_at', '>=', sql<Date>`now()`)
    .orderBy('interviews.starts_at')
    .limit(1)
    .executeTakeFirst();
}

/** Whose applications: some applications, an applicant's, a job's, or an applicant's for a job. */
export type ApplicationScope =
  { applicationIds: readonly string[] } | { applicantId: string; jobId?: string } | { jobId: string; applicantId?: undefined };

function upcomingIn(db: Db, scope: ApplicationScope) {
  let q = db
    .selectFrom('interviews')
    .innerJoin('applications', 'applications.application_id', 'interviews.application_id')
    .where('interviews.cancelled_at', 'is', null)
    .where('interviews.starts_at', '>=', sql<Date>`now()`);
  if ('applicationIds' in scope)
    q = scope.applicationIds.length ? q.where('interviews.application_id', 'in', [...scope.applicationIds]) : q.where(sql<boolean>`false`);
  else {
    if (scope.applicantId) q = q.where('applications.applicant_id', '=', scope.applicantId);
    if (scope.jobId) q = q.where('applications.job_id', '=', scope.jobId);
  }
  return q;
}

/** The interviews still on and not yet started of some applications, locked for their cancellation. */
export function lockUpcomingInterviews(db: Db, scope: ApplicationScope) {
  return upcomingIn(db, scope)
    .selectAll('interviews')
    .orderBy('interviews.starts_at')
    .orderBy('interviews.interview_id')
    .forUpdate('interviews')
    .execute();
}

/** How many interviews still on and not yet started some applications have (the UI warns before it cancels them). */
export async function upcomingInterviewCount(db: Db, scope: ApplicationScope): Promise<number> {
  const row = await upcomingIn(db, scope)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function interviewsOfApplication(db: Db, applicationId: string) {
  return db
    .selectFrom('interviews')
    .selectAll()
    .where('application_id', '=', applicationId)
    .orderBy('starts_at')
    .orderBy('interview_id')
    .execute();
}

const userName = sql<string>`coalesce(nullif(trim(users.full_name), ''), users.email)`;

export function interviewersOf(db: Db, interviewIds: readonly string[]) {
  if (!interviewIds.length) return Promise.resolve([]);
  return db
    .selectFrom('interview_interviewers')
    .innerJoin('users', 'users.id', 'interview_interviewers.user_id')
    .select(['interview_interviewers.interview_id', 'users.id', 'users.email', 'users.time_zone', userName.as('full_name')])
    .where('interview_interviewers.interview_id', 'in', interviewIds)
    .orderBy('full_name')
    .execute();
}

export function scorecardsOf(db: Db, interviewIds: readonly string[]) {
  if (!interviewIds.length) return Promise.resolve([]);
  return db
    .selectFrom('interview_scorecards')
    .innerJoin('users', 'users.id', 'interview_scorecards.interviewer_id')
    .select([
      'interview_scorecards.interview_id',
      'interview_scorecards.interviewer_id',
      'interview_scorecards.recommendation',
      'interview_scorecards.ratings',
      'interview_scorecards.legacy_rating',
      'interview_scorecards.notes',
      'interview_scorecards.updated_at',
      userName.as('interviewer_name'),
    ])
    .where('interview_scorecards.interview_id', 'in', interviewIds)
    .orderBy('interviewer_name')
    .execute();
}

export interface ScorecardValues {
  recommendation: 'strong_no' | 'no' | 'yes' | 'strong_yes';
  ratings: { competency_id: string; name: string; rating: number; notes: string | null }[];
  notes: string | null;
}

/** An interviewer's scorecard: the first records it, a later one replaces it (an old 1–5 one becomes a structured one). */
export async function upsertScorecard(db: Db, interviewId: string, interviewerId: string, values: ScorecardValues): Promise<void> {
  const row = {
    recommendation: values.recommendation,
    ratings: JSON.stringify(values.ratings),
    notes: values.notes,
  };
  await db
    .insertInto('interview_scorecards')
    .values({ interview_id: interviewId, interviewer_id: interviewerId, ...row })
    .onConflict((oc) => oc.columns(['interview_id', 'interviewer_id']).doUpdateSet({ ...row, legacy_rating: null, updated_at: sql`now()` }))
    .execute();
}
