import { type Kysely, type Selectable, sql } from 'kysely';
import type { DataKind } from '@keel/shared/data-management';
import { UNDO_DAYS } from '@keel/shared/import-history';
import type { Database, ImportsTable } from '../../db/types';
import type { Author } from './contact-import.repository';

export type StoredImport = Selectable<ImportsTable>;

/** The import's progress as its history row keeps it (decision 0032). */
export type ImportProgress = {
  status: 'in progress' | 'completed' | 'stopped';
  rows: number;
  created: number;
  updated: number;
  skipped: number;
};

const progressOf = ({ status, rows, created, updated, skipped }: ImportProgress): ImportProgress => ({
  status,
  rows,
  created,
  updated,
  skipped,
});

/** Written by the import's first batch, in its transaction (as the import's audit entry is). */
export async function insertImportRecord(
  db: Kysely<Database>,
  entry: { id: string; kind: DataKind; author: Author; fileName: string } & ImportProgress,
) {
  const { id, kind, author, fileName } = entry;
  await db
    .insertInto('imports')
    .values({ id, kind, user_id: author.userId, user_name: author.name, file_name: fileName, ...progressOf(entry) })
    .execute();
}

/** Brought up to date by each next batch, and at the import's end. */
export async function updateImportRecord(db: Kysely<Database>, id: string, progress: ImportProgress) {
  await db
    .updateTable('imports')
    .set({ ...progressOf(progress), touched_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/**
 * A tab's history, newest first: every import that can still be undone (made less than UNDO_DAYS
 * days ago, up to `limit` × 10), and at least the `limit` newest whatever their age.
 */
export function listImports(db: Kysely<Database>, kind: DataKind, limit: number) {
  const newest = db
    .selectFrom('imports')
    .select('id')
    .where('kind', '=', kind)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit);
  return db
    .selectFrom('imports')
    .selectAll()
    .where('kind', '=', kind)
    .where((eb) => eb.or([eb('created_at', '>', sql<Date>`now() - make_interval(days => ${UNDO_DAYS})`), eb('id', 'in', newest)]))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit * 10)
    .execute();
}

export function findImport(db: Kysely<Database>, id: string) {
  return db.selectFrom('imports').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * An undo or import that has not moved for this long has stopped (its server went away): an undo
 * may take it over. A live one touches its row with every batch, seconds apart.
 */
const STALE = sql`interval '5 minutes'`;

/**
 * Marks the import as being undone by this user, when it may be: made less than UNDO_DAYS days ago,
 * finished or stopped (or an import or undo that stopped moving). Of two undos at once, the
 * second waits on the row lock, then finds it 'undoing' and gets nothing. Returns the row, or
 * undefined when it may not be undone now.
 */
export async function claimUndo(db: Kysely<Database>, id: string, kind: DataKind, author: Author): Promise<StoredImport | undefined> {
  const { rows } = await sql<StoredImport>`
    update imports set status = 'undoing', undo_user_id = ${author.userId}::uuid, undo_user_name = ${author.name},
      undo_started_at = coalesce(undo_started_at, now()), touched_at = now()
    where id = ${id} and kind = ${kind} and created_at > now() - make_interval(days => ${UNDO_DAYS}) and journal_pruned_at is null
      and (status in ('completed', 'stopped') or (status in ('in progress', 'undoing') and touched_at < now() - ${STALE}))
    returning *`.execute(db);
  return rows[0];
}

/** An undo batch's counts, added to the import's row. */
export async function addUndoCounts(db: Kysely<Database>, id: string, counts: { removed: number; restored: number; kept: number }) {
  await sql`update imports set removed = removed + ${counts.removed}, restored = restored + ${counts.restored}, kept = kept + ${counts.kept}, touched_at = now() where id = ${id}`.execute(
    db,
  );
}

/** The undo's end: 'undone', or (failed) left 'undoing' but free to be taken over at once. */
export async function finishUndo(db: Kysely<Database>, id: string, done: boolean) {
  if (done) await sql`update imports set status = 'undone', undone_at = now(), touched_at = now() where id = ${id}`.execute(db);
  else await sql`update imports set touched_at = '-infinity' where id = ${id} and status = 'undoing'`.execute(db);
}

/** How many records the import's journal holds, and how many an undo has settled already. */
export async function journalSize(db: Kysely<Database>, id: string) {
  const { rows } = await sql<{ total: number; settled: number }>`
    select count(*)::int as total, count(outcome)::int as settled from import_changes where import_id = ${id}`.execute(db);
  return rows[0];
}

/**
 * Imports past the undo window (made before `cutoff`) whose journal is still kept, oldest first; an
 * import or undo still moving (touched within STALE of `now`) is left for a later run.
 */
export async function importsWithOldJournals(db: Kysely<Database>, cutoff: Date, now: Date, limit: number): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    select id from imports where journal_pruned_at is null and created_at <= ${cutoff}
      and (status not in ('in progress', 'undoing') or touched_at < ${now}::timestamptz - ${STALE})
    order by created_at, id limit ${limit}`.execute(db);
  return rows.map((r) => r.id);
}

/**
 * Deletes up to `size` rows of one import's journal in the caller's transaction, under the import's
 * row lock (two runs at once take turns); the last chunk marks the import pruned. Returns how many
 * rows went, and whether this chunk marked it (false also when another run finished it first).
 */
export async function pruneJournalChunk(
  db: Kysely<Database>,
  id: string,
  size: number,
  now: Date,
): Promise<{ deleted: number; marked: boolean }> {
  const mine = await sql`select 1 from imports where id = ${id} and journal_pruned_at is null for update`.execute(db);
  if (mine.rows.length === 0) return { deleted: 0, marked: false };
  const { rows } = await sql<{ n: number }>`
    with gone as (
      delete from import_changes where (import_id, entity, record_id) in (
        select import_id, entity, record_id from import_changes where import_id = ${id} limit ${size})
      returning 1
    ) select count(*)::int as n from gone`.execute(db);
  const deleted = rows[0].n;
  if (deleted < size) await sql`update imports set journal_pruned_at = ${now} where id = ${id}`.execute(db);
  return { deleted, marked: deleted < size };
}
