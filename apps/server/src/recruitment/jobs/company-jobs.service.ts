import type { Kysely } from 'kysely';
import type { RelatedJob } from '@keel/shared/records';
import type { Database } from '../../db/types';
import { listCompanyJobs } from './company-jobs.repository';

/** A company's job postings, for its record page (recruiters and admins). */
export function companyJobs(db: Kysely<Database>, companyId: string): Promise<{ items: RelatedJob[]; total: number }> {
  return listCompanyJobs(db, companyId);
}

/** A deleted company's unlink from its jobs, in the deleting transaction (decision 0110). */
export { moveCompanyJobs, unlinkJobsFromCompany } from './company-jobs.repository';
