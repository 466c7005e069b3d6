import { randomBytes } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { admin } from 'better-auth/plugins/admin';
import { twoFactor } from 'better-auth/plugins/two-factor';
import type { Kysely } from 'kysely';
import { DEFAULT_ROLE, ROLES } from '@keel/shared/roles';
import { MIN_PASSWORD_LENGTH } from '@keel/shared/auth';
import { MAX_PASSWORD_LENGTH } from '@keel/shared/password-policy';
import type { Config } from '../../config';
import type { Database } from '../../db/types';
import { ensureSetting } from '../settings/settings.service';
import { passwordHashing } from './password-hashing';

const timestamps = { createdAt: 'created_at', updatedAt: 'updated_at' } as const;

/** better-auth over our own tables (users, sessions, accounts, verifications; snake_case, uuid ids). */
export function createAuth(db: Kysely<Database>, config: Config, secret: string) {
  const baseURL = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  return betterAuth({
    appName: 'Keel',
    baseURL,
    basePath: '/api/auth',
    secret,
    database: { db, type: 'postgres', transaction: true },
    // Our own same-origin check guards every unsafe request (plugins/security.ts).
    trustedOrigins: (request) => (request ? [new URL(request.url).origin] : [baseURL]),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      autoSignIn: false,
      password: passwordHashing,
      // Outside demo mode a right password is refused (403) until the e-mail is confirmed; our
      // own link and mail (identity/email-confirmation) do the confirming (decision 0023).
      requireEmailVerification: !config.DEMO_MODE,
    },
    user: {
      modelName: 'users',
      fields: { name: 'full_name', image: 'avatar_url', emailVerified: 'email_verified', ...timestamps },
      additionalFields: {
        phone: { type: 'string', required: false, input: false },
        // The member's IANA zone (decision 0080): read with the session, set only by PUT /api/profile/time-zone.
        timeZone: { type: 'string', required: false, input: false, fieldName: 'time_zone' },
      },
    },
    session: {
      modelName: 'sessions',
      fields: { userId: 'user_id', expiresAt: 'expires_at', ipAddress: 'ip_address', userAgent: 'user_agent', ...timestamps },
      // An absolute lifetime, never renewed; the idle timeout is the guards' (decision 0068).
      expiresIn: config.SESSION_MAX_HOURS * 60 * 60,
      disableSessionRefresh: true,
    },
    account: {
      modelName: 'accounts',
      fields: {
        userId: 'user_id',
        accountId: 'account_id',
        providerId: 'provider_id',
        accessToken: 'access_token',
        refreshToken: 'refresh_token',
        idToken: 'id_token',
        accessTokenExpiresAt: 'access_token_expires_at',
        refreshTokenExpiresAt: 'refresh_token_expires_at',
        ...timestamps,
      },
    },
    verification: { modelName: 'verifications', fields: { expiresAt: 'expires_at', ...timestamps } },
    advanced: {
      database: { generateId: 'uuid' },
      cookiePrefix: 'keel',
      useSecureCookies: baseURL.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    // Sign-in failures are limited per IP and per e-mail by our own, database-backed limiter.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    plugins: [
      admin({
        defaultRole: DEFAULT_ROLE,
        adminRoles: ['admin'],
        schema: {
          user: { fields: { banReason: 'ban_reason', banExpires: 'ban_expires' } },
          session: { fields: { impersonatedBy: 'impersonated_by' } },
        },
      }),
      // TOTP behind our routes (identity/two-factor, decision 0023); its own per-challenge and
      // per-account attempt limits stay on, and our sign-in limiter counts every code too.
      twoFactor({
        issuer: 'Keel',
        backupCodeOptions: { amount: 10, length: 10 },
        accountLockout: { enabled: true, maxFailedAttempts: 10, durationSeconds: 15 * 60 },
        schema: {
          user: { fields: { twoFactorEnabled: 'two_factor_enabled' } },
          twoFactor: {
            modelName: 'two_factors',
            fields: {
              userId: 'user_id',
              backupCodes: 'backup_codes',
              failedVerificationCount: 'failed_verification_count',
              lockedUntil: 'locked_until',
            },
          },
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
export { ROLES };

/** The session-signing secret: AUTH_SECRET, or one generated once and shared by all instances. */
export async function resolveAuthSecret(db: Kysely<Database>, config: Config): Promise<string> {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  const generated = randomBytes(32).toString('base64url');
  return (await ensureSetting(db, 'auth_secret', generated)) ?? generated;
}
