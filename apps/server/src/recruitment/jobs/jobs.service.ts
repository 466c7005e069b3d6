import type { Kysely } from 'kysely';
import type { SessionUser } from '@keel/shared/auth';
import {
  isClosedJobStatus,
  type Job,
  JOB_NOT_FOUND,
  type JobChoice,
  JobFields,
  type JobLinks,
  type JobUpdateValues,
  type JobValues,
  RECRUITER_CHOICE_MESSAGE,
} from '@keel/shared/jobs';
import { BULK_RECORDS_GONE } from '@keel/shared/bulk-actions';
import type { IncompleteJobs } from '@keel/shared/job-facts';
import type { Database } from '../../db/types';
import { notFound, validationError } from '../../errors';
import { changedFields } from '../../lib/audit-changes';
import { requireVersion } from '../../lib/record-version';
import { recordAudit } from '../../platform/audit/audit.service';
import { isAssignableRecruiter } from '../recruiters/recruiters.service';
import { cancelUpcomingInterviews, type InterviewMailer, upcomingInterviewsOf } from '../interviews/interviews.service';
import {
  countJobApplicants,
  deleteJob,
  findJob,
  findJobKeywords,
  insertJob,
  listJobChoices,
  listJobsNeedingFacts,
  lockJob,
  updateJob,
} from './jobs.repository';

type JobRow = NonNullable<Awaited<ReturnType<typeof lockJob>>>;

const AUDITED_FIELDS = [...Object.keys(JobFields.shape), 'date_closed'] as string[];
const MAX_JOB_CHOICES = 1_000;

export function toJob(row: JobRow, recruiterName: string | null): Job {
  const { search_text: _s, created_by_user_id: _c, last_modified_by_user_id: _m, company_id: _co, ats_job_analysis: _a, ...rest } = row;
  return {
    ...rest,
    salary_min: row.salary_min === null ? null : Number(row.salary_min),
    salary_max: row.salary_max === null ? null : Number(row.salary_max),
    recruiter_name: recruiterName,
    date_posted: row.date_posted.toISOString(),
    date_closed: row.date_closed?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export async function getJob(db: Kysely<Database>, id: string): Promise<Job> {
  const row = await findJob(db, id);
  if (!row) throw notFound(JOB_NOT_FOUND);
  const { recruiter_name, ...job } = row;
  return toJob(job, recruiter_name);
}

export async function jobChoices(db: Kysely<Database>): Promise<JobChoice[]> {
  return listJobChoices(db, MAX_JOB_CHOICES);
}

/** A job's title and keywords, to screen a resume against; undefined when it does not exist. */
export async function jobForScreening(db: Kysely<Database>, id: string) {
  return findJobKeywords(db, id);
}

async function checkRecruiter(db: Kysely<Database>, recruiterId: string | null | undefined) {
  if (recruiterId && !(await isAssignableRecruiter(db, recruiterId))) {
    throw validationError(RECRUITER_CHOICE_MESSAGE, { recruiter_id: RECRUITER_CHOICE_MESSAGE });
  }
}

/**
 * date_closed (docs/product/records.md#jobs) is when the posting entered Closed or Filled: set on that change, kept
 * while it stays closed, cleared when it is reopened.
 */
function dateClosed(values: JobValues, before: JobRow | undefined, now: Date): Date | null {
  if (!isClosedJobStatus(values.status)) return null;
  if (before && isClosedJobStatus(before.status) && before.date_closed) return before.date_closed;
  return now;
}

/** Only a remote job keeps the countries it accepts applicants from (decision 0077). */
const stored = (values: JobValues) => ({ ...values, remote_countries: values.workplace_type === 'remote' ? values.remote_countries : [] });

/** Posts a job: unless told otherwise its recruiter is the poster and it is dated today (docs/product/recruitment.md#new-records). */
export async function createJob(db: Kysely<Database>, user: SessionUser, values: JobValues): Promise<Job> {
  return db.transaction().execute((trx) => createJobIn(trx, user, values));
}

/**
 * createJob inside the caller's transaction: a job made from a deal's demand is linked to it in
 * the same transaction (decision 0097).
 */
export async function createJobIn(trx: Kysely<Database>, user: SessionUser, values: JobValues): Promise<Job> {
  const recruiterId = values.recruiter_id === undefined ? user.id : values.recruiter_id;
  await checkRecruiter(trx, recruiterId);
  const now = new Date();
  const row = await insertJob(
    trx,
    {
      ...stored(values),
      recruiter_id: recruiterId,
      date_posted: values.date_posted ?? now,
      date_closed: dateClosed(values, undefined, now),
    },
    user.id,
  );
  await recordAudit(trx, {
    actionType: 'JOB_CREATED',
    user,
    entityType: 'job',
    entityId: row.job_id,
    details: { title: row.title, status: row.status },
  });
  return getJob(trx, row.job_id);
}

/** Saves an edit made on `version`; a posting changed since is refused (409), never overwritten. */
export async function editJob(db: Kysely<Database>, user: SessionUser, id: string, { version, ...values }: JobUpdateValues): Promise<Job> {
  return db.transaction().execute(async (trx) => {
    const before = await lockJob(trx, id);
    if (!before) throw notFound(JOB_NOT_FOUND);
    await requireVersion(trx, before, version);
    const recruiterId = values.recruiter_id === undefined ? before.recruiter_id : values.recruiter_id;
    // A recruiter who has since lost the role may stay on an unrelated edit, but nobody new is assigned.
    if (recruiterId !== before.recruiter_id) await checkRecruiter(trx, recruiterId);
    const after = await updateJob(
      trx,
      id,
      {
        ...stored(values),
        recruiter_id: recruiterId,
        date_posted: values.date_posted ?? before.date_posted,
        date_closed: dateClosed(values, before, new Date()),
      },
      user.id,
    );
    await recordAudit(trx, {
      actionType: 'JOB_UPDATED',
      user,
      entityType: 'job',
      entityId: id,
      details: { title: after.title, changes: changedFields(before, after, AUDITED_FIELDS) },
    });
    return getJob(trx, id);
  });
}

const MAX_INCOMPLETE_LISTED = 50;

/** Jobs a recruiter should give a structured location or salary (decision 0077), the first 50 by title. */
export async function jobsNeedingFacts(db: Kysely<Database>): Promise<IncompleteJobs> {
  const { total, rows } = await listJobsNeedingFacts(db, MAX_INCOMPLETE_LISTED);
  return {
    total,
    items: rows.map(({ needs_location, needs_salary, ...job }) => ({
      ...job,
      missing: [...(needs_location ? (['location'] as const) : []), ...(needs_salary ? (['salary'] as const) : [])],
    })),
  };
}

/** What deleting the job would unlink, for its confirmation. */
export async function jobLinks(db: Kysely<Database>, id: string): Promise<JobLinks> {
  if (!(await findJob(db, id))) throw notFound(JOB_NOT_FOUND);
  return { applicants: await countJobApplicants(db, id), interviews: await upcomingInterviewsOf(db, { jobId: id }) };
}

/**
 * What a job's deletion calls on others, in its transaction: the interviews' mailer, and the
 * applicants' unlink from the job (decision 0110; applicants imports jobs, so app.ts hands it in).
 */
export interface JobDeletion {
  mailer: InterviewMailer;
  unlinkApplicants: (trx: Kysely<Database>, jobId: string, userId: string) => Promise<Array<{ id: string; name: string }>>;
}

/**
 * Deletes a job posting; its applicants are kept, unlinked, and the audit entry names each of them
 * (single and bulk delete alike). Its applications' upcoming interviews are cancelled first (decision 0074).
 */
async function deleteWithAudit(
  trx: Kysely<Database>,
  { mailer, unlinkApplicants }: JobDeletion,
  user: SessionUser,
  id: string,
  notFoundMessage: string,
) {
  const before = await lockJob(trx, id);
  if (!before) throw notFound(notFoundMessage);
  await cancelUpcomingInterviews(trx, mailer, user, { jobId: id });
  const unlinked = await unlinkApplicants(trx, id, user.id);
  await deleteJob(trx, id);
  await recordAudit(trx, {
    actionType: 'JOB_DELETED',
    user,
    entityType: 'job',
    entityId: id,
    details: { title: before.title, unlinked: { applicants: unlinked } },
  });
}

export async function removeJob(db: Kysely<Database>, deletion: JobDeletion, user: SessionUser, id: string): Promise<void> {
  await db.transaction().execute((trx) => deleteWithAudit(trx, deletion, user, id, JOB_NOT_FOUND));
}

/** Deletes a selection in one transaction, one audit entry each; if one is gone, none is deleted. */
export async function removeJobs(db: Kysely<Database>, deletion: JobDeletion, user: SessionUser, ids: string[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const id of ids) await deleteWithAudit(trx, deletion, user, id, BULK_RECORDS_GONE);
  });
}
