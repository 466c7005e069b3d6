import type { Kysely } from 'kysely';
import type { CompanyLinks } from '@keel/shared/companies';
import type { Database } from '../../db/types';

/** A record that pointed to a company, as the audit entry of its deletion keeps it. */
// Type aliases (not interfaces), so they go into an audit entry's JSON details as they are.
export type UnlinkedRecord = { id: string; name: string };

export type UnlinkedRecords = { contacts: UnlinkedRecord[]; deals: UnlinkedRecord[]; jobs: UnlinkedRecord[] };

const count = (db: Kysely<Database>, table: 'contacts' | 'deals' | 'jobs', companyId: string) =>
  db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('company_id', '=', companyId);

/**
 * How many contacts, deals and jobs point to a company (its deletion unlinks them). These rows
 * belong to other modules; only their link to the company is read here.
 */
export async function countCompanyLinks(db: Kysely<Database>, companyId: string): Promise<CompanyLinks> {
  const row = await db
    .selectNoFrom([
      count(db, 'contacts', companyId).as('contacts'),
      count(db, 'deals', companyId).as('deals'),
      count(db, 'jobs', companyId).as('jobs'),
    ])
    .executeTakeFirstOrThrow();
  return { contacts: Number(row.contacts), deals: Number(row.deals), jobs: Number(row.jobs) };
}
