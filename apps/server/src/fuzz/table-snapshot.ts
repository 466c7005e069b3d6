import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/types';

/**
 * Failed sign-ins are counted on purpose (a refused sign-in must still count towards the limit),
 * so this table is the one a rejected request may change.
 */
const EXPECTED_TO_CHANGE_ON_REJECTION = new Set<string>(['auth_rate_limits']);

/**
 * Tables compared by some columns only: a session's "last active" (`updated_at`) moves with any
 * request, a read included, at most once a minute (decision 0068); its other columns must not.
 */
const COMPARED_COLUMNS: Record<string, string> = { sessions: 'id, user_id, token, expires_at, ip_address, user_agent' };

/** Every table of db/types.ts with a row count and a checksum of its rows, in one query. */
export async function tableSnapshotter(db: Kysely<Database>) {
  const tables = (
    await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not like 'kysely_%'
      order by table_name`.execute(db)
  ).rows
    .map((r) => r.name)
    .filter((name) => !EXPECTED_TO_CHANGE_ON_REJECTION.has(name));
  const parts = tables.map((name) => {
    const columns = COMPARED_COLUMNS[name];
    const from = columns ? sql`(select ${sql.raw(columns)} from ${sql.table(name)})` : sql.table(name);
    return sql`select ${name}::text as name, count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as sum from ${from} t`;
  });
  const query = sql.join(parts, sql` union all `);
  return {
    tables,
    async take(): Promise<Record<string, string>> {
      const rows = (await sql<{ name: string; sum: string }>`${query}`.execute(db)).rows;
      return Object.fromEntries(rows.map((r) => [r.name, r.sum]));
    },
  };
}

/** The tables whose checksum differs between two snapshots. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys(after).filter((name) => before[name] !== after[name]);
}
