import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';

/**
 * Funnel deals that list a contact in contact_ids. These rows belong to the funnel module; only
 * their link to the contact is read and cleared here.
 */
export async function countContactDeals(db: Kysely<Database>, contactId: string): Promise<number> {
  const row = await db
    .selectFrom('deals')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(sql<boolean>`${contactId}::uuid = any(contact_ids)`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Removes the contact from every deal that lists it; returns which deals (id and name), for the audit entry. */
export async function unlinkContactFromDeals(db: Kysely<Database>, contactId: string): Promise<Array<{ id: string; name: string }>> {
  const rows = await db
    .updateTable('deals')
    .set({ contact_ids: sql`array_remove(contact_ids, ${contactId}::uuid)` })
    .where(sql<boolean>`${contactId}::uuid = any(contact_ids)`)
    .returning(['id', 'name'])
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name })).sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}
