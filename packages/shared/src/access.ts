import { z } from 'zod';

/** Sessions and personal API keys of Account Settings (decision 0021). */
export const ACCESS_MESSAGES = {
  sessionNotFound: 'That session has already ended.',
  keyNotFound: 'That API key does not exist or was already revoked.',
  keyNameRequired: 'Key name is required.',
  expiryInPast: 'The expiry date must be in the future.',
  browserOnly: 'Sessions and API keys can only be managed from a signed-in browser, not with an API key.',
  rateLimited: 'Too many requests with this API key. Please wait a minute.',
  keyRefused: 'API keys cannot do this: it can only be done from a signed-in browser.',
  readOnlyKey: 'This API key may only read (its scope is Read only).',
  noAdminScope: 'This API key does not have the Admin scope.',
  adminScopeForAdmins: 'Only admins can create a key with the Admin scope.',
} as const;

/**
 * What a key may do, chosen when it is made (decision 0067): read only; read and write with its
 * owner's role; or also its owner's admin-only routes. No key, whatever its scope, manages keys,
 * sessions, members, roles or two-factor settings, or reads the secrets of the Outbox.
 */
export const API_KEY_SCOPES = ['read', 'read_write', 'admin'] as const;
export const ApiKeyScope = z.enum(API_KEY_SCOPES);
export type ApiKeyScope = z.infer<typeof ApiKeyScope>;
export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = {
  read: 'Read only',
  read_write: 'Read and write',
  admin: 'Admin (read, write and admin-only routes)',
};
export const DEFAULT_API_KEY_SCOPE: ApiKeyScope = 'read_write';

/** API keys start with this, so a leaked one is recognisable (e.g. by secret scanners). */
export const API_KEY_PREFIX = 'keel_';

/** One of my active sessions (browser, address, last active; this one marked). */
export const ActiveSession = z.object({
  id: z.string(),
  browser: z.string(),
  ipAddress: z.string().nullable(),
  lastActiveAt: z.string(),
  createdAt: z.string(),
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof ActiveSession>;

/** What ended with a recovery (decision 0066): sessions, personal API keys, the calendar feed's URL. */
export interface CredentialsEnded {
  sessions: number;
  apiKeys: number;
  calendarFeed: boolean;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The sentences that tell the owner what ended: in the mail, the reset's answer and the toasts. */
export function endedSentences(ended: CredentialsEnded): string[] {
  const lines = [`${count(ended.sessions, 'signed-in session was', 'signed-in sessions were')} signed out.`];
  if (ended.apiKeys > 0)
    lines.push(`${count(ended.apiKeys, 'personal API key was', 'personal API keys were')} revoked; create new ones in Account Settings.`);
  if (ended.calendarFeed) lines.push('Your calendar feed URL stopped working; turn the feed on again in Account Settings for a new one.');
  return lines;
}

/** The answer to "sign out everywhere else": what ended (decision 0066). */
export const SignedOutEverywhere = z.object({
  signedOut: z.number(),
  apiKeysRevoked: z.number(),
  calendarFeedEnded: z.boolean(),
});
export type SignedOutEverywhere = z.infer<typeof SignedOutEverywhere>;

export const ApiKeyInfo = z.object({
  id: z.string(),
  name: z.string(),
  /** The first characters of the key, to tell keys apart; never the whole key. */
  prefix: z.string(),
  scope: ApiKeyScope,
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ApiKeyInfo = z.infer<typeof ApiKeyInfo>;

/** The answer to creating a key: the only time the key itself is shown. */
export const CreatedApiKey = ApiKeyInfo.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof CreatedApiKey>;

/** A member's key as Team Management lists it for admins (decision 0067). */
export const TeamApiKey = ApiKeyInfo.extend({
  owner: z.object({ id: z.string(), fullName: z.string(), email: z.string() }),
});
export type TeamApiKey = z.infer<typeof TeamApiKey>;

export const NewApiKeyInput = z.object({
  name: z.string().trim().min(1, ACCESS_MESSAGES.keyNameRequired).max(100),
  /** Without one, a key reads and writes, and is never admin (decision 0067). */
  scope: ApiKeyScope.default(DEFAULT_API_KEY_SCOPE),
  /** Optional expiry (ISO date or date-time); none means the key lasts until revoked. */
  expires_at: z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || !Number.isNaN(Date.parse(v)), 'Please enter a valid date.'),
});
export type NewApiKeyInput = z.input<typeof NewApiKeyInput>;
