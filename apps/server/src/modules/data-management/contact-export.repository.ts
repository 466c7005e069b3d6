import { type Kysely, sql } from 'kysely';
import { CONTACT_CSV_COLUMNS } from '@keel/shared/contact-import';
import type { Database } from '../../db/types';

export async function countContacts(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('contacts').select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Where a page ended: created_at as text keeps its microseconds (a Date would round them). */
export interface ExportCursor {
  createdAt: string;
  id: string;
}

/** One page of the export in creation order (index contacts_sort_created_at_idx), after the cursor. */
export async function exportPage(db: Kysely<Database>, after: ExportCursor | undefined, limit: number) {
  return db
    .selectFrom('contacts')
    .select([...CONTACT_CSV_COLUMNS, 'id', sql<string>`created_at::text`.as('cursor_at')])
    .$if(after !== undefined, (qb) => qb.where(sql<boolean>`(created_at, id) > (${after!.createdAt}::timestamptz, ${after!.id}::uuid)`))
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}
