import type { Kysely } from 'kysely';
import type { ApiKeyScope } from '@keel/shared/access';
import type { Database } from '../../db/types';
import { isRecordId } from '../../lib/record-id';

/** A user's unexpired sessions, most recently active first. */
export async function listSessions(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('sessions')
    .select(['id', 'ip_address', 'user_agent', 'created_at', 'updated_at'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', new Date())
    .orderBy('updated_at', 'desc')
    .orderBy('id')
    .execute();
}

/** Ends one of the user's sessions; undefined when it is not theirs or already gone. */
export async function deleteSession(db: Kysely<Database>, userId: string, sessionId: string) {
  if (!isRecordId(sessionId)) return undefined;
  return db
    .deleteFrom('sessions')
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .returning(['id', 'ip_address', 'user_agent'])
    .executeTakeFirst();
}

const KEY_COLUMNS = ['id', 'name', 'key_prefix', 'scope', 'expires_at', 'last_used_at', 'created_at'] as const;

export async function listApiKeys(db: Kysely<Database>, userId: string) {
  return db.selectFrom('api_keys').select(KEY_COLUMNS).where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id').execute();
}

export async function insertApiKey(
  db: Kysely<Database>,
  values: { user_id: string; name: string; key_hash: string; key_prefix: string; scope: ApiKeyScope; expires_at: Date | null },
) {
  return db.insertInto('api_keys').values(values).returning(KEY_COLUMNS).executeTakeFirstOrThrow();
}

/** Revokes (deletes) one of the user's keys (any member's when `userId` is null: an admin's revoke); undefined when not found. */
export async function deleteApiKey(db: Kysely<Database>, userId: string | null, keyId: string) {
  if (!isRecordId(keyId)) return undefined;
  let query = db.deleteFrom('api_keys').where('id', '=', keyId);
  if (userId !== null) query = query.where('user_id', '=', userId);
  return query.returning(['id', 'name', 'key_prefix', 'user_id']).executeTakeFirst();
}

/** Every member's keys with their owners, newest first (Team Management, decision 0067). */
export async function listEveryApiKey(db: Kysely<Database>) {
  return db
    .selectFrom('api_keys')
    .innerJoin('users', 'users.id', 'api_keys.user_id')
    .select([
      'api_keys.id',
      'api_keys.name',
      'api_keys.key_prefix',
      'api_keys.scope',
      'api_keys.expires_at',
      'api_keys.last_used_at',
      'api_keys.created_at',
      'users.id as owner_id',
      'users.full_name as owner_name',
      'users.email as owner_email',
    ])
    .orderBy('api_keys.created_at', 'desc')
    .orderBy('api_keys.id')
    .limit(1000)
    .execute();
}

/** Ends every session of the user (but `keepSessionId`, when given); how many ended. */
export async function deleteSessionsOf(db: Kysely<Database>, userId: string, keepSessionId?: string) {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepSessionId) query = query.where('id', '!=', keepSessionId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Revokes (deletes) every API key of the user; how many there were. */
export async function deleteApiKeysOf(db: Kysely<Database>, userId: string) {
  const result = await db.deleteFrom('api_keys').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
