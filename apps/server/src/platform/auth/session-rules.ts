import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { getSetting } from '../settings/settings.service';

/**
 * Session lifetimes and the two-factor requirement as the guards apply them (decision 0068).
 *
 * A session ends after SESSION_IDLE_MINUTES without a request (its `updated_at`, the "last active"
 * of the sessions list, is moved at most once a minute) and SESSION_MAX_HOURS after its sign-in
 * whatever its use (better-auth's expiry, never renewed).
 */
const TOUCH_EVERY_MS = 60_000;

/** The session's new "last active", or undefined when it had been idle too long (it is ended then). */
export async function keepSessionAlive(
  db: Kysely<Database>,
  session: { id: string; updatedAt: Date | string },
  idleMinutes: number,
  now = Date.now(),
): Promise<Date | undefined> {
  const last = new Date(session.updatedAt).getTime();
  if (now - last > idleMinutes * 60_000) {
    await db.deleteFrom('sessions').where('id', '=', session.id).execute();
    return undefined;
  }
  if (now - last < TOUCH_EVERY_MS) return new Date(last);
  await db
    .updateTable('sessions')
    .set({ updated_at: new Date(now) })
    .where('id', '=', session.id)
    .execute();
  return new Date(now);
}

/** The setting is read at most this often per instance (the instance that changes it forgets it at once). */
const REQUIREMENT_MEMO_MS = 5_000;
const requirements = new WeakMap<object, { required: boolean; until: number }>();

/** Whether the admin requires two-factor sign-in of every member (a platform setting). */
export async function twoFactorRequired(db: Kysely<Database>): Promise<boolean> {
  const memo = requirements.get(db);
  if (memo && memo.until > Date.now()) return memo.required;
  const required = await getSetting(db, 'require_two_factor');
  requirements.set(db, { required, until: Date.now() + REQUIREMENT_MEMO_MS });
  return required;
}

/** After the requirement changed on this instance. */
export function forgetTwoFactorRequirement(db: Kysely<Database>): void {
  requirements.delete(db);
}

/** Whether an admin chose the user's password and they have not chosen their own yet (decision 0068). */
export async function passwordChangeRequired(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('password_change_required').where('id', '=', userId).executeTakeFirst();
  return row?.password_change_required === true;
}
