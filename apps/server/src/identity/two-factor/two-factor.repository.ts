import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';

export async function isTwoFactorEnabled(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('two_factor_enabled').where('id', '=', userId).executeTakeFirst();
  return row?.two_factor_enabled ?? false;
}

/** The user a pending second sign-in step (better-auth's `2fa-…` verification) belongs to. */
export async function findChallengeUser(db: Kysely<Database>, identifier: string): Promise<{ id: string; email: string } | undefined> {
  return db
    .selectFrom('verifications')
    .innerJoin('users', (join) => join.on(sql`users.id::text`, '=', sql.ref('verifications.value')))
    .select(['users.id', 'users.email'])
    .where('verifications.identifier', '=', identifier)
    .where('verifications.expires_at', '>', new Date())
    .executeTakeFirst();
}

/**
 * Claims a TOTP code for its user (decision 0068): true when it was not used within `windowMs`
 * (one statement, so two requests with the same code never both get it).
 */
export async function claimTotpCode(db: Kysely<Database>, userId: string, codeHash: string, windowMs: number): Promise<boolean> {
  const staleBefore = new Date(Date.now() - windowMs);
  await db
    .deleteFrom('totp_used_codes')
    .where('used_at', '<', new Date(Date.now() - 10 * windowMs))
    .execute();
  const row = await db
    .insertInto('totp_used_codes')
    .values({ user_id: userId, code_hash: codeHash, used_at: new Date() })
    .onConflict((oc) =>
      oc.columns(['user_id', 'code_hash']).doUpdateSet({ used_at: new Date() }).where('totp_used_codes.used_at', '<', staleBefore),
    )
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** A claim for a code that was not accepted after all (wrong, or the step failed): it may be tried again. */
export async function releaseTotpCode(db: Kysely<Database>, userId: string, codeHash: string): Promise<void> {
  await db.deleteFrom('totp_used_codes').where('user_id', '=', userId).where('code_hash', '=', codeHash).execute();
}

/** Removes a user's second factor (secret and recovery codes) and their used codes; whether they had one. */
export async function deleteSecondFactor(db: Kysely<Database>, userId: string): Promise<boolean> {
  await db.deleteFrom('totp_used_codes').where('user_id', '=', userId).execute();
  const result = await db.deleteFrom('two_factors').where('user_id', '=', userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
