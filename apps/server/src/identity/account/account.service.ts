import type { Kysely } from 'kysely';
import { ACCOUNT_MESSAGES, AVATAR_MAX_BYTES } from '@keel/shared/account';
import type { SessionUser } from '@keel/shared/auth';
import type { Database } from '../../db/types';
import { AppError, unauthenticated, validationError } from '../../errors';
import { changedFields } from '../../lib/audit-changes';
import { recordAudit } from '../../platform/audit/audit.service';
import type { Auth } from '../../platform/auth/auth';
import { sessionsChangedAfter } from '../../platform/auth/session-cache';
import { EXTENSION_OF, RASTER_IMAGE_TYPES, sniffContentType } from '../../platform/files/content-type';
import { deleteFile, putFile } from '../../platform/files/files.service';
import { setPasswordChangeRequired, setUserTimeZone, toSessionUser } from '../users/users.service';
import { endCredentials } from '../access/access.service';
import type { JobEngine } from '../../platform/background/job-engine';
import { setPasswordHash } from '../../platform/auth/credentials.service';
import { updateProfile } from '../users/users.service';
import { findPasswordAccount, findProfileForUpdate } from './account.repository';

/** Profile Information: full name and phone; the e-mail is read-only (docs/product/crm.md#account-settings, docs/product/validation.md#profile). */
export async function saveProfile(
  db: Kysely<Database>,
  user: SessionUser,
  values: { full_name: string; phone: string | null },
): Promise<SessionUser> {
  return db
    .transaction()
    .execute(async (trx) => {
      const before = await findProfileForUpdate(trx, user.id);
      if (!before) throw unauthenticated(ACCOUNT_MESSAGES.noUser);
      const after = await updateProfile(trx, user.id, values);
      await recordAudit(trx, {
        actionType: 'PROFILE_UPDATED',
        user,
        entityType: 'user',
        entityId: user.id,
        details: { changes: changedFields(before, after, ['full_name', 'phone']) },
      });
      return toSessionUser(after);
    })
    .then(sessionsChangedAfter(db, user.id));
}

/**
 * What other modules keep in a member's zone (a task's due moment, workspace): brought up to date
 * when the zone changes, inside the same transaction. The composition root (app.ts) registers it,
 * as identity knows no workspace table (decision 0091).
 */
export type TimeZoneListener = (trx: Kysely<Database>, jobs: JobEngine, userId: string, previousZone: string | null) => Promise<void>;
const timeZoneListeners = new Set<TimeZoneListener>();

export function onTimeZoneChanged(listener: TimeZoneListener): void {
  timeZoneListeners.add(listener);
}

/**
 * My time zone (decision 0080): mail times and task due times are read in it. `onlyIfUnset` is the
 * browser's zone sent at the first sign-in: it is stored only while the member has none, so a zone
 * chosen in Account Settings is never replaced by a browser's.
 */
export async function saveTimeZone(
  db: Kysely<Database>,
  jobs: JobEngine,
  user: SessionUser,
  { time_zone, only_if_unset }: { time_zone: string; only_if_unset: boolean },
): Promise<SessionUser> {
  return db
    .transaction()
    .execute(async (trx) => {
      const before = await findProfileForUpdate(trx, user.id);
      if (!before) throw unauthenticated(ACCOUNT_MESSAGES.noUser);
      const after = await setUserTimeZone(trx, user.id, time_zone, only_if_unset);
      if (!after) throw unauthenticated(ACCOUNT_MESSAGES.noUser);
      if (after.timeZone !== before.time_zone)
        for (const listener of timeZoneListeners) await listener(trx, jobs, user.id, before.time_zone);
      // A member's choice is audited; the browser's zone taken at the first sign-in is not (no one chose it).
      if (!only_if_unset && after.timeZone !== before.time_zone)
        await recordAudit(trx, {
          actionType: 'PROFILE_UPDATED',
          user,
          entityType: 'user',
          entityId: user.id,
          details: { changes: { time_zone: { from: before.time_zone, to: after.timeZone ?? null } } },
        });
      return after;
    })
    .then(sessionsChangedAfter(db, user.id));
}

/**
 * A new avatar: under 2 MB and really a JPG, PNG, WEBP or GIF (by its bytes), stored at
 * {userId}/{timestamp}.{ext} (docs/product/data-import-export.md#stored-files) with the profile change, in one transaction. The previous
 * avatar file is removed with it.
 */
export async function saveAvatar(db: Kysely<Database>, user: SessionUser, bytes: Buffer): Promise<SessionUser> {
  if (bytes.length >= AVATAR_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', ACCOUNT_MESSAGES.avatarTooLarge);
  const type = sniffContentType(bytes);
  if (!type || !RASTER_IMAGE_TYPES.includes(type)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', ACCOUNT_MESSAGES.avatarBadType);
  const path = `${user.id}/${Date.now()}.${EXTENSION_OF[type]}`;
  return db
    .transaction()
    .execute(async (trx) => {
      const before = await findProfileForUpdate(trx, user.id);
      if (!before) throw unauthenticated(ACCOUNT_MESSAGES.noUser);
      await putFile(trx, { bucket: 'avatars', path, contentType: type, bytes });
      const after = await updateProfile(trx, user.id, { avatar_url: path });
      if (before.avatar_url && before.avatar_url !== path) await deleteFile(trx, 'avatars', before.avatar_url);
      await recordAudit(trx, {
        actionType: 'PROFILE_UPDATED',
        user,
        entityType: 'user',
        entityId: user.id,
        details: { avatar: path, sizeBytes: bytes.length },
      });
      return toSessionUser(after);
    })
    .then(sessionsChangedAfter(db, user.id));
}

/**
 * Change Password: the current password is verified (docs/product/beyond-the-spec.md#accounts); the new hash, the sign-out of
 * every other session (unless the user chose to keep them) and the audit entry commit together.
 * Signing the others out ends every other credential too: personal API keys and the calendar
 * feed's URL (decision 0066), and the owner is told by mail.
 */
export async function changePassword(
  { db, jobs }: { db: Kysely<Database>; jobs: JobEngine },
  auth: Auth,
  user: SessionUser,
  sessionId: string,
  input: { current_password: string; new_password: string; sign_out_others: boolean },
): Promise<void> {
  const { password } = await auth.$context;
  await db
    .transaction()
    .execute(async (trx) => {
      const account = await findPasswordAccount(trx, user.id);
      if (!account?.password) throw validationError('This account has no password to change.');
      const matches = await password.verify({ hash: account.password, password: input.current_password });
      if (!matches)
        throw validationError(ACCOUNT_MESSAGES.currentPasswordWrong, { current_password: ACCOUNT_MESSAGES.currentPasswordWrong });
      await setPasswordHash(trx, account.id, await password.hash(input.new_password));
      await setPasswordChangeRequired(trx, user.id, false);
      const ended = input.sign_out_others
        ? await endCredentials(trx, jobs, { id: user.id, email: user.email, name: user.fullName }, 'password-change', sessionId)
        : undefined;
      await recordAudit(trx, {
        actionType: 'PASSWORD_CHANGED',
        user,
        entityType: 'user',
        entityId: user.id,
        details: {
          otherSessionsSignedOut: ended?.sessions ?? 0,
          ...(ended ? { apiKeysRevoked: ended.apiKeys, calendarFeedEnded: ended.calendarFeed } : {}),
        },
      });
    })
    .then(sessionsChangedAfter(db, user.id));
}
