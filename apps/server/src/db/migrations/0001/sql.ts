import { sql, type Kysely } from 'kysely';

/** One SQL statement (no parameters), run in order by {@link runAll}. */
export type Statement = string;

/** Runs each statement on its own (multi-statement strings are not portable across drivers). */
export async function runAll(db: Kysely<unknown>, statements: readonly Statement[]): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}

/** A single-quoted SQL string literal; single quotes are doubled, so any constant is safe. */
export function literal(value: string): string {
  if (value.includes('\0')) throw new Error('NUL byte in SQL literal');
  return `'${value.replaceAll("'", "''")}'`;
}

/** `column IN ('a', 'b', …)` for a CHECK constraint built from one of the shared enum arrays. */
export function inList(column: string, values: readonly string[]): string {
  if (values.length === 0) throw new Error(`empty value list for ${column}`);
  return `${column} IN (${values.map(literal).join(', ')})`;
}

/** Columns every audited record carries (docs/product/records.md#audit-fields "audit fields"). */
export const AUDIT_COLUMNS = `
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by_user_id uuid NULL REFERENCES users (id) ON DELETE SET NULL,
  last_modified_by_user_id uuid NULL REFERENCES users (id) ON DELETE SET NULL`;

/**
 * Search text parts. Every part yields text and never NULL, and uses only IMMUTABLE functions, as a
 * generated column requires (array_to_string and to_char are only STABLE, hence the keel_* wrappers
 * created in functions.ts).
 */
export const part = {
  text: (column: string) => `coalesce(${column}, '')`,
  number: (column: string) => `coalesce(${column}::text, '')`,
  array: (column: string) => `keel_text_array(${column})`,
  date: (column: string) => `keel_date_text(${column})`,
  timestamp: (column: string) => `keel_ts_text(${column})`,
};

/**
 * Fields are joined with the unit separator (U+001F), a character nobody types into a search box,
 * so a search never matches across two fields. The server searches with
 * `search_text LIKE '%' || lower($term) || '%'` (with % _ \ escaped in $term).
 */
export const SEARCH_SEPARATOR_SQL = `E'\\x1f'`;

/** `search_text text GENERATED ALWAYS AS (lower(a || sep || b …)) STORED`. */
export function searchTextColumn(parts: readonly string[]): string {
  return `search_text text GENERATED ALWAYS AS (lower(${parts.join(` || ${SEARCH_SEPARATOR_SQL} || `)})) STORED`;
}

/** The trigram index that answers `search_text LIKE '%…%'`. */
export function searchIndex(table: string): Statement {
  return `CREATE INDEX ${table}_search_trgm_idx ON ${table} USING gin (search_text gin_trgm_ops)`;
}

/** The BEFORE UPDATE trigger that keeps updated_at current (function in functions.ts). */
export function updatedAtTrigger(table: string): Statement {
  return `CREATE TRIGGER ${table}_set_updated_at BEFORE UPDATE ON ${table} FOR EACH ROW EXECUTE FUNCTION keel_set_updated_at()`;
}

/**
 * Keyset-pagination indexes: one btree per sortable list column, with the primary key as the
 * tiebreaker, e.g. `(lower(last_name), id)`; a btree serves both sort directions.
 */
export function sortIndexes(table: string, pk: string, columns: Record<string, string>): Statement[] {
  return Object.entries(columns).map(([name, expression]) => `CREATE INDEX ${table}_sort_${name}_idx ON ${table} (${expression}, ${pk})`);
}
