import { type Kysely, type RawBuilder, sql } from 'kysely';
import { type LeftAlone, UNDO_TEXTS } from '@keel/shared/import-history';
import type { Database } from '../../db/types';
import type { JournalTable } from './import-journal.repository';

/** What a batch of the undo did to one table's records. */
export interface UndoBatchResult {
  count: number;
  last: string;
  removed: number;
  restored: number;
  kept: LeftAlone[];
}

// Table and column names come from our own lists (a column only when the table has it), so sql.raw is safe.
const ident = (name: string) => sql.raw(`"${name}"`);
const LABEL: Record<JournalTable, RawBuilder<string>> = {
  contacts: sql`coalesce(nullif(t.email, ''), btrim(coalesce(t.first_name, '') || ' ' || coalesce(t.last_name, '')))`,
  companies: sql`t.name`,
  deals: sql`t.name`,
};
/** Columns an undo never writes back from a journal: the record's identity and its bookkeeping. */
const NEVER_RESTORED = new Set(['id', 'version', 'created_at', 'updated_at', 'created_by', 'created_by_user_id']);

const columnsOf = new Map<JournalTable, Promise<Set<string>>>();
/** A table's writable columns (read once per process). */
function tableColumns(db: Kysely<Database>, table: JournalTable): Promise<Set<string>> {
  let found = columnsOf.get(table);
  if (!found) {
    found = sql<{ name: string }>`select column_name as name from information_schema.columns
      where table_schema = current_schema() and table_name = ${table} and is_generated = 'NEVER'`
      .execute(db)
      .then(({ rows }) => new Set(rows.map((r) => r.name)));
    found.catch(() => columnsOf.delete(table));
    columnsOf.set(table, found);
  }
  return found;
}

/**
 * Undoes up to `size` journal rows of one table, after record id `after`, in the caller's
 * transaction (decision 0032): a record the import created is deleted, one it changed gets its
 * fields' values before back (its version moves on, as any edit's does) — both only while the
 * record is still at the version the import left it at. The others are left alone and listed.
 * Each journal row gets its outcome, so a second run never touches it again.
 */
export async function undoBatch(
  db: Kysely<Database>,
  importId: string,
  table: JournalTable,
  after: string,
  size: number,
): Promise<UndoBatchResult> {
  const { rows } = await sql<{ record_id: string; created: boolean }>`
    select record_id, before is null as created from import_changes
    where import_id = ${importId} and entity = ${table} and record_id > ${after}::uuid and outcome is null
    order by record_id limit ${size} for update`.execute(db);
  if (rows.length === 0) return { count: 0, last: after, removed: 0, restored: 0, kept: [] };
  const mine = sql`c.import_id = ${importId} and c.entity = ${table}`;
  const created = rows.filter((r) => r.created).map((r) => r.record_id);
  const changed = rows.filter((r) => !r.created).map((r) => r.record_id);

  const removed =
    created.length === 0
      ? []
      : (
          await sql<{ id: string }>`
    delete from ${ident(table)} as t using import_changes as c
    where ${mine} and c.record_id = any(${created}::uuid[]) and t.id = c.record_id and t.version = c.version_after
    returning t.id`.execute(db)
        ).rows;

  let restored: { id: string }[] = [];
  if (changed.length > 0) {
    const { rows: keys } = await sql<{ key: string }>`
      select distinct jsonb_object_keys(c.before) as key from import_changes as c where ${mine} and c.record_id = any(${changed}::uuid[])`.execute(
      db,
    );
    const writable = await tableColumns(db, table);
    const columns = keys.map((k) => k.key).filter((k) => writable.has(k) && !NEVER_RESTORED.has(k));
    const sets = columns.map(
      (name) => sql`${ident(name)} = case when c.before ? ${name} then (c.r).${ident(name)} else t.${ident(name)} end`,
    );
    ({ rows: restored } = await sql<{ id: string }>`
      update ${ident(table)} as t set ${sql.join([...sets, sql`version = t.version + 1`, sql`updated_at = now()`])}
      from (
        select c.record_id, c.version_after, c.before, jsonb_populate_record(null::${ident(table)}, c.before) as r
        from import_changes as c where ${mine} and c.record_id = any(${changed}::uuid[])
      ) as c
      where t.id = c.record_id and t.version = c.version_after
      returning t.id`.execute(db));
  }

  const [removedIds, restoredIds] = [new Set(removed.map((r) => r.id)), new Set(restored.map((r) => r.id))];
  const others = rows.map((r) => r.record_id).filter((id) => !removedIds.has(id) && !restoredIds.has(id));
  const existing =
    others.length === 0
      ? []
      : (
          await sql<{ id: string; label: string | null }>`
    select t.id, ${LABEL[table]} as label from ${ident(table)} as t where t.id = any(${others}::uuid[]) order by t.id`.execute(db)
        ).rows;
  const still = new Set(existing.map((r) => r.id));
  const outcomes = rows.map(({ record_id: id }) =>
    removedIds.has(id) ? 'removed' : restoredIds.has(id) ? 'restored' : still.has(id) ? 'kept' : 'gone',
  );
  await sql`update import_changes as c set outcome = o.outcome
    from unnest(${rows.map((r) => r.record_id)}::uuid[], ${outcomes}::text[]) as o(id, outcome)
    where ${mine} and c.record_id = o.id`.execute(db);

  const kept: LeftAlone[] = [
    ...existing.map((r) => ({ entity: table, id: r.id, label: r.label ?? '', reason: UNDO_TEXTS.editedSince })),
    ...others.filter((id) => !still.has(id)).map((id) => ({ entity: table, id, label: '', reason: UNDO_TEXTS.deletedSince })),
  ];
  return { count: rows.length, last: rows.at(-1)!.record_id, removed: removed.length, restored: restored.length, kept };
}
