import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';

type Db = Kysely<Database>;

/** The list in order; `lock` for a save of the whole list. */
export async function listLostReasonRows(db: Db, lock = false) {
  return db
    .selectFrom('lost_reasons')
    .select(['id', 'label', 'position'])
    .orderBy('position')
    .orderBy('id')
    .$if(lock, (qb) => qb.forUpdate())
    .execute();
}

/** The reason with this label, ignoring case. */
export async function findLostReasonByLabel(db: Db, label: string) {
  return db
    .selectFrom('lost_reasons')
    .select(['id', 'label'])
    .where(sql<boolean>`lower(label) = lower(${label})`)
    .executeTakeFirst();
}

export async function deleteLostReasons(db: Db, ids: string[]) {
  if (ids.length > 0) await db.deleteFrom('lost_reasons').where('id', 'in', ids).execute();
}

/** Moves every kept label aside first, so a swap of two labels never meets the unique index half-way. */
export async function parkLostReasons(db: Db, ids: string[]) {
  if (ids.length > 0)
    await db
      .updateTable('lost_reasons')
      .set({ label: sql<string>`'~' || id::text` })
      .where('id', 'in', ids)
      .execute();
}

export async function updateLostReason(db: Db, id: string, label: string, position: number) {
  await db.updateTable('lost_reasons').set({ label, position }).where('id', '=', id).execute();
}

export async function insertLostReason(db: Db, label: string, position: number) {
  await db.insertInto('lost_reasons').values({ label, position }).execute();
}

/** A renamed reason renames the deals lost for it. */
export async function relabelLostDeals(db: Db, from: string, to: string): Promise<number> {
  const result = await db
    .updateTable('deals')
    .set({ lost_reason: to, version: sql<number>`version + 1` })
    .where('lost_reason', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
