import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';

// A merge (decision 0040) moves the removed record's deals to the survivor, in the merge's
// transaction; funnel writes its own rows (decision 0110). Each returns how many deals moved.

/** Deals listing the other contact list the survivor instead, once (never twice). */
export async function moveDealContacts(db: Kysely<Database>, from: string, to: string): Promise<number> {
  const rows = await db
    .updateTable('deals')
    .set({
      contact_ids: sql`CASE WHEN ${to}::uuid = any(contact_ids) THEN array_remove(contact_ids, ${from}::uuid) ELSE array_replace(contact_ids, ${from}::uuid, ${to}::uuid) END`,
    })
    .where(sql<boolean>`${from}::uuid = any(contact_ids)`)
    .returning('id')
    .execute();
  return rows.length;
}

/** The other company's deals are the survivor's; a deal that named the removed company by name names the survivor. */
export async function moveCompanyDeals(
  db: Kysely<Database>,
  from: string,
  to: string,
  names: { from: string; to: string },
): Promise<number> {
  const rows = await db
    .updateTable('deals')
    .set({ company_id: to, company: sql`CASE WHEN lower(company) = lower(${names.from}) THEN ${names.to} ELSE company END` })
    .where('company_id', '=', from)
    .returning('id')
    .execute();
  return rows.length;
}
