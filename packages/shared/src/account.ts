import { MAX_PASSWORD_LENGTH, PASSWORD_POLICY_MESSAGES } from './password-policy';
import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from './auth';
import { timeZoneField } from './interview-time';

/** docs/product/validation.md#profile, docs/product/texts-and-constants.md#profile: the texts of Account Settings. */
export const ACCOUNT_MESSAGES = {
  fullNameEmpty: 'Full Name cannot be empty.',
  noUser: 'No user logged in.',
  passwordChangeRequired: 'An admin chose your password: please choose a new one of your own to continue.',
  avatarTooLarge: 'Avatar image must be less than 2MB.',
  avatarBadType: 'Please upload a JPG, PNG, WEBP, or GIF image.',
  passwordFieldsRequired: 'New password fields are required.',
  passwordsDiffer: 'New passwords do not match.',
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`,
  currentPasswordRequired: 'Current password is required.',
  currentPasswordWrong: 'Current password is incorrect.',
} as const;

/** Avatars must be smaller than 2 MB (docs/product/texts-and-constants.md#accounts). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** JPG, PNG, WEBP or GIF (docs/product/texts-and-constants.md#accounts), checked by content on the server. */
export const AVATAR_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

/** Profile Information: full name required, phone optional; the e-mail is read-only. */
export const ProfileUpdateInput = z.object({
  full_name: z.string().trim().min(1, ACCOUNT_MESSAGES.fullNameEmpty).max(200),
  phone: z
    .string()
    .trim()
    .max(50)
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type ProfileUpdateInput = z.input<typeof ProfileUpdateInput>;

/**
 * Change Password (docs/product/validation.md#password-change, docs/product/beyond-the-spec.md#accounts: the current password is verified). Checked in the
 * order docs/product/validation.md#password-change lists the messages, so one request reports the first broken rule; the current
 * password (our addition) is asked for last, so empty new fields always read the documented text.
 */
export const PasswordChangeInput = z
  .object({
    current_password: z.string().max(256),
    new_password: z.string().max(MAX_PASSWORD_LENGTH, PASSWORD_POLICY_MESSAGES.tooLong),
    confirm_password: z.string().max(MAX_PASSWORD_LENGTH, PASSWORD_POLICY_MESSAGES.tooLong),
    /** Sign out every other session with the change (offered, on by default: decision 0021). */
    sign_out_others: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    const fail = (message: string, path: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
    if (v.new_password === '' || v.confirm_password === '')
      fail(ACCOUNT_MESSAGES.passwordFieldsRequired, v.new_password === '' ? 'new_password' : 'confirm_password');
    else if (v.new_password !== v.confirm_password) fail(ACCOUNT_MESSAGES.passwordsDiffer, 'confirm_password');
    else if (v.new_password.length < MIN_PASSWORD_LENGTH) fail(ACCOUNT_MESSAGES.passwordTooShort, 'new_password');
    else if (v.current_password === '') fail(ACCOUNT_MESSAGES.currentPasswordRequired, 'current_password');
  });
export type PasswordChangeInput = z.infer<typeof PasswordChangeInput>;

/**
 * My time zone (decision 0080): chosen in Account Settings, or the browser's, sent once at the
 * first sign-in with `only_if_unset` (then a zone already chosen is kept).
 */
export const TimeZoneUpdateInput = z.object({
  time_zone: timeZoneField,
  only_if_unset: z.boolean().default(false),
});
export type TimeZoneUpdateInput = z.input<typeof TimeZoneUpdateInput>;
