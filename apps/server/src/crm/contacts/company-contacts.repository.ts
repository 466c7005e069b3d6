import { type Kysely, sql } from 'kysely';
import { RELATED_LIMIT } from '@keel/shared/records';
import type { Database } from '../../db/types';

type Db = Kysely<Database>;

/** A company's contacts (index contacts_company_id_idx), by name: the first RELATED_LIMIT and how many. */
export async function listCompanyContacts(db: Db, companyId: string) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('contacts')
      .select(['id', 'first_name', 'last_name', 'email', 'job_title'])
      .where('company_id', '=', companyId)
      .orderBy('last_name')
      .orderBy('first_name')
      .orderBy('id')
      .limit(RELATED_LIMIT)
      .execute(),
    db
      .selectFrom('contacts')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('company_id', '=', companyId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Names of the contacts among `ids` that exist (a funnel lead's picked contacts). */
export function findContactNames(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('contacts').select(['id', 'first_name', 'last_name', 'email']).where('id', 'in', ids).execute();
}

/** A deleted company leaves its contacts (decision 0110): clears their `company_id`; which contacts (id and name). */
export async function unlinkContactsFromCompany(db: Db, companyId: string): Promise<Array<{ id: string; name: string }>> {
  return db
    .updateTable('contacts')
    .set({ company_id: null })
    .where('company_id', '=', companyId)
    .returning(['id', sql<string>`trim(concat_ws(' ', first_name, last_name))`.as('name')])
    .execute();
}

/** A merge (decisions 0040, 0110): the other company's contacts are the survivor's; how many moved. */
export async function moveCompanyContacts(db: Db, from: string, to: string): Promise<number> {
  return (await db.updateTable('contacts').set({ company_id: to }).where('company_id', '=', from).returning('id').execute()).length;
}
