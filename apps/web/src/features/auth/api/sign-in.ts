import type { SessionUser, SignInInput } from '@keel/shared/auth';
import type { SecretViewNotice, TwoFactorSignInInput } from '@keel/shared/two-factor';
import { api } from '../../../lib/api-client';

/**
 * A sign-in either signs in, or (two-factor sign-in on) asks for a code next, or (a new device
 * while the account is under attack, decision 0073) says to open the mailed link.
 */
export type SignInAnswer = SignedIn | { twoFactorRequired: true } | { signInLinkSent: true; message: string };
/**
 * `twoFactorSetupRequired`: the admin requires two-factor sign-in and this user has none yet.
 * `secretViews`: who else viewed a one-time link mailed to this user, told once (decision 0066).
 */
export type SignedIn = {
  user: SessionUser;
  twoFactorSetupRequired?: boolean;
  /** An admin chose this user's password: they choose their own first (decision 0068). */
  passwordChangeRequired?: boolean;
  secretViews?: SecretViewNotice[];
};

/**
 * POST /api/session: signs in and sets the httpOnly session cookie, or sets the short-lived
 * two-factor challenge cookie. The answer is serialized by the server's schema; this module is part
 * of every page, so zod stays out (decision 0004).
 */
export async function signInRequest(input: SignInInput): Promise<SignInAnswer> {
  return api.post<SignInAnswer>('/api/session', input);
}

/** POST /api/session/two-factor: the second step, a code from the app or a recovery code. */
export function twoFactorSignInRequest(input: TwoFactorSignInInput): Promise<SignedIn> {
  return api.post<SignedIn>('/api/session/two-factor', input);
}

/** POST /api/session/link: signs in with the one-time link mailed to a new device (decision 0073). */
export function signInLinkRequest(token: string): Promise<SignedIn> {
  return api.post<SignedIn>('/api/session/link', { token });
}

/** POST /api/email-confirmation/resend: a new confirmation link (same answer for any e-mail). */
export async function resendConfirmationRequest(email: string): Promise<string> {
  return (await api.post<{ message: string }>('/api/email-confirmation/resend', { email })).message;
}
