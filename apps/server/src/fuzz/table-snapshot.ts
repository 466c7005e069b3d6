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
const COMPARED_COLUMNS: Record<string, string[]> = { sessions: ['id', 'user_id', 'token', 'expires_at', 'ip_address', 'user_agent'] };

/** Where the test database's triggers note each changed row (a throwaway copy of the template: never a real database). */
const CHANGES = 'test_row_changes';

/**
 * Notes every row written to the test database's tables from now on, by triggers: an insert, a
 * delete, a truncate, and an update that changes a compared value. `take()` returns how many
 * changes each table has had so far, so two snapshots differ exactly where rows changed in
 * between. Each change is its own row in CHANGES, taken by `delete … returning` (no counter row
 * that concurrent writers would queue on, and a rolled-back write leaves nothing). Checksumming
 * every table instead took 10 ms a snapshot, 33 s of the bad-input fuzz's 60 s.
 */
export async function tableSnapshotter(db: Kysely<Database>) {
  const tables = (
    await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not like 'kysely_%'
      order by table_name`.execute(db)
  ).rows
    .map((r) => r.name)
    .filter((name) => !EXPECTED_TO_CHANGE_ON_REJECTION.has(name) && name !== CHANGES);
  await sql`create unlogged table if not exists ${sql.table(CHANGES)} (name text not null)`.execute(db);
  await sql`
    create or replace function test_note_row_change() returns trigger language plpgsql as $$
    begin
      insert into ${sql.raw(CHANGES)} (name) values (TG_TABLE_NAME);
      return null;
    end $$`.execute(db);
  for (const name of tables) {
    const columns = COMPARED_COLUMNS[name];
    const changed = columns
      ? sql.raw(`(${columns.map((c) => `old.${c}`).join(', ')}) is distinct from (${columns.map((c) => `new.${c}`).join(', ')})`)
      : sql.raw('old.* is distinct from new.*');
    const table = sql.table(name);
    for (const trigger of ['test_row_written', 'test_row_updated', 'test_table_truncated'])
      await sql`drop trigger if exists ${sql.id(trigger)} on ${table}`.execute(db);
    await sql`create trigger test_row_written after insert or delete on ${table} for each row execute function test_note_row_change()`.execute(
      db,
    );
    await sql`create trigger test_row_updated after update on ${table} for each row when (${changed}) execute function test_note_row_change()`.execute(
      db,
    );
    await sql`create trigger test_table_truncated after truncate on ${table} for each statement execute function test_note_row_change()`.execute(
      db,
    );
  }
  const counts: Record<string, number> = Object.fromEntries(tables.map((name) => [name, 0]));
  return {
    tables,
    async take(): Promise<Record<string, string>> {
      const { rows } = await sql<{ name: string }>`delete from ${sql.table(CHANGES)} returning name`.execute(db);
      for (const { name } of rows) counts[name] = (counts[name] ?? 0) + 1;
      return Object.fromEntries(Object.entries(counts).map(([name, n]) => [name, String(n)]));
    },
  };
}

/** The tables that changed between two snapshots. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys(after).filter((name) => before[name] !== after[name]);
}
