import { type Kysely, sql } from 'kysely';
import type { SavedViewList, SavedViewValues } from '@keel/shared/saved-views';
import type { Database } from '../../db/types';
import { isRecordId } from '../../lib/record-id';

/** Saved views are always looked up with their owner: another user's view does not exist for you. */
export function listSavedViews(db: Kysely<Database>, userId: string, list: SavedViewList) {
  return db
    .selectFrom('saved_views')
    .selectAll()
    .where('user_id', '=', userId)
    .where('list', '=', list)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function countSavedViews(db: Kysely<Database>, userId: string, list: SavedViewList) {
  const row = await db
    .selectFrom('saved_views')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('list', '=', list)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function insertSavedView(db: Kysely<Database>, userId: string, v: SavedViewValues) {
  return db
    .insertInto('saved_views')
    .values({ user_id: userId, list: v.list, name: v.name, state: JSON.stringify(v.state) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateSavedView(db: Kysely<Database>, userId: string, id: string, v: SavedViewValues) {
  if (!isRecordId(id)) return undefined;
  return db
    .updateTable('saved_views')
    .set({ list: v.list, name: v.name, state: JSON.stringify(v.state), updated_at: sql`now()` })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteSavedView(db: Kysely<Database>, userId: string, id: string) {
  if (!isRecordId(id)) return undefined;
  return db.deleteFrom('saved_views').where('id', '=', id).where('user_id', '=', userId).returning('id').executeTakeFirst();
}

/** An erase (decisions 0070, 0110): saved list views that search for the person have each match replaced (JSON rewritten as text). */
export async function eraseFromSavedViews(trx: Kysely<Database>, pattern: string, mark: string): Promise<void> {
  await sql`UPDATE saved_views SET state = regexp_replace(state::text, ${pattern}, ${mark}, 'gi')::jsonb WHERE state::text ~* ${pattern}`.execute(
    trx,
  );
}
