import { type Kysely, sql } from 'kysely';
import type { TeamRole } from '@keel/shared/hiring-teams';
import type { Database } from '../../db/types';
import { isActiveUser } from '../../lib/active-users';
import { byFullName } from '../../lib/people-order';
import { isRecordId } from '../../lib/record-id';

type Db = Kysely<Database>;

const userName = sql<string>`coalesce(nullif(trim(users.full_name), ''), users.email)`;

/** Every active member of any role, by name: the choices of a hiring team and an interview panel. */
export function activeMemberRows(db: Db) {
  return db.selectFrom('users').select(['id', 'full_name', 'email', 'role', 'time_zone']).where(isActiveUser).execute().then(byFullName);
}

/** Which of these ids are active members (any role). */
export async function activeMemberIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  const valid = ids.filter(isRecordId);
  if (!valid.length) return new Set();
  const rows = await db.selectFrom('users').select('id').where('id', 'in', valid).where(isActiveUser).execute();
  return new Set(rows.map((r) => r.id.toLowerCase()));
}

/** A job's title, locked while its team changes; undefined when there is no such job. */
export async function lockJob(db: Db, jobId: string) {
  if (!isRecordId(jobId)) return undefined;
  return db.selectFrom('jobs').select(['job_id', 'title']).where('job_id', '=', jobId).forUpdate().executeTakeFirst();
}

export async function jobExists(db: Db, jobId: string): Promise<boolean> {
  if (!isRecordId(jobId)) return false;
  return (await db.selectFrom('jobs').select('job_id').where('job_id', '=', jobId).executeTakeFirst()) !== undefined;
}

/** A job's hiring team: its members with their part, by name. */
export function teamRows(db: Db, jobIds: readonly string[]) {
  if (!jobIds.length) return Promise.resolve([]);
  return db
    .selectFrom('job_hiring_team')
    .innerJoin('users', 'users.id', 'job_hiring_team.user_id')
    .select(['job_hiring_team.job_id', 'job_hiring_team.team_role', 'users.id', 'users.email', userName.as('full_name')])
    .where('job_hiring_team.job_id', 'in', jobIds)
    .execute()
    .then(byFullName);
}

export async function replaceTeam(db: Db, jobId: string, members: readonly { userId: string; role: TeamRole }[]): Promise<void> {
  await db.deleteFrom('job_hiring_team').where('job_id', '=', jobId).execute();
  if (members.length)
    await db
      .insertInto('job_hiring_team')
      .values(members.map((m) => ({ job_id: jobId, user_id: m.userId, team_role: m.role })))
      .execute();
}

/**
 * The jobs a member reads as hiring team (decision 0081), with how: on the job's team (its
 * `team_role`), or on the panel of one of its interviews ('panel', cancelled ones included: their
 * scorecards stay readable).
 */
export function hiringPartsOf(db: Db, userId: string) {
  return db
    .selectFrom('job_hiring_team')
    .select(['job_id', sql<string>`team_role`.as('part')])
    .where('user_id', '=', userId)
    .union(
      db
        .selectFrom('interview_interviewers')
        .innerJoin('interviews', 'interviews.interview_id', 'interview_interviewers.interview_id')
        .innerJoin('applications', 'applications.application_id', 'interviews.application_id')
        .select(['applications.job_id', sql<string>`'panel'`.as('part')])
        .where('interview_interviewers.user_id', '=', userId),
    )
    .execute();
}

/** Whether the member reads this job as hiring team. */
export async function readsJob(db: Db, userId: string, jobId: string): Promise<boolean> {
  if (!isRecordId(jobId)) return false;
  return (await hiringPartsOf(db, userId)).some((p) => p.job_id === jobId);
}

/** The job of an application, an interview, or the jobs an applicant has applied to. */
export async function jobOfApplication(db: Db, applicationId: string): Promise<string | undefined> {
  if (!isRecordId(applicationId)) return undefined;
  const row = await db.selectFrom('applications').select('job_id').where('application_id', '=', applicationId).executeTakeFirst();
  return row?.job_id;
}

export async function jobOfInterview(db: Db, interviewId: string): Promise<string | undefined> {
  if (!isRecordId(interviewId)) return undefined;
  const row = await db
    .selectFrom('interviews')
    .innerJoin('applications', 'applications.application_id', 'interviews.application_id')
    .select('applications.job_id')
    .where('interviews.interview_id', '=', interviewId)
    .executeTakeFirst();
  return row?.job_id;
}

/** Who reads a job as hiring team (decision 0081): its hiring manager and interviewers, and every member on one of its interviews' panels. */
export async function jobReaderIds(db: Db, jobId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('job_hiring_team')
    .select('user_id')
    .where('job_id', '=', jobId)
    .union(
      db
        .selectFrom('interview_interviewers')
        .innerJoin('interviews', 'interviews.interview_id', 'interview_interviewers.interview_id')
        .innerJoin('applications', 'applications.application_id', 'interviews.application_id')
        .select('interview_interviewers.user_id')
        .where('applications.job_id', '=', jobId),
    )
    .execute();
  return new Set(rows.map((r) => r.user_id.toLowerCase()));
}

export async function jobsOfApplicant(db: Db, applicantId: string): Promise<string[]> {
  if (!isRecordId(applicantId)) return [];
  const rows = await db.selectFrom('applications').select('job_id').where('applicant_id', '=', applicantId).execute();
  return rows.map((r) => r.job_id);
}

/** The applications of some jobs, for "My hiring": the candidate's name and stage, by name. */
export function candidatesOf(db: Db, jobIds: readonly string[]) {
  if (!jobIds.length) return Promise.resolve([]);
  return db
    .selectFrom('applications')
    .innerJoin('applicants', 'applicants.applicant_id', 'applications.applicant_id')
    .select([
      'applications.application_id',
      'applications.applicant_id',
      'applications.job_id',
      'applications.stage',
      sql<string>`trim(applicants.first_name || ' ' || applicants.last_name)`.as('name'),
    ])
    .where('applications.job_id', 'in', jobIds)
    .orderBy('applicants.first_name')
    .orderBy('applicants.last_name')
    .orderBy('applications.application_id')
    .execute();
}

export function jobsByIds(db: Db, jobIds: readonly string[]) {
  if (!jobIds.length) return Promise.resolve([]);
  return db
    .selectFrom('jobs')
    .select(['job_id', 'title', 'status'])
    .where('job_id', 'in', jobIds)
    .orderBy('title')
    .orderBy('job_id')
    .execute();
}
