import type { Kysely } from 'kysely';
import { RELATED_LIMIT } from '@keel/shared/records';
import type { Database } from '../../db/types';

/** Jobs of a company (jobs.company_id, index jobs_company_id_idx), newest first: the first RELATED_LIMIT and how many. */
export async function listCompanyJobs(db: Kysely<Database>, companyId: string) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('jobs')
      .select(['job_id', 'title', 'status', 'location'])
      .where('company_id', '=', companyId)
      .orderBy('date_posted', 'desc')
      .orderBy('job_id')
      .limit(RELATED_LIMIT)
      .execute(),
    db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('company_id', '=', companyId)
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map((r) => ({ id: r.job_id, title: r.title, status: r.status, location: r.location })), total: Number(count.n) };
}

/** A deleted company leaves its jobs (decision 0110): clears their `company_id`; which jobs (id and title). */
export async function unlinkJobsFromCompany(db: Kysely<Database>, companyId: string): Promise<Array<{ id: string; name: string }>> {
  return db
    .updateTable('jobs')
    .set({ company_id: null })
    .where('company_id', '=', companyId)
    .returning(['job_id as id', 'title as name'])
    .execute();
}

/** A merge (decisions 0040, 0110): the other company's jobs are the survivor's; how many moved. */
export async function moveCompanyJobs(db: Kysely<Database>, from: string, to: string): Promise<number> {
  return (await db.updateTable('jobs').set({ company_id: to }).where('company_id', '=', from).returning('job_id').execute()).length;
}
