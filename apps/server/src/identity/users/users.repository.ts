import type { Kysely } from 'kysely';
import type { Role } from '@keel/shared/roles';
import type { SessionUser } from '@keel/shared/auth';
import type { Database } from '../../db/types';

const sessionUserColumns = ['id', 'email', 'role', 'full_name', 'avatar_url', 'phone', 'time_zone'] as const;

type SessionUserRow = {
  id: string;
  email: string;
  role: string;
  full_name: string | null;
  avatar_url: string | null;
  phone: string | null;
  time_zone?: string | null;
};

/** A profile as the API reports it; an empty name falls back to the e-mail (docs/product/records.md#profiles default profile). */
export function toSessionUser(row: SessionUserRow): SessionUser {
  return {
    id: row.id,
    email: row.email,
    role: row.role as Role,
    fullName: row.full_name?.trim() || row.email,
    avatarUrl: row.avatar_url,
    phone: row.phone,
    timeZone: row.time_zone ?? null,
  };
}

/**
 * Sets a member's time zone (decision 0080); with `onlyIfUnset`, only while they have none (the
 * browser's zone at the first sign-in never replaces one chosen). The member as they are after it.
 */
export async function setUserTimeZone(
  db: Kysely<Database>,
  id: string,
  zone: string,
  onlyIfUnset: boolean,
): Promise<SessionUser | undefined> {
  await db
    .updateTable('users')
    .set({ time_zone: zone })
    .where('id', '=', id)
    .$if(onlyIfUnset, (q) => q.where('time_zone', 'is', null))
    .execute();
  return findSessionUserById(db, id);
}

/** The members' own time zones (null for a member who has none yet), by id. */
export async function findUserTimeZones(db: Kysely<Database>, ids: readonly string[]): Promise<Map<string, string | null>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'time_zone'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.id, r.time_zone]));
}

export async function findSessionUserById(db: Kysely<Database>, id: string): Promise<SessionUser | undefined> {
  const row = await db.selectFrom('users').select(sessionUserColumns).where('id', '=', id).executeTakeFirst();
  return row ? toSessionUser(row) : undefined;
}

export async function findUserIdByEmail(db: Kysely<Database>, email: string): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('id').where('email', '=', email.toLowerCase()).executeTakeFirst();
  return row?.id;
}

/** Why an account is disabled (better-auth's ban reason), or null/undefined. */
export async function findBanReasonByEmail(db: Kysely<Database>, email: string): Promise<string | null | undefined> {
  const row = await db.selectFrom('users').select('ban_reason').where('email', '=', email.toLowerCase()).executeTakeFirst();
  return row?.ban_reason;
}

export async function countUsers(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function setRoleAndPhone(db: Kysely<Database>, id: string, role: Role, phone: string | null, emailVerified = true) {
  await db.updateTable('users').set({ role, phone, email_verified: emailVerified }).where('id', '=', id).execute();
}

export async function deleteUser(db: Kysely<Database>, id: string) {
  await db.deleteFrom('users').where('id', '=', id).execute();
}

/** The name to show for a user (full name, else e-mail); undefined when the user is gone. */
export async function findUserDisplayName(db: Kysely<Database>, id: string): Promise<string | undefined> {
  return (await findUserNameAndStatus(db, id))?.name;
}

/** The display name and whether an admin has deactivated the user; undefined when the user is gone. */
export async function findUserNameAndStatus(db: Kysely<Database>, id: string): Promise<{ name: string; deactivated: boolean } | undefined> {
  const row = await db.selectFrom('users').select(['full_name', 'email', 'banned']).where('id', '=', id).executeTakeFirst();
  return row ? { name: row.full_name.trim() || row.email, deactivated: row.banned === true } : undefined;
}

/** Disables the accounts that are not disabled yet, with `reason`; returns the ids it disabled. */
export async function banUsers(db: Kysely<Database>, ids: string[], reason: string): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db
    .updateTable('users')
    .set({ banned: true, ban_reason: reason, ban_expires: null })
    .where('id', 'in', ids)
    .where((eb) => eb.or([eb('banned', 'is', null), eb('banned', '=', false)]))
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/** Enables again the accounts that were disabled for exactly `reason` (not those disabled for another); returns their ids. */
export async function unbanUsers(db: Kysely<Database>, ids: string[], reason: string): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db
    .updateTable('users')
    .set({ banned: false, ban_reason: null, ban_expires: null })
    .where('id', 'in', ids)
    .where('banned', '=', true)
    .where('ban_reason', '=', reason)
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/** Turns a user's two-factor flag off (an admin's reset of a lost second factor, decision 0066); their name and e-mail. */
export async function clearTwoFactorFlag(db: Kysely<Database>, id: string) {
  return db
    .updateTable('users')
    .set({ two_factor_enabled: false })
    .where('id', '=', id)
    .returning(['id', 'email', 'full_name', 'two_factor_enabled'])
    .executeTakeFirst();
}

/** When the user was last told who viewed their secrets (decision 0066), moved to now; the previous value. */
export async function moveSecretViewsSeen(db: Kysely<Database>, id: string): Promise<Date | null | undefined> {
  const before = await db.selectFrom('users').select('secret_views_seen_at').where('id', '=', id).forUpdate().executeTakeFirst();
  if (!before) return undefined;
  await db.updateTable('users').set({ secret_views_seen_at: new Date() }).where('id', '=', id).execute();
  return before.secret_views_seen_at;
}

/** Whether the member must choose a new password before anything else (decision 0068). */
export async function setPasswordChangeRequired(db: Kysely<Database>, id: string, required: boolean): Promise<void> {
  await db.updateTable('users').set({ password_change_required: required }).where('id', '=', id).execute();
}

export async function findPasswordChangeRequired(db: Kysely<Database>, id: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('password_change_required').where('id', '=', id).executeTakeFirst();
  return row?.password_change_required ?? false;
}
