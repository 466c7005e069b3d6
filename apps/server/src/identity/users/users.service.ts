import { APIError } from 'better-auth/api';
import type { Kysely } from 'kysely';
import type { Role } from '@keel/shared/roles';
import type { SessionUser } from '@keel/shared/auth';
import type { Database } from '../../db/types';
import { AppError, conflict } from '../../errors';
import type { Auth } from '../../platform/auth/auth';
import { deleteSessionsOfUsers } from '../../platform/auth/credentials.service';
import { sessionsChanged } from '../../platform/auth/session-cache';
import {
  banUsers,
  deleteUser,
  findBanReasonByEmail,
  findSessionUserById,
  findUserDisplayName,
  findUserIdByEmail,
  findUserNameAndStatus,
  setRoleAndPhone,
  unbanUsers,
} from './users.repository';

/** The signed-in user of an id, its session shape from a users row, and how many users there are: as the repository reads them. */
export {
  clearTwoFactorFlag,
  countUsers,
  findPasswordChangeRequired as passwordChangeRequired,
  findSessionUserById,
  findUserTimeZones as userTimeZones,
  setPasswordChangeRequired,
  setUserTimeZone,
  toSessionUser,
} from './users.repository';
import { moveSecretViewsSeen } from './users.repository';
import { secretViewsOf } from '../../platform/mail/mail.service';
import type { SecretViewNotice } from '@keel/shared/two-factor';

/** Why an account is disabled, if it is. */
export const banReasonOf = (db: Kysely<Database>, email: string) => findBanReasonByEmail(db, email);

/** The name to show for a user (full name, else e-mail); undefined when the user is gone. */
export const userDisplayName = (db: Kysely<Database>, id: string) => findUserDisplayName(db, id);
export const userNameAndStatus = (db: Kysely<Database>, id: string) => findUserNameAndStatus(db, id);

/** A user's role; undefined when there is no such user. */
export const userRole = async (db: Kysely<Database>, id: string): Promise<Role | undefined> => (await findSessionUserById(db, id))?.role;

export interface NewAccount {
  fullName: string;
  email: string;
  password: string;
  role: Role;
  phone?: string | null;
  /** false: the owner must confirm the address by mail (decision 0023); the admin command, the demo seed and tests make confirmed accounts. */
  emailVerified?: boolean;
}

/**
 * Creates an e-mail + password account with its role. better-auth writes the user and its
 * credential; then the role, phone and `onCreated` (e.g. an audit entry) commit in one transaction.
 * If that fails, the account is removed again so none is left half-made.
 */
export async function createAccount(
  db: Kysely<Database>,
  auth: Auth,
  input: NewAccount,
  onCreated?: (trx: Kysely<Database>, user: SessionUser) => Promise<void>,
): Promise<SessionUser> {
  // better-auth answers a sign-up for a taken e-mail as if it succeeded (against enumeration);
  // creating staff accounts is not a public path, so we say so plainly.
  if (await findUserIdByEmail(db, input.email)) throw conflict('An account with this e-mail already exists.');
  let userId: string;
  try {
    const result = await auth.api.signUpEmail({
      body: { name: input.fullName, email: input.email.toLowerCase(), password: input.password },
    });
    userId = result.user.id;
  } catch (error) {
    // Lost a race for the e-mail (two instances seeding the demo at once, two admins adding the
    // same member): the unique index refused our insert, and the account now exists.
    if (await findUserIdByEmail(db, input.email)) throw conflict('An account with this e-mail already exists.');
    if (error instanceof APIError) {
      const code = (error.body as { code?: string } | undefined)?.code ?? '';
      if (code.includes('ALREADY_EXISTS')) throw conflict('An account with this e-mail already exists.');
      throw new AppError('VALIDATION_ERROR', error.body?.message ?? error.message);
    }
    throw error;
  }
  try {
    return await db.transaction().execute(async (trx) => {
      await setRoleAndPhone(trx, userId, input.role, input.phone ?? null, input.emailVerified ?? true);
      const user = await findSessionUserById(trx, userId);
      if (!user) throw conflict('An account with this e-mail already exists.'); // lost a race for the e-mail
      await onCreated?.(trx, user);
      return user;
    });
  } catch (error) {
    await deleteUser(db, userId).catch(() => undefined);
    throw error;
  }
}

/**
 * Disables accounts (better-auth's ban: sign-in is refused) and ends all their sessions, in one
 * transaction; every instance forgets their cached sessions. Returns the ids newly disabled.
 */
export async function disableAccounts(db: Kysely<Database>, ids: string[], reason: string): Promise<string[]> {
  const disabled = await db.transaction().execute(async (trx) => {
    const newly = await banUsers(trx, ids, reason);
    await deleteSessionsOfUsers(trx, ids);
    return newly;
  });
  for (const id of ids) sessionsChanged(db, id);
  return disabled;
}

/** Enables the accounts that `disableAccounts` disabled for this same reason; returns their ids. */
export async function enableAccounts(db: Kysely<Database>, ids: string[], reason: string): Promise<string[]> {
  return unbanUsers(db, ids, reason);
}

/**
 * At sign-in: who else viewed a reset or confirmation link mailed to this member in the Outbox
 * since they were last told (decision 0066). Telling them once moves the mark.
 */
export async function takeSecretViews(db: Kysely<Database>, user: { id: string; email: string }): Promise<SecretViewNotice[]> {
  return db.transaction().execute(async (trx) => {
    const since = await moveSecretViewsSeen(trx, user.id);
    if (since === undefined) return [];
    const views = await secretViewsOf(trx, user.email, user.id, since);
    return views.map((v) => ({ by: v.by, kind: v.kind, at: v.at.toISOString() }));
  });
}

/** Edits of a user by account, team and e-mail confirmation (decision 0110). */
export { MEMBER_COLUMNS, markConfirmed, PROFILE_COLUMNS, setActive, setRole, updateProfile } from './user-edits.repository';
