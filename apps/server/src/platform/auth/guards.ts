import type { FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { ACCESS_MESSAGES } from '@keel/shared/access';
import type { SessionUser } from '@keel/shared/auth';
import { roleFlags, type Role } from '@keel/shared/roles';
import { ACCOUNT_MESSAGES } from '@keel/shared/account';
import { TWO_FACTOR_MESSAGES } from '@keel/shared/two-factor';
import { AppError, forbidden, unauthenticated } from '../../errors';
import { bearerToken, loadApiKeyUser } from './api-key-auth';
import { sessionCookieValue } from './session-cache';
import { keepSessionAlive, passwordChangeRequired, twoFactorRequired } from './session-rules';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, once a guard (or loadUser) has looked at the session. */
    user: SessionUser | null;
    /** Whether that user has two-factor sign-in on (set with `user`). */
    secondFactor: boolean;
    /** Whether that user must choose a new password before anything else (set with `user`). */
    passwordChange: boolean;
  }
}

export { forgetTwoFactorRequirement } from './session-rules';

/**
 * Reads the session cookie; null when there is no valid session. Cached on the request, and for
 * a few seconds in the instance's session cache (session-cache.ts). A request with
 * `Authorization: Bearer <key>` is its key's user instead (decision 0021), whatever cookie it has.
 * A session idle for longer than SESSION_IDLE_MINUTES ends here (decision 0068).
 */
export async function loadUser(request: FastifyRequest): Promise<SessionUser | null> {
  if (request.user) return request.user;
  const key = bearerToken(request.headers.authorization);
  if (key !== undefined) return (request.user = await loadApiKeyUser(request, key));
  const cookie = sessionCookieValue(request.headers.cookie);
  if (!cookie) return null;
  const { sessionCache, auth, db, config } = request.server;
  const cached = sessionCache.get(cookie);
  if (cached) {
    request.secondFactor = sessionCache.secondFactor(cookie);
    request.passwordChange = sessionCache.passwordChange(cookie);
    return (request.user = cached);
  }
  const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!session) return null;
  const lastActive = await keepSessionAlive(db, session.session, config.SESSION_IDLE_MINUTES);
  if (!lastActive) return null;
  const u = session.user as typeof session.user & {
    role?: string | null;
    phone?: string | null;
    timeZone?: string | null;
    twoFactorEnabled?: boolean | null;
  };
  request.user = {
    id: u.id,
    email: u.email,
    role: (u.role ?? 'user') as Role,
    fullName: u.name?.trim() || u.email,
    avatarUrl: u.image ?? null,
    phone: u.phone ?? null,
    timeZone: u.timeZone ?? null,
  };
  request.secondFactor = u.twoFactorEnabled === true;
  request.passwordChange = await passwordChangeRequired(db, u.id);
  const idleEnd = lastActive.getTime() + config.SESSION_IDLE_MINUTES * 60_000;
  const until = Math.min(new Date(session.session.expiresAt).getTime(), idleEnd);
  sessionCache.set(cookie, request.user, new Date(until), request.secondFactor, request.passwordChange);
  return request.user;
}

/**
 * Steps a member must take before anything else (decision 0068): choose a new password when an
 * admin chose theirs; set up two-factor sign-in when the admin requires it and they have none.
 * Until then a session (or key) of theirs reaches only /api/me, sign-out, the password change and
 * (once the password is theirs) two-factor enrolment.
 */
export async function refuseUntilTwoFactor(request: FastifyRequest): Promise<void> {
  refuseUntilPasswordChosen(request);
  if (!request.user || request.secondFactor) return;
  if (await twoFactorRequired(request.server.db)) throw new AppError('TWO_FACTOR_SETUP_REQUIRED', TWO_FACTOR_MESSAGES.setupRequired);
}

export function refuseUntilPasswordChosen(request: FastifyRequest): void {
  if (request.user && request.passwordChange) throw new AppError('PASSWORD_CHANGE_REQUIRED', ACCOUNT_MESSAGES.passwordChangeRequired);
}

/** A signed-in user, even one who still has to set up a required second factor (the enrolment routes only). */
export async function requireUserDuringEnrolment(request: FastifyRequest, _reply?: FastifyReply): Promise<void> {
  if (!(await loadUser(request))) throw unauthenticated();
  refuseUntilPasswordChosen(request);
}

/** Any signed-in user (docs/product/roles-and-permissions.md#who-may-do-what); 401 without a session. */
export async function requireUser(request: FastifyRequest, _reply?: FastifyReply): Promise<void> {
  const user = await loadUser(request);
  if (!user) throw unauthenticated();
  await refuseUntilTwoFactor(request);
}

/**
 * Whether the request may use its user's admin role: an admin's browser session, or an admin's
 * API key made with the admin scope (decision 0067).
 */
export function actsAsAdmin(request: FastifyRequest): boolean {
  if (!request.user || !roleFlags(request.user.role).isAdmin) return false;
  return request.apiKeyId === undefined || request.apiKeyScope === 'admin';
}

/** Admins only; 401 without a session, 403 for another role, or for an admin's key without the admin scope. */
export async function requireAdmin(request: FastifyRequest, reply?: FastifyReply): Promise<void> {
  await requireUser(request, reply);
  if (!roleFlags(request.user!.role).isAdmin) throw forbidden('Only admins may do this.');
  if (!actsAsAdmin(request)) throw forbidden(ACCESS_MESSAGES.noAdminScope);
}

/**
 * For what no API key may do, whatever its scope (decision 0067): manage keys or sessions, change
 * members, roles, passwords or two-factor settings, make a calendar feed URL. Runs after the
 * route's own guard (which has loaded the user); 403 for a request with a key.
 */
export async function refuseApiKeys(request: FastifyRequest): Promise<void> {
  await loadUser(request);
  if (request.apiKeyId !== undefined) throw forbidden(ACCESS_MESSAGES.keyRefused);
}

/** Recruiters and admins (the recruitment area); 401 without a session, 403 for another role. */
export async function requireRecruiterOrAdmin(request: FastifyRequest, reply?: FastifyReply): Promise<void> {
  await requireUser(request, reply);
  if (!roleFlags(request.user!.role).isRecruiter) throw forbidden('Only recruiters and admins may do this.');
}

/** The guarded user, for handlers behind one of the guards above. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}
