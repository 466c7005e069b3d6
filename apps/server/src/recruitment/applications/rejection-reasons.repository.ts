import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';
import { isRecordId } from '../../lib/record-id';

type Db = Kysely<Database>;

/** The list in order with how many applications were rejected for each; `lock` for a save of the whole list. */
export async function listRejectionReasonRows(db: Db, lock = false) {
  const rows = await db
    .selectFrom('rejection_reasons')
    .select(['id', 'label', 'position', 'retired'])
    .orderBy('position')
    .orderBy('id')
    .$if(lock, (qb) => qb.forUpdate())
    .execute();
  const counts = await db
    .selectFrom('applications')
    .select(['rejection_reason_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('rejection_reason_id', 'is not', null)
    .groupBy('rejection_reason_id')
    .execute();
  const used = new Map(counts.map((c) => [c.rejection_reason_id, Number(c.n)]));
  return rows.map((r) => ({ ...r, applications: used.get(r.id) ?? 0 }));
}

/** A reason by id (undefined for an unknown or malformed one). */
export async function findRejectionReason(db: Db, id: string) {
  if (!isRecordId(id)) return undefined;
  return db.selectFrom('rejection_reasons').select(['id', 'label', 'retired']).where('id', '=', id).executeTakeFirst();
}

export async function deleteRejectionReasons(db: Db, ids: string[]) {
  if (ids.length > 0) await db.deleteFrom('rejection_reasons').where('id', 'in', ids).execute();
}

/** Moves every kept label aside first, so a swap of two labels never meets the unique index half-way. */
export async function parkRejectionReasons(db: Db, ids: string[]) {
  if (ids.length > 0)
    await db
      .updateTable('rejection_reasons')
      .set({ label: sql<string>`'~' || id::text` })
      .where('id', 'in', ids)
      .execute();
}

export async function updateRejectionReason(db: Db, id: string, values: { label: string; position: number; retired: boolean }) {
  await db.updateTable('rejection_reasons').set(values).where('id', '=', id).execute();
}

export async function insertRejectionReason(db: Db, values: { label: string; position: number; retired: boolean }) {
  await db.insertInto('rejection_reasons').values(values).execute();
}
