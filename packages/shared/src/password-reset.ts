import { MAX_PASSWORD_LENGTH, PASSWORD_POLICY_MESSAGES } from './password-policy';
import { z } from 'zod';
import { Email, MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT } from './auth';

/** How long a password-reset link works. */
export const PASSWORD_RESET_TTL_MINUTES = 60;

export const PASSWORD_RESET_MESSAGES = {
  /** The same answer whether or not an account has that e-mail (no enumeration). */
  requested: 'If an account exists for that e-mail, we have sent it a link to set a new password. The link works once, for one hour.',
  invalidLink: 'This password-reset link is invalid, was already used, or has expired. Please ask for a new one.',
  tooMany: 'Too many password-reset requests. Please wait a few minutes and try again.',
  done: 'Your password has been changed. Please sign in with the new one.',
} as const;

export const ForgotPasswordInput = z.object({ email: Email });
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordInput>;

export const ResetPasswordInput = z.object({
  token: z.string().min(1, PASSWORD_RESET_MESSAGES.invalidLink).max(200),
  new_password: z.string().min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT).max(MAX_PASSWORD_LENGTH, PASSWORD_POLICY_MESSAGES.tooLong),
});
export type ResetPasswordInput = z.infer<typeof ResetPasswordInput>;

export const MessageResponse = z.object({ message: z.string() });
