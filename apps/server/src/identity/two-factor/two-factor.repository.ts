import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';

export async function isTwoFactorEnabled(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('two_factor_enabled').where('id', '=', userId).executeTakeFirst();
  return row?.two_factor_enabled ?? false;
}

/** The e-mail of the user a pending second sign-in step (better-auth's `2fa-…` verification) belongs to. */
export async function findChallengeEmail(db: Kysely<Database>, identifier: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('verifications')
    .innerJoin('users', (join) => join.on(sql`users.id::text`, '=', sql.ref('verifications.value')))
    .select('users.email')
    .where('verifications.identifier', '=', identifier)
    .where('verifications.expires_at', '>', new Date())
    .executeTakeFirst();
  return row?.email;
}
