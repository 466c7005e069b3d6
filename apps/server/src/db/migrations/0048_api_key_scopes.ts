import { type Kysely, sql } from 'kysely';

/**
 * Decision 0067: an API key has a scope chosen at its creation — 'read', 'read_write' or 'admin'.
 * Keys made before this migration become 'read_write': one that acted as an admin loses the
 * admin-only routes until its owner makes a key with the admin scope (a key must never keep more
 * than was chosen for it, and these were never chosen).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE api_keys
    ADD COLUMN scope text NOT NULL DEFAULT 'read_write' CHECK (scope IN ('read', 'read_write', 'admin'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE api_keys DROP COLUMN scope`.execute(db);
}
