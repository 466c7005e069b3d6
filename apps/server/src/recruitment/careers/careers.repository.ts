import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { CareersFilters } from '@keel/shared/careers';
import { JOB_FACT_COLUMNS } from '@keel/shared/job-facts';
import type { Database } from '../../db/types';
import { isRecordId } from '../../lib/record-id';

/** The fields of a job the public may see (never notes, recruiter, tags or ATS keywords). */
const PUBLIC_COLUMNS = [
  'job_id',
  'title',
  'department',
  'location',
  'employment_type',
  'salary_range',
  'description',
  'requirements',
  'status',
  'date_posted',
  'updated_at',
  ...JOB_FACT_COLUMNS,
] as const;

/** An open job: Open, and its closing day (UTC) not past (decision 0077). */
const isOpen = (eb: ExpressionBuilder<Database, 'jobs'>) =>
  eb.and([
    eb('status', '=', 'Open'),
    eb.or([eb('closing_date', 'is', null), eb('closing_date', '>=', sql<string>`(now() AT TIME ZONE 'UTC')::date`)]),
  ]);

/** Open jobs, newest first, narrowed by the exact filter values chosen. */
export function listOpenJobs(db: Kysely<Database>, filters: CareersFilters) {
  return db
    .selectFrom('jobs')
    .select(PUBLIC_COLUMNS)
    .where(isOpen)
    .$if(filters.department !== undefined, (qb) => qb.where('department', '=', filters.department!))
    .$if(filters.location !== undefined, (qb) => qb.where('location', '=', filters.location!))
    .$if(filters.type !== undefined, (qb) => qb.where('employment_type', '=', filters.type!))
    .orderBy('date_posted', 'desc')
    .orderBy('job_id')
    .execute();
}

/** The departments and locations of open jobs: the choices of the list's filters. */
export async function openJobFacets(db: Kysely<Database>) {
  const rows = await db.selectFrom('jobs').select(['department', 'location']).distinct().where(isOpen).execute();
  const sorted = (values: Array<string | null>) => [...new Set(values.filter((v): v is string => !!v))].sort((a, b) => a.localeCompare(b));
  return { departments: sorted(rows.map((r) => r.department)), locations: sorted(rows.map((r) => r.location)) };
}

export async function findPublicJob(db: Kysely<Database>, id: string) {
  if (!isRecordId(id)) return undefined;
  return db.selectFrom('jobs').select(PUBLIC_COLUMNS).where('job_id', '=', id).executeTakeFirst();
}

/** The job with its screening keywords, locked against a status change while an application is saved. */
export async function lockJobForApplication(trx: Kysely<Database>, id: string) {
  return trx
    .selectFrom('jobs')
    .leftJoin('users', 'users.id', 'jobs.recruiter_id')
    .select([
      'jobs.job_id',
      'jobs.title',
      'jobs.status',
      'jobs.closing_date',
      'jobs.ats_keywords',
      'jobs.recruiter_id',
      'users.full_name as recruiter_name',
    ])
    .where('jobs.job_id', '=', id)
    .forShare('jobs')
    .executeTakeFirst();
}

/** Every open job's address data for sitemap.xml. */
export function openJobsForSitemap(db: Kysely<Database>) {
  return db.selectFrom('jobs').select(['job_id', 'updated_at']).where(isOpen).orderBy('date_posted', 'desc').execute();
}

/** Acknowledgements sent since a moment to a recipient and from a client address (both hashed), for the Apply form's limits. */
export async function acknowledgementsSince(
  db: Kysely<Database>,
  recipientHash: string,
  clientHash: string,
  recipientSince: Date,
  clientSince: Date,
) {
  const count = async (column: 'recipient_hash' | 'client_hash', hash: string, since: Date) =>
    Number(
      (
        await db
          .selectFrom('careers_acknowledgements')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where(column, '=', hash)
          .where('sent_at', '>=', since)
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    recipient: await count('recipient_hash', recipientHash, recipientSince),
    client: await count('client_hash', clientHash, clientSince),
  };
}

/** Notes one acknowledgement, and forgets those older than `keepSince`. */
export async function recordAcknowledgement(db: Kysely<Database>, recipientHash: string, clientHash: string, keepSince: Date) {
  await db.deleteFrom('careers_acknowledgements').where('sent_at', '<', keepSince).execute();
  await db.insertInto('careers_acknowledgements').values({ recipient_hash: recipientHash, client_hash: clientHash }).execute();
}
