import { type Kysely, sql } from 'kysely';

/**
 * Personal API keys (decision 0021): only the SHA-256 of a key is stored; the key itself is shown
 * once. A key belongs to one user and acts with that user's role; deleting the user deletes it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE api_keys (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
    key_hash text NOT NULL UNIQUE,
    key_prefix text NOT NULL,
    expires_at timestamptz NULL,
    last_used_at timestamptz NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX api_keys_user_idx ON api_keys (user_id, created_at DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE api_keys`.execute(db);
}
