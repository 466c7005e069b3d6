/** Tables of better-auth and of account security (sign-in limits, two-factor, API keys, demo accounts). */
import type { ColumnType } from 'kysely';
import type { Role } from '@keel/shared/roles';
import type { WithDefault, Timestamp, TimestampDefault, NullableTimestamp, Id } from './columns';

// ---- auth (better-auth models mapped to snake_case) -----------------------------------------

export interface UsersTable {
  id: Id;
  full_name: string;
  email: string;
  email_verified: WithDefault<boolean>;
  two_factor_enabled: WithDefault<boolean>;
  avatar_url: string | null;
  role: WithDefault<Role>;
  phone: string | null;
  banned: ColumnType<boolean | null, boolean | null | undefined, boolean | null>;
  ban_reason: string | null;
  ban_expires: NullableTimestamp;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
}

/** An account demo mode made (migration 0016): disabled whenever the app starts without demo mode. */
export interface DemoAccountsTable {
  user_id: string;
  origin: 'seed' | 'test-user';
  created_at: TimestampDefault;
}

/** better-auth's twoFactor model (migration 0022): secret and recovery codes encrypted. */
export interface TwoFactorsTable {
  id: Id;
  user_id: string;
  secret: string;
  backup_codes: string;
  verified: WithDefault<boolean>;
  failed_verification_count: WithDefault<number>;
  locked_until: NullableTimestamp;
}

export interface SessionsTable {
  id: Id;
  user_id: string;
  token: string;
  expires_at: Timestamp;
  ip_address: string | null;
  user_agent: string | null;
  impersonated_by: string | null;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
}

export interface ApiKeysTable {
  id: Id;
  user_id: string;
  name: string;
  key_hash: string;
  key_prefix: string;
  expires_at: NullableTimestamp;
  last_used_at: NullableTimestamp;
  created_at: TimestampDefault;
}

export interface AccountsTable {
  id: Id;
  user_id: string;
  account_id: string;
  provider_id: string;
  access_token: string | null;
  refresh_token: string | null;
  id_token: string | null;
  access_token_expires_at: NullableTimestamp;
  refresh_token_expires_at: NullableTimestamp;
  scope: string | null;
  password: string | null;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
}

export interface VerificationsTable {
  id: Id;
  identifier: string;
  value: string;
  expires_at: Timestamp;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
}

export interface AuthRateLimitsTable {
  key: string;
  failures: WithDefault<number>;
  window_started_at: TimestampDefault;
  /** For an e-mail's counter: when an address that has failed for it may try again (decision 0014). */
  next_attempt_at: Date | null;
}
