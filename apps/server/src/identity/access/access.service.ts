import type { Kysely } from 'kysely';
import { ACCESS_MESSAGES, type ActiveSession, type ApiKeyInfo, type CreatedApiKey } from '@keel/shared/access';
import type { SessionUser } from '@keel/shared/auth';
import type { Database } from '../../db/types';
import { notFound, validationError } from '../../errors';
import { recordAudit } from '../../platform/audit/audit.service';
import { newApiKey } from '../../platform/auth/api-key-auth';
import { sessionsChangedAfter } from '../../platform/auth/session-cache';
import { deleteApiKey, deleteOtherSessions, deleteSession, insertApiKey, listApiKeys, listSessions } from './access.repository';

/** A short browser name from a User-Agent ("Firefox on Linux"), or the raw agent when unknown. */
export function describeBrowser(userAgent: string | null): string {
  if (!userAgent) return 'Unknown browser';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrom(e|ium)\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : null;
  const os = /Windows/.test(userAgent)
    ? 'Windows'
    : /Android/.test(userAgent)
      ? 'Android'
      : /iPhone|iPad/.test(userAgent)
        ? 'iOS'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  if (!browser) return userAgent.slice(0, 80);
  return os ? `${browser} on ${os}` : browser;
}

export async function mySessions(db: Kysely<Database>, userId: string, currentSessionId: string): Promise<ActiveSession[]> {
  return (await listSessions(db, userId)).map((s) => ({
    id: s.id,
    browser: describeBrowser(s.user_agent),
    ipAddress: s.ip_address || null,
    lastActiveAt: s.updated_at.toISOString(),
    createdAt: s.created_at.toISOString(),
    current: s.id === currentSessionId,
  }));
}

/** Signs one of my sessions out; its cookie is refused at once on every instance. */
export async function revokeSession(db: Kysely<Database>, user: SessionUser, sessionId: string): Promise<void> {
  await db
    .transaction()
    .execute(async (trx) => {
      const ended = await deleteSession(trx, user.id, sessionId);
      if (!ended) throw notFound(ACCESS_MESSAGES.sessionNotFound);
      await recordAudit(trx, {
        actionType: 'SESSION_REVOKED',
        user,
        entityType: 'user',
        entityId: user.id,
        details: { sessions: 1, ipAddress: ended.ip_address ?? null },
      });
    })
    .then(sessionsChangedAfter(db, user.id));
}

/** For a transaction of another module (e.g. a password change): every session but this one ends. */
export const signOutOtherSessions = deleteOtherSessions;

/** Sign out everywhere else: every session but this one. */
export async function revokeOtherSessions(db: Kysely<Database>, user: SessionUser, currentSessionId: string): Promise<number> {
  return db
    .transaction()
    .execute(async (trx) => {
      const count = await deleteOtherSessions(trx, user.id, currentSessionId);
      if (count > 0)
        await recordAudit(trx, {
          actionType: 'SESSION_REVOKED',
          user,
          entityType: 'user',
          entityId: user.id,
          details: { sessions: count, everywhereElse: true },
        });
      return count;
    })
    .then(sessionsChangedAfter(db, user.id));
}

function toKeyInfo(row: {
  id: string;
  name: string;
  key_prefix: string;
  expires_at: Date | null;
  last_used_at: Date | null;
  created_at: Date;
}): ApiKeyInfo {
  return {
    id: row.id,
    name: row.name,
    prefix: row.key_prefix,
    expiresAt: row.expires_at?.toISOString() ?? null,
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
  };
}

export async function myApiKeys(db: Kysely<Database>, userId: string): Promise<ApiKeyInfo[]> {
  return (await listApiKeys(db, userId)).map(toKeyInfo);
}

/** A new key: returned once, stored as its SHA-256 only. */
export async function createApiKey(
  db: Kysely<Database>,
  user: SessionUser,
  input: { name: string; expires_at: string | null },
): Promise<CreatedApiKey> {
  const expiresAt = input.expires_at ? new Date(input.expires_at) : null;
  if (expiresAt && expiresAt.getTime() <= Date.now())
    throw validationError(ACCESS_MESSAGES.expiryInPast, { expires_at: ACCESS_MESSAGES.expiryInPast });
  const { key, hash, prefix } = newApiKey();
  return db.transaction().execute(async (trx) => {
    const row = await insertApiKey(trx, { user_id: user.id, name: input.name, key_hash: hash, key_prefix: prefix, expires_at: expiresAt });
    await recordAudit(trx, {
      actionType: 'API_KEY_CREATED',
      user,
      entityType: 'api_key',
      entityId: row.id,
      details: { name: row.name, prefix, expiresAt: expiresAt?.toISOString() ?? null },
    });
    return { ...toKeyInfo(row), key };
  });
}

export async function revokeApiKey(db: Kysely<Database>, user: SessionUser, keyId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await deleteApiKey(trx, user.id, keyId);
    if (!row) throw notFound(ACCESS_MESSAGES.keyNotFound);
    await recordAudit(trx, {
      actionType: 'API_KEY_REVOKED',
      user,
      entityType: 'api_key',
      entityId: row.id,
      details: { name: row.name, prefix: row.key_prefix },
    });
  });
}
