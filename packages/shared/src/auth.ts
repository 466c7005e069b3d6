import { MAX_PASSWORD_LENGTH, PASSWORD_POLICY_MESSAGES } from './password-policy';
import { z } from 'zod';
import { Role } from './roles';

export const MIN_PASSWORD_LENGTH = 6;
export const PASSWORD_TOO_SHORT = 'Please use a password with at least 6 characters.';

export const Email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: 'Please enter a valid e-mail address.' }));

/** Sign-in: e-mail and password required (docs/product/validation.md#sign-in). */
export const SignInInput = z.object({
  email: z.string().trim().min(1, 'E-mail is required.').max(254),
  password: z.string().min(1, 'Password is required.').max(256),
});
export type SignInInput = z.infer<typeof SignInInput>;

/** Test-user sign-up payload (docs/product/public-site.md#test-accounts, docs/product/validation.md#passwords). */
export const TestUserInput = z.object({
  full_name: z.string().trim().min(1, 'Full name is required.').max(200),
  email: Email,
  password: z.string().min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT).max(MAX_PASSWORD_LENGTH, PASSWORD_POLICY_MESSAGES.tooLong),
  role: Role.default('user'),
});
export type TestUserInput = z.infer<typeof TestUserInput>;

/** The signed-in user as the API reports it (profile of docs/product/records.md). */
export const SessionUser = z.object({
  id: z.string(),
  email: z.string(),
  role: Role,
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
  phone: z.string().nullable(),
  /** The member's IANA time zone (decision 0080); null until chosen or set from the browser at first sign-in. */
  timeZone: z.string().nullable().optional(),
});
export type SessionUser = z.infer<typeof SessionUser>;

export const MeResponse = z.object({
  user: SessionUser.nullable(),
  /** The admin requires two-factor sign-in and this user has none yet: the web app sends them to set it up. */
  twoFactorSetupRequired: z.boolean().optional(),
  /** An admin chose this user's password: the web app asks for a new one first (decision 0068). */
  passwordChangeRequired: z.boolean().optional(),
});
export type MeResponse = z.infer<typeof MeResponse>;

/** Public runtime configuration the web app needs before sign-in. */
export const PublicConfig = z.object({
  demoMode: z.boolean(),
  /** Only in demo mode: the example admin login the sign-in hint shows. */
  demoAdmin: z.object({ email: z.string(), password: z.string() }).nullable(),
});
export type PublicConfig = z.infer<typeof PublicConfig>;
