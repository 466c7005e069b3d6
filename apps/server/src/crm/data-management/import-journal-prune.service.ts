import type { Kysely } from 'kysely';
import { UNDO_DAYS } from '@keel/shared/import-history';
import type { Database } from '../../db/types';
import { importsWithOldJournals, pruneJournalChunk } from './import-history.repository';

/** Journal rows deleted per transaction: short locks, bounded work per step. */
export const PRUNE_CHUNK = 5_000;
const IMPORTS_PER_ROUND = 100;

/**
 * The daily job (decision 0040): an import older than the UNDO_DAYS-day undo window can no longer
 * be undone, so its journal (`import_changes`) is deleted, in chunks of `chunk` rows, each its own
 * transaction; its history row (who, when, file, counts) stays, 'Undo' no longer offered. `now` is
 * injected so tests control the clock. Idempotent: a pruned import is never picked again, and two
 * runs at once take turns on each import's row lock, deleting each row once.
 */
export async function pruneImportJournals(
  db: Kysely<Database>,
  now: Date = new Date(),
  chunk = PRUNE_CHUNK,
): Promise<{ imports: number; changes: number }> {
  const cutoff = new Date(now.getTime() - UNDO_DAYS * 86_400_000);
  let imports = 0;
  let changes = 0;
  for (;;) {
    const ids = await importsWithOldJournals(db, cutoff, now, IMPORTS_PER_ROUND);
    for (const id of ids) {
      for (let step = { deleted: chunk, marked: false }; step.deleted === chunk;) {
        step = await db.transaction().execute((trx) => pruneJournalChunk(trx, id, chunk, now));
        changes += step.deleted;
        if (step.marked) imports += 1;
      }
    }
    if (ids.length < IMPORTS_PER_ROUND) break;
  }
  return { imports, changes };
}
