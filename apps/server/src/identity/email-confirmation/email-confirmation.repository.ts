import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';

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
