import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { PROFILE_COLUMNS } from '../users/users.service';

export async function findProfileForUpdate(db: Kysely<Database>, userId: string) {
  return db.selectFrom('users').select(PROFILE_COLUMNS).where('id', '=', userId).forUpdate().executeTakeFirst();
}

/** The e-mail + password credential of a user (better-auth's 'credential' account). */
export async function findPasswordAccount(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('accounts')
    .select(['id', 'password'])
    .where('user_id', '=', userId)
    .where('provider_id', '=', 'credential')
    .forUpdate()
    .executeTakeFirst();
}
