import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import QRCode from 'qrcode';
import type { SessionUser } from '@keel/shared/auth';
import { TWO_FACTOR_MESSAGES, type TwoFactorSetup, type TwoFactorStatus } from '@keel/shared/two-factor';
import { AppError, conflict, forbidden, notFound, unauthenticated, validationError } from '../../errors';
import { isRecordId } from '../../lib/record-id';
import { recordAudit } from '../../platform/audit/audit.service';
import { forgetTwoFactorRequirement } from '../../platform/auth/guards';
import { TOO_MANY_FAILURES } from '../../platform/auth/password-guard';
import { sessionsChanged } from '../../platform/auth/session-cache';
import { getSetting, setSetting } from '../../platform/settings/settings.service';
import { claimTotpCode, deleteSecondFactor, findChallengeUser, isTwoFactorEnabled, releaseTotpCode } from './two-factor.repository';
import { clearTwoFactorFlag } from '../users/users.service';
import { endCredentials } from '../access/access.service';

export const INVALID_PASSWORD = 'The password is not right.';

/** better-auth answers with a Response; its error body carries a `code`. */
async function errorCode(response: Response): Promise<string> {
  const body = (await response
    .clone()
    .json()
    .catch(() => ({}))) as { code?: string };
  return body.code ?? '';
}

export function forwardCookies(from: Response, reply: FastifyReply) {
  const cookies = from.headers.getSetCookie();
  if (cookies.length) void reply.header('set-cookie', cookies);
}

/** The identifier in better-auth's signed `…two_factor` cookie (value `identifier.signature`). */
function challengeIdentifier(cookieHeader: string | undefined): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (!name.endsWith('.two_factor')) continue;
    const value = decodeURIComponent(rest.join('='));
    const dot = value.lastIndexOf('.');
    return dot > 0 ? value.slice(0, dot) : undefined;
  }
  return undefined;
}

/**
 * A code checked by better-auth, counted by our sign-in limits first (decision 0014 and 0023):
 * a wrong code is a failed attempt for the e-mail and address like a wrong password.
 */
async function limitedCode(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  email: string,
  check: () => Promise<Response>,
): Promise<Response> {
  const { limiter } = app.passwordGuard;
  const reservation = await limiter.reserve(request.ip, email);
  if (!reservation.allowed) {
    void reply.header('retry-after', String(reservation.retryAfterSeconds));
    throw new AppError('RATE_LIMITED', TOO_MANY_FAILURES);
  }
  const response = await check();
  if (response.ok) {
    await limiter.recordSuccess(request.ip, email);
    return response;
  }
  const code = await errorCode(response);
  if (code === 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE' || code === 'INVALID_TWO_FACTOR_COOKIE')
    throw unauthenticated(TWO_FACTOR_MESSAGES.challengeExpired);
  if (code === 'ACCOUNT_TEMPORARILY_LOCKED') throw new AppError('RATE_LIMITED', TOO_MANY_FAILURES);
  if (code === 'TOTP_NOT_ENABLED') throw validationError(TWO_FACTOR_MESSAGES.notStarted);
  throw new AppError('INVALID_CREDENTIALS', TWO_FACTOR_MESSAGES.invalidCode);
}

/** A used TOTP code is refused this long: its 90 s of validity (a step either side) and some clock skew. */
export const TOTP_REUSE_WINDOW_MS = 2 * 60_000;

/**
 * A TOTP code is accepted once (RFC 6238 §5.2, decision 0068): it is claimed for its user before
 * better-auth checks it, and the claim released when it is not accepted.
 */
async function onceOnly(app: FastifyInstance, userId: string, code: string, check: () => Promise<Response>): Promise<Response> {
  const codeHash = createHash('sha256').update(`${userId}:${code.trim()}`).digest('hex');
  if (!(await claimTotpCode(app.db, userId, codeHash, TOTP_REUSE_WINDOW_MS)))
    throw new AppError('INVALID_CREDENTIALS', TWO_FACTOR_MESSAGES.codeUsed);
  let accepted = false;
  try {
    const response = await check();
    accepted = response.ok;
    return response;
  } finally {
    if (!accepted) await releaseTotpCode(app.db, userId, codeHash);
  }
}

/** The second step of a sign-in: a TOTP code or a recovery code; signs in on success. */
export async function completeSignIn(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  code: string,
  kind: 'totp' | 'recovery',
): Promise<string> {
  const identifier = challengeIdentifier(request.headers.cookie);
  const challenged = identifier ? await findChallengeUser(app.db, identifier) : undefined;
  if (!challenged) throw unauthenticated(TWO_FACTOR_MESSAGES.challengeExpired);
  const headers = fromNodeHeaders(request.headers);
  const response = await limitedCode(app, request, reply, challenged.email, () =>
    kind === 'totp'
      ? onceOnly(app, challenged.id, code, () => app.auth.api.verifyTOTP({ body: { code }, headers, asResponse: true }))
      : app.auth.api.verifyBackupCode({ body: { code }, headers, asResponse: true }),
  );
  forwardCookies(response, reply);
  const { user } = (await response.json()) as { user: { id: string } };
  return user.id;
}

export async function twoFactorStatus(app: FastifyInstance, user: SessionUser): Promise<TwoFactorStatus> {
  const [enabled, required] = await Promise.all([isTwoFactorEnabled(app.db, user.id), readRequirement(app.db)]);
  return { enabled, required };
}

/** Setup step 1 (current password): a new secret, its QR code and the recovery codes; not on until a code is verified. */
export async function startSetup(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: SessionUser,
  password: string,
): Promise<TwoFactorSetup> {
  if (await isTwoFactorEnabled(app.db, user.id)) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
  const response = await app.passwordGuard.guess(
    request,
    reply,
    user.email,
    () => app.auth.api.enableTwoFactor({ body: { password }, headers: fromNodeHeaders(request.headers), asResponse: true }),
    (r) => r.ok,
  );
  if (!response.ok) {
    if ((await errorCode(response)) === 'TOTP_ALREADY_ENABLED') throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
    throw validationError(INVALID_PASSWORD, { password: INVALID_PASSWORD });
  }
  const { totpURI, backupCodes } = (await response.json()) as { totpURI: string; backupCodes: string[] };
  const secret = new URL(totpURI).searchParams.get('secret') ?? '';
  const qrSvg = await QRCode.toString(totpURI, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { totpUri: totpURI, secret, qrSvg, recoveryCodes: backupCodes };
}

/** Setup step 2: a code from the app turns two-factor sign-in on (attempt-limited, audited). */
export async function confirmSetup(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: SessionUser,
  code: string,
): Promise<void> {
  const response = await limitedCode(app, request, reply, user.email, () =>
    onceOnly(app, user.id, code, () =>
      app.auth.api.verifyTOTP({ body: { code }, headers: fromNodeHeaders(request.headers), asResponse: true }),
    ),
  );
  forwardCookies(response, reply); // better-auth renews the session as the user changed
  sessionsChanged(app.db, user.id);
  await recordAudit(app.db, {
    actionType: 'TWO_FACTOR_ENABLED',
    user,
    entityType: 'user',
    entityId: user.id,
    details: { email: user.email },
  });
}

/** Turns two-factor sign-in off: the current password is checked like a sign-in's (audited). */
export async function disable(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: SessionUser,
  password: string,
): Promise<void> {
  const response = await app.passwordGuard.guess(
    request,
    reply,
    user.email,
    () => app.auth.api.disableTwoFactor({ body: { password }, headers: fromNodeHeaders(request.headers), asResponse: true }),
    (r) => r.ok,
  );
  if (!response.ok) throw validationError(INVALID_PASSWORD, { password: INVALID_PASSWORD });
  forwardCookies(response, reply);
  sessionsChanged(app.db, user.id);
  await recordAudit(app.db, {
    actionType: 'TWO_FACTOR_DISABLED',
    user,
    entityType: 'user',
    entityId: user.id,
    details: { email: user.email },
  });
}

/**
 * The admin's 'require two-factor sign-in' setting (Team Management); the change is audited with
 * it. The server enforces it (decision 0068), so an admin turns it on only with a second factor
 * of their own: nobody locks themselves out.
 */
export async function setRequirement(
  app: FastifyInstance,
  admin: SessionUser,
  required: boolean,
  adminHasSecondFactor: boolean,
): Promise<void> {
  if (required && !adminHasSecondFactor) throw validationError(TWO_FACTOR_MESSAGES.requireOwnFirst);
  await app.db.transaction().execute(async (trx) => {
    await setSetting(trx, 'require_two_factor', required);
    await recordAudit(trx, {
      actionType: 'TWO_FACTOR_REQUIREMENT_CHANGED',
      user: admin,
      entityType: 'settings',
      entityId: 'require_two_factor',
      details: { required },
    });
  });
  forgetTwoFactorRequirement(app.db);
}

/** Whether the admin requires two-factor sign-in of every staff member (a platform setting). */
export const readRequirement = (db: FastifyInstance['db']): Promise<boolean> => getSetting(db, 'require_two_factor');

/** The admin requires two-factor sign-in and this user has not set it up: the web app sends them to setup. */
export async function twoFactorSetupRequired(db: FastifyInstance['db'], userId: string): Promise<boolean> {
  return (await readRequirement(db)) && !(await isTwoFactorEnabled(db, userId));
}

/**
 * An admin resets the two-factor sign-in of a member who lost their phone and recovery codes
 * (decision 0066; never their own): the second factor is removed and, as with every recovery,
 * every credential of the member ends — sessions, API keys, the calendar feed URL — and they are
 * told by mail. They sign in with their password next, and set up two-factor sign-in again.
 */
export async function resetMemberTwoFactor(app: FastifyInstance, admin: SessionUser, memberId: string): Promise<void> {
  if (memberId === admin.id) throw forbidden(TWO_FACTOR_MESSAGES.cannotResetOwn);
  await app.db.transaction().execute(async (trx) => {
    const member = isRecordId(memberId) ? await clearTwoFactorFlag(trx, memberId) : undefined;
    if (!member) throw notFound('Team member not found.');
    const hadOne = await deleteSecondFactor(trx, member.id);
    const name = member.full_name.trim() || member.email;
    const ended = await endCredentials(trx, app.jobs, { id: member.id, email: member.email, name }, 'two-factor-reset');
    await recordAudit(trx, {
      actionType: 'TWO_FACTOR_RESET',
      user: admin,
      entityType: 'user',
      entityId: member.id,
      details: {
        name,
        email: member.email,
        hadSecondFactor: hadOne,
        sessionsEnded: ended.sessions,
        apiKeysRevoked: ended.apiKeys,
        calendarFeedEnded: ended.calendarFeed,
      },
    });
  });
  sessionsChanged(app.db, memberId);
}
