import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';

/**
 * Funnel deals that list a contact in contact_ids. These rows belong to the funnel module; only
 * their link to the contact is read here (funnel clears it, decision 0110).
 */
export async function countContactDeals(db: Kysely<Database>, contactId: string): Promise<number> {
  const row = await db
    .selectFrom('deals')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(sql<boolean>`${contactId}::uuid = any(contact_ids)`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
