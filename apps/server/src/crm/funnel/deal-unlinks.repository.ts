import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';

// A deleted company or contact leaves the deals that pointed to it, in the deleting transaction
// (decision 0110). Funnel imports contacts and companies, so they get these from app.ts.

/** Clears `company_id` on every deal of the company; which deals (id and name). */
export async function unlinkDealsFromCompany(db: Kysely<Database>, companyId: string): Promise<Array<{ id: string; name: string }>> {
  const rows = await db
    .updateTable('deals')
    .set({ company_id: null })
    .where('company_id', '=', companyId)
    .returning(['id', 'name'])
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name ?? '' }));
}

/** Removes the contact from every deal that lists it; which deals (id and name). */
export async function unlinkDealsFromContact(db: Kysely<Database>, contactId: string): Promise<Array<{ id: string; name: string }>> {
  const rows = await db
    .updateTable('deals')
    .set({ contact_ids: sql`array_remove(contact_ids, ${contactId}::uuid)` })
    .where(sql<boolean>`${contactId}::uuid = any(contact_ids)`)
    .returning(['id', 'name'])
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name }));
}
