import { type Expression, type Kysely, sql } from 'kysely';
import { JOB_FIELDS, type JobSort, type JobValues } from '@keel/shared/jobs';
import { filterDefinitions, sortDefinitions } from '@keel/shared/fields/field-registry';
import type { ListQuery } from '@keel/shared/lists';
import type { Database, JobUpdate, NewJob } from '../../db/types';
import { type FilterColumn, runList, searchFilter } from '../../lib/list-query';
import { isRecordId } from '../../lib/record-id';
import { nextVersion } from '../../lib/record-version';

const column = (name: string) => sql.ref(`jobs.${name}`);
const SORTS = sortDefinitions(JOB_FIELDS);

/** The registry's sorts (decision 0043); each has a matching (expression, job_id) index (migrations 0001 and 0008). */
const SORT_COLUMNS: Record<string, Expression<unknown>> = Object.fromEntries(
  SORTS.map((s) => [s.key, s.caseInsensitive ? sql`lower(${column(s.column)})` : column(s.column)]),
);
const BLANK_SORTS = SORTS.filter((s) => s.blanks).map((s) => s.key as JobSort);

/** The columns of JOB_FILTERS (the registry's). */
const FILTER_COLUMNS: Record<string, FilterColumn> = Object.fromEntries(
  filterDefinitions(JOB_FIELDS).map((f) => [f.key, column(f.column)]),
);

/** One page of the jobs list (docs/product/recruitment.md#jobs), searched over every field (docs/product/validation.md#list-search). */
export function listJobs(db: Kysely<Database>, query: ListQuery<JobSort>) {
  const base = db.selectFrom('jobs').$if(query.q !== '', (qb) => qb.where(searchFilter('jobs.search_text', query.q)));
  return runList(
    db,
    base,
    (qb) =>
      qb.select([
        'jobs.job_id',
        'jobs.title',
        'jobs.department',
        'jobs.location',
        'jobs.status',
        'jobs.date_posted',
        'jobs.employment_type',
        'jobs.openings',
      ]),
    query,
    { sortColumns: SORT_COLUMNS, idColumn: 'jobs.job_id', filterColumns: FILTER_COLUMNS, blankSorts: BLANK_SORTS },
  );
}

/** A job with its recruiter's name. */
export async function findJob(db: Kysely<Database>, id: string) {
  if (!isRecordId(id)) return undefined;
  return db
    .selectFrom('jobs')
    .leftJoin('users', 'users.id', 'jobs.recruiter_id')
    .selectAll('jobs')
    .select('users.full_name as recruiter_name')
    .where('jobs.job_id', '=', id)
    .executeTakeFirst();
}

/** Locks the row for the rest of the transaction (so the audit's "before" is the truth). */
export async function lockJob(db: Kysely<Database>, id: string) {
  if (!isRecordId(id)) return undefined;
  return db.selectFrom('jobs').selectAll().where('job_id', '=', id).forUpdate().executeTakeFirst();
}

/** Title and keywords, to screen a resume against. */
export async function findJobKeywords(db: Kysely<Database>, id: string) {
  if (!isRecordId(id)) return undefined;
  return db.selectFrom('jobs').select(['job_id', 'title', 'ats_keywords']).where('job_id', '=', id).executeTakeFirst();
}

/** Every posting to link an applicant to, by title (bounded: it fills a dropdown). */
export async function listJobChoices(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('jobs')
    .select(['job_id', 'title', 'status', 'location'])
    .orderBy(sql`lower(title)`)
    .orderBy('job_id')
    .limit(limit)
    .execute();
}

type StoredJob = Omit<JobValues, 'date_posted'> & Pick<NewJob, 'date_posted' | 'date_closed'>;

export async function insertJob(db: Kysely<Database>, values: StoredJob, userId: string) {
  return db
    .insertInto('jobs')
    .values({ ...values, created_by_user_id: userId, last_modified_by_user_id: userId })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateJob(db: Kysely<Database>, id: string, values: StoredJob & JobUpdate, userId: string) {
  return db
    .updateTable('jobs')
    .set({ ...values, last_modified_by_user_id: userId, version: nextVersion() })
    .where('job_id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function countJobApplicants(db: Kysely<Database>, jobId: string): Promise<number> {
  const row = await db
    .selectFrom('applicants')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('job_id', '=', jobId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function deleteJob(db: Kysely<Database>, id: string) {
  if (!isRecordId(id)) return undefined;
  return db.deleteFrom('jobs').where('job_id', '=', id).returning(['job_id', 'title']).executeTakeFirst();
}

/**
 * Jobs not closed whose free-text location or salary has no structured counterpart (decision 0077:
 * what migration 0054 could not read, or typed since): first `limit` by title, and how many in all.
 */
export async function listJobsNeedingFacts(db: Kysely<Database>, limit: number) {
  const needsLocation = sql<boolean>`(jobs.location IS NOT NULL AND jobs.location_country IS NULL AND jobs.workplace_type IS DISTINCT FROM 'remote')
    OR (jobs.workplace_type = 'remote' AND cardinality(jobs.remote_countries) = 0)`;
  const needsSalary = sql<boolean>`(jobs.salary_range IS NOT NULL AND jobs.salary_currency IS NULL)`;
  const base = db
    .selectFrom('jobs')
    .where('jobs.status', 'not in', ['Closed', 'Filled'])
    .where(sql<boolean>`((${needsLocation}) OR ${needsSalary})`);
  const [rows, total] = await Promise.all([
    base
      .select(['job_id', 'title', 'location', 'salary_range', needsLocation.as('needs_location'), needsSalary.as('needs_salary')])
      .orderBy(sql`lower(title)`)
      .orderBy('job_id')
      .limit(limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { total: Number(total.n), rows };
}
