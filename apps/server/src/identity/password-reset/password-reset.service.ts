import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { paths } from '@keel/shared/paths';
import { PASSWORD_RESET_MESSAGES, PASSWORD_RESET_TTL_MINUTES } from '@keel/shared/password-reset';
import type { Config } from '../../config';
import type { Database } from '../../db/types';
import { AppError, validationError } from '../../errors';
import { recordAudit } from '../../platform/audit/audit.service';
import type { Auth } from '../../platform/auth/auth';
import { newPasswordProblem } from '../../platform/auth/common-passwords';
import { consumeLinkToken, replaceLinkToken, setCredentialPassword } from '../../platform/auth/credentials.service';
import { sessionsChanged } from '../../platform/auth/session-cache';
import type { JobEngine } from '../../platform/background/job-engine';
import { type CredentialsEnded, endedSentences, passwordResetMail } from '../../platform/mail/mail-templates';

export { endedSentences };
import { queueMail } from '../../platform/mail/mail.service';
import { endCredentials } from '../access/access.service';
import { setPasswordChangeRequired } from '../users/users.service';
import { countRecentRequests, findUserByEmail, findUserById, logRequest } from './password-reset.repository';

/** The verifications rows of reset links are `password-reset:<token hash>`. */
const RESET_LINK = 'password-reset';

/** The window of PASSWORD_RESET_MAX_PER_EMAIL / _PER_IP. */
export const RESET_REQUEST_WINDOW_MS = 15 * 60 * 1000;

/** Only a hash of the token is stored: a copy of the database does not hold working links. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface ResetDeps {
  db: Kysely<Database>;
  jobs: JobEngine;
  config: Config;
}

/**
 * 'Forgot password?': the same outcome for any e-mail (no enumeration). For a known one, the
 * one-time link, its mail in the outbox and the audit entry commit together. Requests are
 * limited per e-mail and per client address, counted in the database (all instances share them).
 */
export async function requestPasswordReset({ db, jobs, config }: ResetDeps, email: string, ip: string): Promise<void> {
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    const since = new Date(now - RESET_REQUEST_WINDOW_MS);
    const recent = await countRecentRequests(trx, email, ip, since);
    if (recent.byEmail >= config.PASSWORD_RESET_MAX_PER_EMAIL || recent.byIp >= config.PASSWORD_RESET_MAX_PER_IP) {
      throw new AppError('RATE_LIMITED', PASSWORD_RESET_MESSAGES.tooMany);
    }
    await logRequest(trx, email, ip, since);
    const user = await findUserByEmail(trx, email);
    if (!user) return;
    const token = randomBytes(32).toString('base64url');
    await replaceLinkToken(trx, RESET_LINK, user.id, hashToken(token), new Date(now + PASSWORD_RESET_TTL_MINUTES * 60 * 1000));
    const base = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
    const url = new URL(`${paths.resetPassword}?token=${encodeURIComponent(token)}`, base).href;
    await queueMail(trx, jobs, passwordResetMail({ email: user.email, name: user.full_name || user.email }, url));
    await recordAudit(trx, {
      actionType: 'PASSWORD_RESET_REQUESTED',
      user: null,
      actorName: 'Password reset form',
      entityType: 'user',
      entityId: user.id,
      details: { ip },
    });
  });
}

/**
 * Sets the new password with a reset link: the link is used up, the password changed, every
 * credential of that user ended — sessions, personal API keys, the calendar feed's URL (decision
 * 0066) — the owner told by mail, and the audit entry written, all in one transaction.
 */
export async function resetPassword(
  { db, jobs }: Pick<ResetDeps, 'db' | 'jobs'>,
  auth: Auth,
  token: string,
  newPassword: string,
): Promise<CredentialsEnded> {
  const { password } = await auth.$context;
  const hash = await password.hash(newPassword); // outside the transaction: hashing takes a while
  const { userId, ended } = await db.transaction().execute(async (trx) => {
    const id = await consumeLinkToken(trx, RESET_LINK, hashToken(token));
    const user = id ? await findUserById(trx, id) : undefined;
    if (!user) throw validationError(PASSWORD_RESET_MESSAGES.invalidLink);
    // Decision 0068; the transaction rolls back, so the link still works for a better password.
    const problem = newPasswordProblem(newPassword, { email: user.email, name: user.full_name });
    if (problem) throw validationError(problem, { new_password: problem });
    if (!(await setCredentialPassword(trx, user.id, hash))) throw validationError(PASSWORD_RESET_MESSAGES.invalidLink);
    await setPasswordChangeRequired(trx, user.id, false); // they chose it themselves
    const name = user.full_name || user.email;
    const ended = await endCredentials(trx, jobs, { id: user.id, email: user.email, name }, 'password-reset');
    await recordAudit(trx, {
      actionType: 'PASSWORD_RESET',
      user: { id: user.id, fullName: name },
      entityType: 'user',
      entityId: user.id,
      details: { sessionsEnded: ended.sessions, apiKeysRevoked: ended.apiKeys, calendarFeedEnded: ended.calendarFeed },
    });
    return { userId: user.id, ended };
  });
  sessionsChanged(db, userId);
  return ended;
}
