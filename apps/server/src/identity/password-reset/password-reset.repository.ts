import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';

/** Reset requests for this e-mail and from this address since `since` (the rate limit counts all, known e-mail or not). */
export async function countRecentRequests(
  db: Kysely<Database>,
  email: string,
  ip: string,
  since: Date,
): Promise<{ byEmail: number; byIp: number }> {
  const row = await db
    .selectFrom('password_reset_requests')
    .select([
      sql<string>`count(*) filter (where email = ${email})`.as('by_email'),
      sql<string>`count(*) filter (where ip = ${ip})`.as('by_ip'),
    ])
    .where('created_at', '>=', since)
    .where((eb) => eb.or([eb('email', '=', email), eb('ip', '=', ip)]))
    .executeTakeFirstOrThrow();
  return { byEmail: Number(row.by_email), byIp: Number(row.by_ip) };
}

export async function logRequest(db: Kysely<Database>, email: string, ip: string, olderThan: Date): Promise<void> {
  await db.deleteFrom('password_reset_requests').where('created_at', '<', olderThan).execute();
  await db.insertInto('password_reset_requests').values({ email, ip }).execute();
}

export function findUserByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'full_name'])
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

const identifier = (tokenHash: string) => `password-reset:${tokenHash}`;

/** One live link per user: a new one replaces the ones sent before. */
export async function replaceResetToken(db: Kysely<Database>, userId: string, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.deleteFrom('verifications').where('identifier', 'like', 'password-reset:%').where('value', '=', userId).execute();
  await db
    .insertInto('verifications')
    .values({ identifier: identifier(tokenHash), value: userId, expires_at: expiresAt })
    .execute();
}

/** Uses up a link: its user's id when it existed and had not expired (one statement, so it works once). */
export async function consumeResetToken(db: Kysely<Database>, tokenHash: string): Promise<string | undefined> {
  const rows = await db
    .deleteFrom('verifications')
    .where('identifier', '=', identifier(tokenHash))
    .returning(['value', 'expires_at'])
    .execute();
  const row = rows[0];
  return row && row.expires_at.getTime() > Date.now() ? row.value : undefined;
}

export function findUserById(db: Kysely<Database>, id: string) {
  return db.selectFrom('users').select(['id', 'full_name', 'email']).where('id', '=', id).executeTakeFirst();
}

export async function setCredentialPassword(db: Kysely<Database>, userId: string, hash: string): Promise<boolean> {
  const result = await db
    .updateTable('accounts')
    .set({ password: hash, updated_at: new Date() })
    .where('user_id', '=', userId)
    .where('provider_id', '=', 'credential')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
