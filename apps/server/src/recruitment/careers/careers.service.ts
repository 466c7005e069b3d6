import type { Kysely } from 'kysely';
import type { CareersFilters } from '@keel/shared/careers';
import { paths } from '@keel/shared/paths';
import type { Database } from '../../db/types';
import { findPublicJob, listOpenJobs, openJobFacets, openJobsForSitemap } from './careers.repository';
import { getRetentionMonths } from '../../workspace/privacy/retention.service';

/**
 * How long the data of candidates who were not hired is kept, as the careers form states it: the
 * admin's setting (privacy module, decision 0038), else 24 months.
 */
export const retentionMonths = (db: Kysely<Database>) => getRetentionMonths(db);

export async function careersList(db: Kysely<Database>, filters: CareersFilters) {
  const [jobs, facets] = await Promise.all([listOpenJobs(db, filters), openJobFacets(db)]);
  return { jobs, facets };
}

export const publicJob = (db: Kysely<Database>, id: string) => findPublicJob(db, id);

/** The careers pages search engines should list: /careers and every Open job (sitemap.xml). */
export async function careersSitemapEntries(db: Kysely<Database>): Promise<Array<{ path: string; lastModified: Date | null }>> {
  const jobs = await openJobsForSitemap(db);
  return [
    { path: paths.careers, lastModified: null },
    ...jobs.map((job) => ({ path: paths.careersJob(job.job_id), lastModified: job.updated_at })),
  ];
}
