import { z } from 'zod';

/** How long a mailed sign-in link works (decision 0073). */
export const SIGN_IN_LINK_TTL_MINUTES = 15;

/** Texts of the extra sign-in step for a new device while an account is under attack (decision 0073). */
export const SIGN_IN_LINK_MESSAGES = {
  sentTitle: 'Check Your E-mail',
  /** The same answer whether the password was right or wrong: a guesser learns nothing from it. */
  sent:
    'This account has had many failed sign-in attempts, so signing in from a new device takes one more step: open the sign-in link we have just e-mailed you. ' +
    `We send it only if the e-mail and password were right; it works once, for ${SIGN_IN_LINK_TTL_MINUTES} minutes.`,
  invalidLink: 'This sign-in link is invalid, was already used, or has expired. Please sign in again.',
} as const;

/** The sign-in answer of a new device while the account is under attack: finish with the mailed link. */
export const SignInLinkSent = z.object({ signInLinkSent: z.literal(true), message: z.string() });
export type SignInLinkSent = z.infer<typeof SignInLinkSent>;

/** Opening the mailed link: its token. */
export const SignInLinkInput = z.object({ token: z.string().min(1, SIGN_IN_LINK_MESSAGES.invalidLink).max(200) });
export type SignInLinkInput = z.infer<typeof SignInLinkInput>;
