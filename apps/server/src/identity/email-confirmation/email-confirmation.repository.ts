import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';

const identifier = (tokenHash: string) => `email-confirmation:${tokenHash}`;

/** One live link per user: a new one replaces those sent before. */
export async function replaceConfirmationToken(db: Kysely<Database>, userId: string, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.deleteFrom('verifications').where('identifier', 'like', 'email-confirmation:%').where('value', '=', userId).execute();
  await db
    .insertInto('verifications')
    .values({ identifier: identifier(tokenHash), value: userId, expires_at: expiresAt })
    .execute();
}

/** Uses up a link (one statement, so it works once): its user's id when it had not expired. */
export async function consumeConfirmationToken(db: Kysely<Database>, tokenHash: string): Promise<string | undefined> {
  const rows = await db
    .deleteFrom('verifications')
    .where('identifier', '=', identifier(tokenHash))
    .returning(['value', 'expires_at'])
    .execute();
  const row = rows[0];
  return row && row.expires_at.getTime() > Date.now() ? row.value : undefined;
}

export async function markConfirmed(db: Kysely<Database>, userId: string) {
  return db
    .updateTable('users')
    .set({ email_verified: true })
    .where('id', '=', userId)
    .returning(['id', 'email', 'full_name'])
    .executeTakeFirst();
}

export function findUnconfirmedUser(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'full_name'])
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .where('email_verified', '=', false)
    .executeTakeFirst();
}

/** Confirmation mails written to this address since `since` (the per-address resend limit). */
export async function countRecentConfirmationMails(db: Kysely<Database>, email: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('kind', '=', 'email-confirmation')
    .where('to_address', '=', email)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
