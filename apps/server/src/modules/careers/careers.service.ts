import type { Kysely } from 'kysely';
import { DEFAULT_RETENTION_MONTHS, type CareersFilters } from '@keel/shared/careers';
import { paths } from '@keel/shared/paths';
import type { Database } from '../../db/types';
import { findPublicJob, listOpenJobs, openJobFacets, openJobsForSitemap, readRetentionSetting } from './careers.repository';

/** Longest retention an admin can set that we honour; anything else falls back to the default. */
const MAX_RETENTION_MONTHS = 120;

/**
 * How long the data of candidates who were not hired is kept: the admin's setting
 * (`app_settings` recruitment.retention_months) when it is a whole number of months, else 24.
 */
export async function retentionMonths(db: Kysely<Database>): Promise<number> {
  const value = Number((await readRetentionSetting(db))?.trim());
  return Number.isInteger(value) && value >= 1 && value <= MAX_RETENTION_MONTHS ? value : DEFAULT_RETENTION_MONTHS;
}

export async function careersList(db: Kysely<Database>, filters: CareersFilters) {
  const [jobs, facets] = await Promise.all([listOpenJobs(db, filters), openJobFacets(db)]);
  return { jobs, facets };
}

export const publicJob = (db: Kysely<Database>, id: string) => findPublicJob(db, id);

/** The careers pages search engines should list: /careers and every Open job (sitemap.xml). */
export async function careersSitemapEntries(db: Kysely<Database>): Promise<Array<{ path: string; lastModified: Date | null }>> {
  const jobs = await openJobsForSitemap(db);
  return [{ path: paths.careers, lastModified: null }, ...jobs.map((job) => ({ path: paths.careersJob(job.job_id), lastModified: job.updated_at }))];
}
