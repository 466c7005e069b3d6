import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

const PROFILE_COLUMNS = ['id', 'email', 'role', 'full_name', 'avatar_url', 'phone', 'time_zone'] as const;

export async function findProfileForUpdate(db: Kysely<Database>, userId: string) {
  return db.selectFrom('users').select(PROFILE_COLUMNS).where('id', '=', userId).forUpdate().executeTakeFirst();
}

export async function updateProfile(
  db: Kysely<Database>,
  userId: string,
  values: { full_name?: string; phone?: string | null; avatar_url?: string },
) {
  return db.updateTable('users').set(values).where('id', '=', userId).returning(PROFILE_COLUMNS).executeTakeFirstOrThrow();
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

export async function setPasswordHash(db: Kysely<Database>, accountId: string, hash: string) {
  await db.updateTable('accounts').set({ password: hash, updated_at: new Date() }).where('id', '=', accountId).execute();
}
