import { type Kysely, sql } from 'kysely';

/**
 * Every record a person edits in a form carries a version (decision 0016): an edit names the
 * version it started from and a stale one is refused with 409, so two people's saves never
 * silently overwrite each other. Deals have had theirs since 0001 (decision 0006). A constant
 * default makes ADD COLUMN a catalogue change on PostgreSQL 11+: no table rewrite at a million rows.
 */
const TABLES = ['contacts', 'companies', 'jobs', 'applicants'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await sql.raw(`ALTER TABLE ${table} ADD COLUMN version integer NOT NULL DEFAULT 1`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await sql.raw(`ALTER TABLE ${table} DROP COLUMN version`).execute(db);
}
