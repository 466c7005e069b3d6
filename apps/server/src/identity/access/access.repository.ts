import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { KEY_COLUMNS } from '../../platform/auth/credentials.service';

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

export async function listApiKeys(db: Kysely<Database>, userId: string) {
  return db.selectFrom('api_keys').select(KEY_COLUMNS).where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id').execute();
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
