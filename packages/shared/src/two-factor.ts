import { z } from 'zod';
import { Email, SessionUser } from './auth';

/** Texts of e-mail confirmation and two-factor sign-in (decision 0023). Titles in the style of docs/product/texts-and-constants.md#messages. */
export const EMAIL_CONFIRMATION_MESSAGES = {
  memberAddedTitle: 'Team Member Added',
  memberAdded: (name: string) => `${name} has been added. They need to confirm their email.`,
  accountCreatedTitle: 'Account Created!',
  accountCreated: 'Please check your email for a confirmation link to activate your account.',
  notConfirmed: 'Please confirm your e-mail address first: open the link in the confirmation e-mail we sent you. No e-mail? Send it again.',
  resent: 'If that account still needs confirming, we have sent a new confirmation link.',
  confirmed: 'Your e-mail address is confirmed. You can sign in now.',
  invalidLink: 'This confirmation link is invalid, was already used, or has expired. Sign in to have a new one sent.',
} as const;

/** How long a confirmation link works. */
export const EMAIL_CONFIRMATION_TTL_HOURS = 72;

export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Enter the 6-digit code from your authenticator app.',
  invalidCode: 'That code is not right. Please try again.',
  challengeExpired: 'The sign-in has expired. Please sign in again.',
  enabled: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe.',
  disabled: 'Two-factor sign-in is off.',
  setupRequired: 'Your administrator requires two-factor sign-in. Please set it up to continue.',
  requirementOn: 'Every staff member now needs two-factor sign-in.',
  requirementOff: 'Two-factor sign-in is now optional.',
  requireOwnFirst: 'Set up two-factor sign-in for your own account first: then you can require it of everyone.',
  codeUsed: 'That code has been used already. Wait for the next one from your app.',
  cannotResetOwn: 'You cannot reset your own two-factor sign-in: turn it off in Account Settings instead.',
  resetDone: (name: string) => `${name}'s two-factor sign-in was reset; their sessions, API keys and calendar feed URL ended.`,
  alreadyOn: 'Two-factor sign-in is already on.',
  notStarted: 'Start the setup again: no pending setup was found.',
} as const;

export const ResendConfirmationInput = z.object({ email: Email });
export const ConfirmEmailInput = z.object({ token: z.string().min(1, EMAIL_CONFIRMATION_MESSAGES.invalidLink).max(200) });

/** The second step of a sign-in: a code from the app, or one of the recovery codes. */
export const TwoFactorSignInInput = z.object({
  code: z.string().trim().min(1, TWO_FACTOR_MESSAGES.codeRequired).max(64),
  kind: z.enum(['totp', 'recovery']).default('totp'),
});
export type TwoFactorSignInInput = z.infer<typeof TwoFactorSignInInput>;

export const TwoFactorPasswordInput = z.object({ password: z.string().min(1, 'Password is required.').max(256) });
export type TwoFactorPasswordInput = z.infer<typeof TwoFactorPasswordInput>;

export const TwoFactorCodeInput = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, TWO_FACTOR_MESSAGES.codeRequired),
});
export type TwoFactorCodeInput = z.infer<typeof TwoFactorCodeInput>;

/** Setup step 1: what the authenticator app needs, and the recovery codes (shown once). */
export const TwoFactorSetup = z.object({
  totpUri: z.string(),
  secret: z.string(),
  qrSvg: z.string(),
  recoveryCodes: z.array(z.string()),
});
export type TwoFactorSetup = z.infer<typeof TwoFactorSetup>;

export const TwoFactorStatus = z.object({ enabled: z.boolean(), required: z.boolean() });
export type TwoFactorStatus = z.infer<typeof TwoFactorStatus>;

export const TwoFactorRequirement = z.object({ required: z.boolean() });
export type TwoFactorRequirement = z.infer<typeof TwoFactorRequirement>;

/** Someone else viewed a reset or confirmation link mailed to me, in the Outbox (decision 0066). */
export const SecretViewNotice = z.object({ by: z.string(), kind: z.string(), at: z.string() });
export type SecretViewNotice = z.infer<typeof SecretViewNotice>;

/** A completed sign-in; `twoFactorSetupRequired`: the admin requires two-factor sign-in and this user has none yet. */
export const SignedIn = z.object({
  user: SessionUser,
  twoFactorSetupRequired: z.boolean().optional(),
  passwordChangeRequired: z.boolean().optional(),
  /** Told once, at the sign-in after the views (decision 0066). */
  secretViews: z.array(SecretViewNotice).optional(),
});

/** The sign-in answer when a second step is needed. */
export const TwoFactorChallenge = z.object({ twoFactorRequired: z.literal(true) });
