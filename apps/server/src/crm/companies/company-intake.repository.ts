import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';

/** A company by case-insensitive name (served by the lower(name) index). */
export async function findCompanyByName(db: Kysely<Database>, name: string) {
  return db
    .selectFrom('companies')
    .select(['id', 'name'])
    .where(sql<string>`lower(name)`, '=', name.toLowerCase())
    .orderBy('created_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

export async function insertIntakeCompany(
  db: Kysely<Database>,
  company: { name: string; website: string | null; sector: Database['companies']['sector'] | null; createdByUserId: string | null },
): Promise<string> {
  const row = await db
    .insertInto('companies')
    .values({
      name: company.name,
      website: company.website,
      sector: company.sector,
      created_by_user_id: company.createdByUserId,
      last_modified_by_user_id: company.createdByUserId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
