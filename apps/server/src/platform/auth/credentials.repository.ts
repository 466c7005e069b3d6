import type { Kysely } from 'kysely';
import type { ApiKeyScope } from '@keel/shared/access';
import type { Database } from '../../db/types';
import { isRecordId } from '../../lib/record-id';

// The credential tables are auth's: better-auth's (sessions, accounts, verifications) and API keys.
// The identity flows that end sessions, set passwords, issue one-time links and API keys write them
// here (decision 0110).

type Db = Kysely<Database>;

/** Ends one of the user's sessions; undefined when it is not theirs or already gone. */
export async function deleteSession(db: Db, userId: string, sessionId: string) {
  if (!isRecordId(sessionId)) return undefined;
  return db
    .deleteFrom('sessions')
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .returning(['id', 'ip_address', 'user_agent'])
    .executeTakeFirst();
}

/** Ends every session of the user (but `keepSessionId`, when given); how many ended. */
export async function deleteSessionsOf(db: Db, userId: string, keepSessionId?: string) {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepSessionId) query = query.where('id', '!=', keepSessionId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Ends every session of these users. */
export async function deleteSessionsOfUsers(db: Db, ids: string[]) {
  if (ids.length) await db.deleteFrom('sessions').where('user_id', 'in', ids).execute();
}

/** Sets the password hash of one credential account (found by the caller under a lock). */
export async function setPasswordHash(db: Db, accountId: string, hash: string) {
  await db.updateTable('accounts').set({ password: hash, updated_at: new Date() }).where('id', '=', accountId).execute();
}

/** Sets the password hash of the user's e-mail + password account; false when they have none. */
export async function setCredentialPassword(db: Db, userId: string, hash: string): Promise<boolean> {
  const result = await db
    .updateTable('accounts')
    .set({ password: hash, updated_at: new Date() })
    .where('user_id', '=', userId)
    .where('provider_id', '=', 'credential')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** A one-time link's token, stored as `purpose:hash` for the user: one live link per user and purpose, a new one replaces those sent before. */
export async function replaceLinkToken(db: Db, purpose: string, userId: string, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.deleteFrom('verifications').where('identifier', 'like', `${purpose}:%`).where('value', '=', userId).execute();
  await db
    .insertInto('verifications')
    .values({ identifier: `${purpose}:${tokenHash}`, value: userId, expires_at: expiresAt })
    .execute();
}

/** Uses up a link (one statement, so it works once): its user's id when it existed and had not expired. */
export async function consumeLinkToken(db: Db, purpose: string, tokenHash: string): Promise<string | undefined> {
  const rows = await db
    .deleteFrom('verifications')
    .where('identifier', '=', `${purpose}:${tokenHash}`)
    .returning(['value', 'expires_at'])
    .execute();
  const row = rows[0];
  return row && row.expires_at.getTime() > Date.now() ? row.value : undefined;
}

/** An API key as its owner and Team Management see it (never its hash). */
export const KEY_COLUMNS = ['id', 'name', 'key_prefix', 'scope', 'expires_at', 'last_used_at', 'created_at'] as const;

export async function insertApiKey(
  db: Db,
  values: { user_id: string; name: string; key_hash: string; key_prefix: string; scope: ApiKeyScope; expires_at: Date | null },
) {
  return db.insertInto('api_keys').values(values).returning(KEY_COLUMNS).executeTakeFirstOrThrow();
}

/** Revokes (deletes) one of the user's keys (any member's when `userId` is null: an admin's revoke); undefined when not found. */
export async function deleteApiKey(db: Db, userId: string | null, keyId: string) {
  if (!isRecordId(keyId)) return undefined;
  let query = db.deleteFrom('api_keys').where('id', '=', keyId);
  if (userId !== null) query = query.where('user_id', '=', userId);
  return query.returning(['id', 'name', 'key_prefix', 'user_id']).executeTakeFirst();
}

/** Revokes (deletes) every API key of the user; how many there were. */
export async function deleteApiKeysOf(db: Db, userId: string) {
  const result = await db.deleteFrom('api_keys').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
