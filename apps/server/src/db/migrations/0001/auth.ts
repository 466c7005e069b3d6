import { DEFAULT_ROLE, ROLES } from '@keel/shared/roles';
import { inList, literal, updatedAtTrigger, type Statement } from './sql';

/**
 * better-auth's tables (its user/session/account/verification models mapped to these names and
 * snake_case columns; the admin plugin adds role, banned, ban_reason, ban_expires and
 * impersonated_by). Ids are generated in JS; the defaults serve seeds and manual inserts.
 */
export const upAuth: Statement[] = [
  `CREATE TABLE users (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    full_name text NOT NULL,
    email text NOT NULL,
    email_verified boolean NOT NULL DEFAULT false,
    avatar_url text NULL,
    role text NOT NULL DEFAULT ${literal(DEFAULT_ROLE)},
    phone text NULL,
    banned boolean NULL DEFAULT false,
    ban_reason text NULL,
    ban_expires timestamptz NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT users_email_key UNIQUE (email),
    CONSTRAINT users_role_check CHECK (${inList('role', ROLES)})
  )`,
  `CREATE INDEX users_full_name_idx ON users (lower(full_name), id)`,
  `CREATE INDEX users_role_idx ON users (role)`,
  updatedAtTrigger('users'),

  `CREATE TABLE sessions (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    token text NOT NULL,
    expires_at timestamptz NOT NULL,
    ip_address text NULL,
    user_agent text NULL,
    impersonated_by uuid NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT sessions_token_key UNIQUE (token)
  )`,
  `CREATE INDEX sessions_user_id_idx ON sessions (user_id)`,
  updatedAtTrigger('sessions'),

  `CREATE TABLE accounts (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    account_id text NOT NULL,
    provider_id text NOT NULL,
    access_token text NULL,
    refresh_token text NULL,
    id_token text NULL,
    access_token_expires_at timestamptz NULL,
    refresh_token_expires_at timestamptz NULL,
    scope text NULL,
    password text NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX accounts_user_id_idx ON accounts (user_id)`,
  updatedAtTrigger('accounts'),

  `CREATE TABLE verifications (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    identifier text NOT NULL,
    value text NOT NULL,
    expires_at timestamptz NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX verifications_identifier_idx ON verifications (identifier)`,
  updatedAtTrigger('verifications'),

  // Failed sign-in counters per IP and per e-mail, shared by all instances.
  `CREATE TABLE auth_rate_limits (
    key text PRIMARY KEY,
    failures integer NOT NULL DEFAULT 0 CHECK (failures >= 0),
    window_started_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX auth_rate_limits_window_idx ON auth_rate_limits (window_started_at)`,
];

export const downAuth: Statement[] = [
  `DROP TABLE IF EXISTS auth_rate_limits`,
  `DROP TABLE IF EXISTS verifications`,
  `DROP TABLE IF EXISTS accounts`,
  `DROP TABLE IF EXISTS sessions`,
  `DROP TABLE IF EXISTS users`,
];
