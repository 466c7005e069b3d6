import { sql } from 'kysely';

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

/** jsonb_build_object takes at most 100 arguments: 50 columns' names and values. */
const PAIRS_PER_OBJECT = 50;

/**
 * A CTE `journal_before (id, before)`: for each row (id, names of the columns about to change),
 * those columns' current values as one jsonb object. Read in the statement that updates them, it
 * sees the values before the update. The object is built of the columns any row of the round
 * changes, less each row's unchanged ones (as the contact import's "before"): building the whole
 * row (to_jsonb(t), ~80 columns of a deal) and picking from it cost ~40% of a 5,000-row update.
 */
export function beforeValues(table: JournalTable, ids: readonly string[], changed: readonly (readonly string[])[]) {
  const names = [...new Set(changed.flat())];
  const groups = Array.from({ length: Math.ceil(names.length / PAIRS_PER_OBJECT) }, (_, i) =>
    names.slice(i * PAIRS_PER_OBJECT, (i + 1) * PAIRS_PER_OBJECT),
  );
  const objects = groups.map((group) => sql`jsonb_build_object(${sql.join(group.flatMap((n) => [sql`${n}::text`, sql`t.${ident(n)}`]))})`);
  const all = objects.length > 0 ? sql.join(objects, sql` || `) : sql`'{}'::jsonb`;
  const unchanged = changed.map((own) => names.filter((n) => !own.includes(n)).join(','));
  return sql`journal_before as (
    select distinct on (t.id) t.id, (${all}) - string_to_array(c.unchanged, ',') as before
    from ${ident(table)} as t
    join unnest(${ids}::uuid[], ${unchanged}::text[]) as c(id, unchanged) on t.id = c.id
  )`;
}
