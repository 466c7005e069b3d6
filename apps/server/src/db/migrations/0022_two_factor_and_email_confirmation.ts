import { type Kysely, sql } from 'kysely';

/**
 * Two-factor sign-in and e-mail confirmation (decision 0023).
 * - `users.two_factor_enabled` and `two_factors` are better-auth's twoFactor plugin model
 *   (secret and recovery codes stored encrypted; its failure counter and lock per account).
 * - Accounts that exist already were made before confirmation was asked for: they count as
 *   confirmed, so nobody who could sign in yesterday is locked out today.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN two_factor_enabled boolean NOT NULL DEFAULT false`.execute(db);
  await sql`UPDATE users SET email_verified = true`.execute(db);
  await sql`CREATE TABLE two_factors (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    secret text NOT NULL,
    backup_codes text NOT NULL,
    verified boolean NOT NULL DEFAULT true,
    failed_verification_count integer NOT NULL DEFAULT 0,
    locked_until timestamptz NULL,
    CONSTRAINT two_factors_user_id_key UNIQUE (user_id)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE two_factors`.execute(db);
  await sql`ALTER TABLE users DROP COLUMN two_factor_enabled`.execute(db);
}
