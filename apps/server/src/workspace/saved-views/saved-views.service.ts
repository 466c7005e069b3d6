import type { Kysely } from 'kysely';
import {
  MAX_SAVED_VIEWS,
  SAVED_VIEW_NAME_TAKEN,
  SAVED_VIEW_NOT_FOUND,
  type SavedView,
  type SavedViewValues,
} from '@keel/shared/saved-views';
import type { Database } from '../../db/types';
import { conflict, notFound, validationError } from '../../errors';
import { countSavedViews, deleteSavedView, insertSavedView, updateSavedView } from './saved-views.repository';

type Row = Awaited<ReturnType<typeof insertSavedView>>;

export function toSavedView(row: Row): SavedView {
  return {
    ...row,
    state: row.state as SavedView['state'],
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

const sqlState = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : undefined;

/** Runs a write; a second view of the same name (unique per user and list) is a 409. */
async function named<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (sqlState(error) === '23505') throw conflict(SAVED_VIEW_NAME_TAKEN);
    throw error;
  }
}

export async function createSavedView(db: Kysely<Database>, userId: string, values: SavedViewValues): Promise<SavedView> {
  return named(() =>
    db.transaction().execute(async (trx) => {
      if ((await countSavedViews(trx, userId, values.list)) >= MAX_SAVED_VIEWS)
        throw validationError(`At most ${MAX_SAVED_VIEWS} saved views per list.`);
      return toSavedView(await insertSavedView(trx, userId, values));
    }),
  );
}

export async function editSavedView(db: Kysely<Database>, userId: string, id: string, values: SavedViewValues): Promise<SavedView> {
  const row = await named(() => updateSavedView(db, userId, id, values));
  if (!row) throw notFound(SAVED_VIEW_NOT_FOUND);
  return toSavedView(row);
}

export async function removeSavedView(db: Kysely<Database>, userId: string, id: string): Promise<void> {
  if (!(await deleteSavedView(db, userId, id))) throw notFound(SAVED_VIEW_NOT_FOUND);
}

/** An erase's part in saved list views (decision 0110). */
export { eraseFromSavedViews } from './saved-views.repository';
