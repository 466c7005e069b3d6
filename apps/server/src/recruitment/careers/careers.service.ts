import type { Kysely } from 'kysely';
import type { CareersFilters } from '@keel/shared/careers';
import { isBeforeClosing } from '@keel/shared/job-facts';
import { paths } from '@keel/shared/paths';
import type { Database } from '../../db/types';
import { findPublicJob, listOpenJobs, openJobFacets, openJobsForSitemap } from './careers.repository';
import { getRetentionMonths } from '../../workspace/privacy/retention.service';

/**
 * How long the data of candidates who were not hired is kept, as the careers form states it: the
 * admin's setting (privacy module, decision 0038), else 24 months.
 */
export const retentionMonths = (db: Kysely<Database>) => getRetentionMonths(db);

type PublicJobRow = NonNullable<Awaited<ReturnType<typeof findPublicJob>>>;

/** A job as the public sees it; `open` when it is Open and its closing day is not past (decision 0077). */
function toPublicJob(row: PublicJobRow) {
  return {
    ...row,
    salary_min: row.salary_min === null ? null : Number(row.salary_min),
    salary_max: row.salary_max === null ? null : Number(row.salary_max),
    open: row.status === 'Open' && isBeforeClosing(row.closing_date),
  };
}
export type PublicJob = ReturnType<typeof toPublicJob>;

export async function careersList(db: Kysely<Database>, filters: CareersFilters) {
  const [jobs, facets] = await Promise.all([listOpenJobs(db, filters), openJobFacets(db)]);
  return { jobs: jobs.map(toPublicJob), facets };
}

/** Every open job, newest first: the feeds' items. */
export async function openJobs(db: Kysely<Database>): Promise<PublicJob[]> {
  return (await listOpenJobs(db, {} as CareersFilters)).map(toPublicJob);
}

export const publicJob = async (db: Kysely<Database>, id: string) => {
  const row = await findPublicJob(db, id);
  return row && toPublicJob(row);
};

/** The careers pages search engines should list: /careers and every Open job (sitemap.xml). */
export async function careersSitemapEntries(db: Kysely<Database>): Promise<Array<{ path: string; lastModified: Date | null }>> {
  const jobs = await openJobsForSitemap(db);
  return [
    { path: paths.careers, lastModified: null },
    ...jobs.map((job) => ({ path: paths.careersJob(job.job_id), lastModified: job.updated_at })),
  ];
}
