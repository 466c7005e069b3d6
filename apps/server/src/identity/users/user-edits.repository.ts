import type { Kysely } from 'kysely';
import type { Role } from '@keel/shared/roles';
import type { Database } from '../../db/types';

// The users table is the users module's: account (profile), team (role, active) and e-mail
// confirmation edit a user here (decision 0110).

type Db = Kysely<Database>;

/** A user's own profile as the account pages show it. */
export const PROFILE_COLUMNS = ['id', 'email', 'role', 'full_name', 'avatar_url', 'phone', 'time_zone'] as const;
/** A member as Team Management lists them. */
export const MEMBER_COLUMNS = ['id', 'full_name', 'email', 'role', 'phone', 'avatar_url', 'banned', 'two_factor_enabled'] as const;

export async function updateProfile(db: Db, userId: string, values: { full_name?: string; phone?: string | null; avatar_url?: string }) {
  return db.updateTable('users').set(values).where('id', '=', userId).returning(PROFILE_COLUMNS).executeTakeFirstOrThrow();
}

export async function setRole(db: Db, id: string, role: Role) {
  return db.updateTable('users').set({ role }).where('id', '=', id).returning(MEMBER_COLUMNS).executeTakeFirstOrThrow();
}

/** Deactivates or reactivates a member (their credentials end in access.service, decision 0066). */
export async function setActive(db: Db, id: string, active: boolean) {
  return db
    .updateTable('users')
    .set({ banned: !active, ban_reason: active ? null : 'Deactivated by an admin' })
    .where('id', '=', id)
    .returning(MEMBER_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Marks the user's e-mail address confirmed (decision 0023); their id, e-mail and name, undefined when gone. */
export async function markConfirmed(db: Db, userId: string) {
  return db
    .updateTable('users')
    .set({ email_verified: true })
    .where('id', '=', userId)
    .returning(['id', 'email', 'full_name'])
    .executeTakeFirst();
}
