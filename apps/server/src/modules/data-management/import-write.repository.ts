import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/types';

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

/** Inserts rows (one value per column, in order), plus `fixed` values alike for every row. Returns the new ids in row order. */
export async function insertRows(db: Kysely<Database>, table: Table, columns: readonly WriteColumn[], rows: readonly (readonly unknown[])[], fixed: Record<string, RawBuilder<unknown>> = {}): Promise<string[]> {
  if (rows.length === 0) return [];
  const numbered: WriteColumn[] = [{ name: '_n', kind: 'int' }, ...columns];
  const fixedNames = Object.keys(fixed);
  const { rows: inserted } = await sql<{ id: string }>`
    insert into ${ident(table)} (${sql.join([...columns.map((c) => ident(c.name)), ...fixedNames.map(ident)])})
    select ${sql.join([...columns.map(value), ...fixedNames.map((n) => fixed[n])])}
    from ${unnested(numbered, rows.map((r, i) => [i, ...r]))}
    order by u._n
    returning id`.execute(db);
  return inserted.map((r) => r.id);
}

/** Updates rows by id (the first value of each row), setting the columns and `fixed` values alike for every row. */
export async function updateRows(db: Kysely<Database>, table: Table, columns: readonly WriteColumn[], rows: readonly (readonly unknown[])[], fixed: Record<string, RawBuilder<unknown>> = {}): Promise<number> {
  if (rows.length === 0) return 0;
  const withId: WriteColumn[] = [{ name: '_id', kind: 'uuid' }, ...columns];
  const sets = [...columns.map((c) => sql`${ident(c.name)} = ${value(c)}`), ...Object.entries(fixed).map(([n, v]) => sql`${ident(n)} = ${v}`)];
  const result = await sql`update ${ident(table)} as t set ${sql.join(sets)} from ${unnested(withId, rows)} where t.id = u._id`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** The same value for an import's comparison: empty text, NULL and an empty list are alike; lists compare joined by ';'; numbers by value. */
export function sameValue(stored: unknown, incoming: unknown): boolean {
  const norm = (v: unknown) => (Array.isArray(v) ? (v.length ? v.join(';') : null) : v === undefined || v === '' ? null : v);
  const [a, b] = [norm(stored), norm(incoming)];
  if (typeof b === 'number' && a !== null) return Number(a) === b;
  if (a instanceof Date || b instanceof Date) return String(a) === String(b);
  return a === b;
}
