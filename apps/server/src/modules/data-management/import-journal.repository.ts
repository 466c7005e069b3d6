import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';

/**
 * What an import did, written in each batch's own transaction (decision 0032): the records it
 * created, and for each record it updated the values before of the fields it changed, with the
 * record's version after it. A record written twice by one import (a repeated row) keeps its
 * first "before" for each field and its last version; one it created stays created.
 */
export type JournalTable = 'contacts' | 'companies' | 'deals';

/** The import a batch writes for: its id (the `imports` row and the journal's key). */
export interface ImportJournal {
  importId: string;
}

/** What ON CONFLICT does when one import writes a record again. */
export const JOURNAL_MERGE = sql`on conflict (import_id, entity, record_id) do update set version_after = excluded.version_after,
  before = case when import_changes.before is null then null else excluded.before || import_changes.before end`;

const ident = (name: string) => sql.raw(`"${name}"`);

/** Records these new rows of `table` as created by the import (with their version, normally 1). */
export async function journalCreated(db: Kysely<Database>, journal: ImportJournal, table: JournalTable, ids: readonly string[]) {
  if (ids.length === 0) return;
  await sql`insert into import_changes (import_id, entity, record_id, before, version_after)
    select ${journal.importId}::uuid, ${table}, t.id, null, t.version from ${ident(table)} as t where t.id = any(${ids}::uuid[])
    ${JOURNAL_MERGE}`.execute(db);
}

/**
 * A CTE `journal_before (id, before)`: for each row (id, names of the columns about to change),
 * those columns' current values as one jsonb object. Read in the statement that updates them, it
 * sees the values before the update.
 */
export function beforeValues(table: JournalTable, ids: readonly string[], changed: readonly (readonly string[])[]) {
  return sql`journal_before as (
    select distinct on (t.id) t.id, (select jsonb_object_agg(k, j.row -> k) from unnest(string_to_array(c.changed, ',')) as k) as before
    from ${ident(table)} as t
    join unnest(${ids}::uuid[], ${changed.map((names) => names.join(','))}::text[]) as c(id, changed) on t.id = c.id
    cross join lateral (select to_jsonb(t) as row) as j
  )`;
}
