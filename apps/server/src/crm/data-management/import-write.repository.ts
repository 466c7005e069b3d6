import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/types';
import { beforeValues, type ImportJournal, JOURNAL_MERGE } from './import-journal.repository';

/**
 * Set-based writes of one import round (companies and deals; the contact import has its own single
 * statement, decision 0012): each column travels as ONE array parameter and is unnested, so a
 * round of thousands of rows is one INSERT and one UPDATE, whatever its size.
 */

/** The PostgreSQL type of a column as written; array types travel as one array literal per row. */
export type ColumnKind = 'text' | 'int' | 'numeric' | 'float8' | 'date' | 'uuid' | 'text[]' | 'uuid[]';
export type WriteColumn = { name: string; kind: ColumnKind };
type Table = 'companies' | 'deals' | 'contacts';

/** A text[] literal: each element quoted, backslashes and quotes escaped (any text survives). */
export const arrayLiteral = (items: readonly string[]) => `{${items.map((item) => `"${item.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;

// Column and table names come from the import's own lists (never from the file), so sql.raw is safe.
const ident = (name: string) => sql.raw(`"${name}"`);
const isArray = (kind: ColumnKind) => kind.endsWith('[]');

function unnested(columns: readonly WriteColumn[], rows: readonly (readonly unknown[])[]): RawBuilder<unknown> {
  const parameters = columns.map((c, i) => {
    const values = rows.map((r) => (isArray(c.kind) ? arrayLiteral((r[i] as string[] | null) ?? []) : (r[i] ?? null)));
    return sql`${values}::${sql.raw(isArray(c.kind) ? 'text[]' : `${c.kind}[]`)}`;
  });
  return sql`unnest(${sql.join(parameters)}) as u(${sql.join(columns.map((c) => ident(c.name)))})`;
}
const value = (c: WriteColumn) => (isArray(c.kind) ? sql`u.${ident(c.name)}::${sql.raw(c.kind)}` : sql`u.${ident(c.name)}`);

/**
 * Inserts rows (one value per column, in order), plus `fixed` values alike for every row. Returns
 * the new ids in row order. With `journal`, the same statement records them as created by the
 * import (decision 0032), from its own RETURNING rather than by reading the new rows back; a new
 * id cannot be in the journal yet, so no ON CONFLICT (which doubled the journal's cost).
 */
export async function insertRows(
  db: Kysely<Database>,
  table: Table,
  columns: readonly WriteColumn[],
  rows: readonly (readonly unknown[])[],
  fixed: Record<string, RawBuilder<unknown>> = {},
  journal?: ImportJournal,
): Promise<string[]> {
  if (rows.length === 0) return [];
  const numbered: WriteColumn[] = [{ name: '_n', kind: 'int' }, ...columns];
  const fixedNames = Object.keys(fixed);
  const insert = sql`insert into ${ident(table)} (${sql.join([...columns.map((c) => ident(c.name)), ...fixedNames.map(ident)])})
    select ${sql.join([...columns.map(value), ...fixedNames.map((n) => fixed[n])])}
    from ${unnested(
      numbered,
      rows.map((r, i) => [i, ...r]),
    )}
    order by u._n
    returning id, version`;
  const { rows: inserted } = await (
    journal
      ? sql<{ id: string }>`with inserted as (${insert}), recorded as (
        insert into import_changes (import_id, entity, record_id, before, version_after)
        select ${journal.importId}::uuid, ${table}, id, null, version from inserted
      ) select id from inserted`
      : sql<{ id: string }>`${insert}`
  ).execute(db);
  return inserted.map((r) => r.id);
}

/** What an update tells the import's journal: for each row (in order), the columns it changes. */
export type JournalledUpdate = { journal: ImportJournal; changed: readonly (readonly string[])[] };

/**
 * Updates rows by id (the first value of each row), setting the columns and `fixed` values alike for
 * every row. With `record`, the same statement writes the journal: each row's changed columns as
 * they were before, and its version after (decision 0032).
 */
export async function updateRows(
  db: Kysely<Database>,
  table: Table,
  columns: readonly WriteColumn[],
  rows: readonly (readonly unknown[])[],
  fixed: Record<string, RawBuilder<unknown>> = {},
  record?: JournalledUpdate,
): Promise<number> {
  if (rows.length === 0) return 0;
  const withId: WriteColumn[] = [{ name: '_id', kind: 'uuid' }, ...columns];
  const sets = [
    ...columns.map((c) => sql`${ident(c.name)} = ${value(c)}`),
    ...Object.entries(fixed).map(([n, v]) => sql`${ident(n)} = ${v}`),
  ];
  const update = sql`update ${ident(table)} as t set ${sql.join(sets)} from ${unnested(withId, rows)} where t.id = u._id`;
  if (!record) return Number((await update.execute(db)).numAffectedRows ?? 0);
  const {
    rows: [result],
  } = await sql<{ count: number }>`
    with ${beforeValues(
      table,
      rows.map((r) => r[0] as string),
      record.changed,
    )},
    updated as (${update} returning t.id, t.version),
    recorded as (
      insert into import_changes (import_id, entity, record_id, before, version_after)
      select ${record.journal.importId}::uuid, ${table}, u.id, b.before, u.version from updated as u join journal_before as b on b.id = u.id
      ${JOURNAL_MERGE}
    )
    select count(*)::int as count from updated`.execute(db);
  return result.count;
}
