import type { Kysely } from 'kysely';
import type { SessionUser } from '@keel/shared/auth';
import { CSV_IMPORT_AUTHOR, type DataKind, IMPORT_BATCH_ROWS } from '@keel/shared/data-management';
import { MAX_LISTED_LEFT_ALONE, UNDO_DAYS, UNDO_TEXTS, type UndoCounts, type UndoEvent } from '@keel/shared/import-history';
import type { LiveTopic } from '@keel/shared/live-updates';
import type { Database } from '../../db/types';
import { conflict, notFound } from '../../errors';
import { mergeAuditDetails, recordAudit } from '../../platform/audit/audit.service';
import { publishChange } from '../../platform/live-updates/live-updates.publish';
import { type Author, beginImportBatch, findImportAuditId } from './contact-import.repository';
import { addUndoCounts, claimUndo, findImport, finishUndo, journalSize, type StoredImport } from './import-history.repository';
import type { JournalTable } from './import-journal.repository';
import { undoBatch } from './import-undo.repository';

/** Deals first: a deals import's deals name the contacts and companies it created, removed after them. */
const TABLES: readonly JournalTable[] = ['deals', 'contacts', 'companies'];
const TOPIC: Record<JournalTable, LiveTopic> = { deals: 'funnel', contacts: 'contacts', companies: 'companies' };
const ENTITY: Record<DataKind, string> = { contacts: 'contact', companies: 'company', deals: 'deal' };
const FIRST_ID = '00000000-0000-0000-0000-000000000000';

export interface UndoOptions {
  user: SessionUser;
  batchRows?: number;
  onBatchError?: (error: unknown) => void;
}

/** Why an import cannot be undone now (404 when it is not one of this tab's). */
function refusal(stored: StoredImport | undefined, kind: DataKind) {
  if (!stored || stored.kind !== kind) return notFound('Import not found.');
  if (stored.status === 'undone') return conflict(UNDO_TEXTS.alreadyUndone);
  if (stored.created_at.getTime() <= Date.now() - UNDO_DAYS * 86_400_000)
    return conflict(UNDO_TEXTS.tooOld(stored.created_at.toISOString().slice(0, 10)));
  return conflict(stored.status === 'undoing' ? UNDO_TEXTS.beingUndone : UNDO_TEXTS.stillRunning);
}

/**
 * Starts undoing an import (decision 0032): claims it (one undo at a time, once;
 * throws 404/409 otherwise) together with the undo's audit entry, then returns the undo's events.
 * Each batch of journal rows is one transaction with the audit entry's and the history row's
 * counts, so a crash leaves whole batches undone and the rest as it was; undoing again finishes.
 */
export async function startUndo(
  db: Kysely<Database>,
  kind: DataKind,
  importId: string,
  options: UndoOptions,
): Promise<AsyncGenerator<UndoEvent>> {
  const author: Author = { userId: options.user.id, name: options.user.fullName || CSV_IMPORT_AUTHOR };
  const claimed = await db.transaction().execute(async (trx) => {
    const row = await claimUndo(trx, importId, kind, author);
    if (!row) return undefined;
    const details = {
      importId,
      kind,
      fileName: row.file_name,
      status: 'in progress',
      removed: row.removed,
      restored: row.restored,
      kept: row.kept,
    };
    await recordAudit(trx, { actionType: 'IMPORT_UNDONE', user: options.user, entityType: ENTITY[kind], details });
    return { row, auditId: (await findImportAuditId(trx, 'IMPORT_UNDONE', importId))! };
  });
  if (!claimed) throw refusal(await findImport(db, importId), kind);
  return runUndo(db, claimed.row, claimed.auditId, options);
}

async function* runUndo(db: Kysely<Database>, stored: StoredImport, auditId: string, options: UndoOptions): AsyncGenerator<UndoEvent> {
  const { total, settled } = await journalSize(db, stored.id);
  const counts: UndoCounts = { removed: stored.removed, restored: stored.restored, kept: stored.kept };
  let rows = settled;
  let listed = 0;
  try {
    for (const table of TABLES) {
      for (let after = FIRST_ID; ;) {
        const batch = await db.transaction().execute(async (trx) => {
          await beginImportBatch(trx, { lock: true }); // never beside an import's batch
          const result = await undoBatch(trx, stored.id, table, after, options.batchRows ?? IMPORT_BATCH_ROWS);
          if (result.count === 0) return result;
          const added = { removed: result.removed, restored: result.restored, kept: result.kept.length };
          await addUndoCounts(trx, stored.id, added);
          await mergeAuditDetails(trx, auditId, {
            removed: counts.removed + added.removed,
            restored: counts.restored + added.restored,
            kept: counts.kept + added.kept,
          });
          return result;
        });
        if (batch.count === 0) break;
        after = batch.last;
        rows += batch.count;
        counts.removed += batch.removed;
        counts.restored += batch.restored;
        counts.kept += batch.kept.length;
        if (batch.removed + batch.restored > 0) publishChange(db, { topic: TOPIC[table], by: options.user.id });
        const kept = batch.kept.slice(0, Math.max(0, MAX_LISTED_LEFT_ALONE - listed));
        listed += kept.length;
        yield { type: 'progress', rows, total, counts: { ...counts }, kept };
      }
    }
  } catch (error) {
    options.onBatchError?.(error);
    await db
      .transaction()
      .execute(async (trx) => {
        await finishUndo(trx, stored.id, false);
        await mergeAuditDetails(trx, auditId, { status: 'stopped' });
      })
      .catch(() => undefined);
    yield { type: 'failed', rows, total, counts: { ...counts }, message: UNDO_TEXTS.undoStopped(rows, total) };
    return;
  }
  await db.transaction().execute(async (trx) => {
    await finishUndo(trx, stored.id, true);
    await mergeAuditDetails(trx, auditId, { status: 'completed' });
  });
  yield { type: 'done', rows, total, counts: { ...counts } };
}

/** An erase's step in the import journal and uploads (decision 0110). */
export { eraseFromImports } from './import-erase.repository';
