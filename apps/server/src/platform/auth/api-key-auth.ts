import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ACCESS_MESSAGES, API_KEY_PREFIX, type ApiKeyScope } from '@keel/shared/access';
import type { SessionUser } from '@keel/shared/auth';
import type { Role } from '@keel/shared/roles';
import type { Database } from '../../db/types';
import { AppError, forbidden } from '../../errors';

/**
 * Personal API keys (decision 0021): `keel_` + 32 random bytes (base64url). Only the SHA-256 of a
 * key is stored: with 256 bits of randomness a fast hash cannot be reversed by guessing, and every
 * Bearer request can be checked with one indexed lookup, no slow password hash.
 */
export function newApiKey(): { key: string; hash: string; prefix: string } {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, hash: hashApiKey(key), prefix: key.slice(0, API_KEY_PREFIX.length + 6) };
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** The key of an `Authorization: Bearer <key>` header; undefined without one. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1] : header?.toLowerCase().startsWith('bearer') ? '' : undefined;
}

/** The user a key acts as: unexpired, not revoked, its user not deactivated. */
async function findKeyUser(db: Kysely<Database>, hash: string) {
  return db
    .selectFrom('api_keys')
    .innerJoin('users', 'users.id', 'api_keys.user_id')
    .select([
      'api_keys.id as key_id',
      'api_keys.scope',
      'api_keys.last_used_at',
      'users.id',
      'users.email',
      'users.role',
      'users.full_name',
      'users.avatar_url',
      'users.phone',
      'users.time_zone',
      'users.two_factor_enabled',
      'users.password_change_required',
    ])
    .where('api_keys.key_hash', '=', hash)
    .where((eb) => eb.or([eb('api_keys.expires_at', 'is', null), eb('api_keys.expires_at', '>', new Date())]))
    .where((eb) => eb.or([eb('users.banned', 'is', null), eb('users.banned', '=', false)]))
    .executeTakeFirst();
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const WINDOW_MS = 60_000;
/** Requests per key in the current minute, per app instance. */
const windows = new WeakMap<object, Map<string, { start: number; count: number }>>();

function countRequest(request: FastifyRequest, keyId: string) {
  let counts = windows.get(request.server);
  if (!counts) windows.set(request.server, (counts = new Map()));
  const now = Date.now();
  const entry = counts.get(keyId);
  if (!entry || now - entry.start >= WINDOW_MS) {
    if (counts.size > 10_000) counts.clear();
    counts.set(keyId, { start: now, count: 1 });
    return;
  }
  entry.count += 1;
  if (entry.count > request.server.config.API_KEY_RATE_LIMIT) {
    throw new AppError('RATE_LIMITED', ACCESS_MESSAGES.rateLimited);
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the request is authenticated by a personal API key instead of a session cookie. */
    apiKeyId?: string;
    /** That key's scope (decision 0067). */
    apiKeyScope?: ApiKeyScope;
  }
}

/** The user of a Bearer key, or null for an unknown, revoked or expired key (→ 401 at the guard). */
export async function loadApiKeyUser(request: FastifyRequest, key: string): Promise<SessionUser | null> {
  if (!key.startsWith(API_KEY_PREFIX)) return null;
  const row = await findKeyUser(request.server.db, hashApiKey(key));
  if (!row) return null;
  countRequest(request, row.key_id);
  request.apiKeyId = row.key_id;
  request.apiKeyScope = row.scope as ApiKeyScope;
  request.secondFactor = row.two_factor_enabled === true;
  request.passwordChange = row.password_change_required === true;
  // A read-only key reads (decision 0067): any other method is refused before any handler runs.
  if (row.scope === 'read' && !READ_METHODS.has(request.method)) throw forbidden(ACCESS_MESSAGES.readOnlyKey);
  // "Last used" to the minute is enough, and spares a write per request.
  if (!row.last_used_at || Date.now() - row.last_used_at.getTime() > 60_000) {
    await request.server.db.updateTable('api_keys').set({ last_used_at: new Date() }).where('id', '=', row.key_id).execute();
  }
  return {
    id: row.id,
    email: row.email,
    role: row.role as Role,
    fullName: row.full_name.trim() || row.email,
    avatarUrl: row.avatar_url,
    phone: row.phone,
    timeZone: row.time_zone,
  };
}

/**
 * The user of a key as it stands now, without counting a request (an open event stream re-checks
 * its reader, decision 0068); null when the key no longer works.
 */
export async function currentKeyUser(db: Kysely<Database>, key: string): Promise<SessionUser | null> {
  if (!key.startsWith(API_KEY_PREFIX)) return null;
  const row = await findKeyUser(db, hashApiKey(key));
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    role: row.role as Role,
    fullName: row.full_name.trim() || row.email,
    avatarUrl: row.avatar_url,
    phone: row.phone,
    timeZone: row.time_zone,
  };
}
