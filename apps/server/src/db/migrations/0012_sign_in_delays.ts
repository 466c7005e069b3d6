import { type Kysely, sql } from 'kysely';

/**
 * Sign-in protection (decision 0014): an e-mail's counter across all addresses no longer blocks
 * the account; it spaces out further guesses from addresses that have already failed for it.
 * `next_attempt_at` is when such an address may try that e-mail again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE auth_rate_limits ADD COLUMN next_attempt_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE auth_rate_limits DROP COLUMN next_attempt_at`.execute(db);
}
