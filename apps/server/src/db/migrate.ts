import { type Kysely, sql } from 'kysely';
import { DEFAULT_MIGRATION_TABLE, Migrator } from 'kysely/migration';
import type { Database } from './types';
import { migrationProvider } from './migrations';

/**
 * True when the database has applied exactly the migrations this build knows, so there is nothing
 * to do: two small queries. Kysely's migrator finds that out too, but first introspects every
 * table and column several times (about 0.6 s of each start on the embedded database; decision 0107).
 */
export async function migrationsUpToDate(db: Kysely<Database>): Promise<boolean> {
  const { rows } = await sql<{ found: string | null }>`select to_regclass(${DEFAULT_MIGRATION_TABLE})::text as found`.execute(db);
  if (!rows[0]?.found) return false;
  const applied = await sql<{ name: string }>`select name from ${sql.table(DEFAULT_MIGRATION_TABLE)} order by name`.execute(db);
  const known = Object.keys(await migrationProvider.getMigrations()).sort();
  return applied.rows.length === known.length && applied.rows.every((row, i) => row.name === known[i]);
}

/**
 * Brings the schema up to date. Kysely's migrator holds a row lock on its lock table for the
 * whole run, so several instances starting at once on one PostgreSQL migrate exactly once; an
 * up-to-date database is recognised without it (decision 0107).
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  if (await migrationsUpToDate(db)) return [];
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String((error as Error).message ?? error)}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
