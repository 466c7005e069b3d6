import { type Kysely, sql } from 'kysely';

/**
 * Decision 0068: a TOTP code is accepted once (RFC 6238 §5.2). A code is claimed for its user
 * before it is checked; a claim younger than TOTP_REUSE_WINDOW (two minutes: the 90 s a code is
 * valid, with a step either side, and some clock skew) refuses the same code again. Only a hash of
 * the code is kept; a claim for a code that turns out wrong is released.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE totp_used_codes (
    user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    code_hash text NOT NULL,
    used_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (user_id, code_hash)
  )`.execute(db);
  await sql`CREATE INDEX totp_used_codes_used_at_idx ON totp_used_codes (used_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE totp_used_codes`.execute(db);
}
