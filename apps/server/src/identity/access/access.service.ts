import type { Kysely } from 'kysely';
import {
  ACCESS_MESSAGES,
  type ActiveSession,
  type ApiKeyInfo,
  type ApiKeyScope,
  type CreatedApiKey,
  type TeamApiKey,
} from '@keel/shared/access';
import { roleFlags } from '@keel/shared/roles';
import type { SessionUser } from '@keel/shared/auth';
import type { Database } from '../../db/types';
import { notFound, validationError } from '../../errors';
import { recordAudit } from '../../platform/audit/audit.service';
import { newApiKey } from '../../platform/auth/api-key-auth';
import { deleteApiKey, deleteApiKeysOf, deleteSession, deleteSessionsOf, insertApiKey } from '../../platform/auth/credentials.service';
import { sessionsChangedAfter } from '../../platform/auth/session-cache';
import { forgetSignInTokens } from '../../platform/auth/sign-in-links';
import type { JobEngine } from '../../platform/background/job-engine';
import { type CredentialsEnded, type CredentialsEndedCause, credentialsEndedMail } from '../../platform/mail/mail-templates';
import { queueMail } from '../../platform/mail/mail.service';
import { listApiKeys, listEveryApiKey, listSessions } from './access.repository';

export type { CredentialsEnded, CredentialsEndedCause };

/**
 * A credential kept by another module (the calendar feed's URL, workspace): it ends with the
 * others. The composition root (app.ts) registers it, as identity knows no workspace table.
 * A listener runs inside the ending transaction and says whether it ended something.
 */
export type CredentialListener = (trx: Kysely<Database>, userId: string) => Promise<boolean>;
const credentialListeners = new Set<CredentialListener>();

export function onCredentialsEnded(listener: CredentialListener): void {
  credentialListeners.add(listener);
}

/**
 * Recovery ends every credential (decision 0066): the user's sessions (all, or all but
 * `keepSessionId`), their personal API keys and their calendar feed's URL end inside `trx`, and a
 * mail tells the owner what ended. Call `sessionsChanged` after the commit.
 */
export async function endCredentials(
  trx: Kysely<Database>,
  jobs: JobEngine,
  owner: { id: string; email: string; name: string },
  cause: CredentialsEndedCause,
  keepSessionId?: string,
): Promise<CredentialsEnded> {
  const sessions = await deleteSessionsOf(trx, owner.id, keepSessionId);
  const apiKeys = await deleteApiKeysOf(trx, owner.id);
  await forgetSignInTokens(trx, owner.id); // a mailed sign-in link (decision 0073)
  let calendarFeed = false;
  for (const listener of credentialListeners) calendarFeed = (await listener(trx, owner.id)) || calendarFeed;
  const ended = { sessions, apiKeys, calendarFeed };
  if (cause !== 'sign-out-everywhere' || sessions + apiKeys > 0 || calendarFeed)
    await queueMail(trx, jobs, credentialsEndedMail({ email: owner.email, name: owner.name }, cause, ended));
  return ended;
}

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

/**
 * Sign out everywhere else: every session but this one, and with them every personal API key and
 * the calendar feed's URL (decision 0066); the owner is told what ended.
 */
export async function revokeOtherSessions(
  deps: { db: Kysely<Database>; jobs: JobEngine },
  user: SessionUser,
  currentSessionId: string,
): Promise<CredentialsEnded> {
  return deps.db
    .transaction()
    .execute(async (trx) => {
      const ended = await endCredentials(
        trx,
        deps.jobs,
        { id: user.id, email: user.email, name: user.fullName },
        'sign-out-everywhere',
        currentSessionId,
      );
      if (ended.sessions + ended.apiKeys > 0 || ended.calendarFeed)
        await recordAudit(trx, {
          actionType: 'SESSION_REVOKED',
          user,
          entityType: 'user',
          entityId: user.id,
          details: { sessions: ended.sessions, everywhereElse: true, apiKeysRevoked: ended.apiKeys, calendarFeedEnded: ended.calendarFeed },
        });
      return ended;
    })
    .then(sessionsChangedAfter(deps.db, user.id));
}

function toKeyInfo(row: {
  id: string;
  name: string;
  key_prefix: string;
  scope: string;
  expires_at: Date | null;
  last_used_at: Date | null;
  created_at: Date;
}): ApiKeyInfo {
  return {
    id: row.id,
    name: row.name,
    prefix: row.key_prefix,
    scope: row.scope as ApiKeyScope,
    expiresAt: row.expires_at?.toISOString() ?? null,
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
  };
}

export async function myApiKeys(db: Kysely<Database>, userId: string): Promise<ApiKeyInfo[]> {
  return (await listApiKeys(db, userId)).map(toKeyInfo);
}

/** A new key with the scope chosen (decision 0067): returned once, stored as its SHA-256 only. */
export async function createApiKey(
  db: Kysely<Database>,
  user: SessionUser,
  input: { name: string; scope: ApiKeyScope; expires_at: string | null },
): Promise<CreatedApiKey> {
  const expiresAt = input.expires_at ? new Date(input.expires_at) : null;
  if (expiresAt && expiresAt.getTime() <= Date.now())
    throw validationError(ACCESS_MESSAGES.expiryInPast, { expires_at: ACCESS_MESSAGES.expiryInPast });
  if (input.scope === 'admin' && !roleFlags(user.role).isAdmin)
    throw validationError(ACCESS_MESSAGES.adminScopeForAdmins, { scope: ACCESS_MESSAGES.adminScopeForAdmins });
  const { key, hash, prefix } = newApiKey();
  return db.transaction().execute(async (trx) => {
    const row = await insertApiKey(trx, {
      user_id: user.id,
      name: input.name,
      key_hash: hash,
      key_prefix: prefix,
      scope: input.scope,
      expires_at: expiresAt,
    });
    await recordAudit(trx, {
      actionType: 'API_KEY_CREATED',
      user,
      entityType: 'api_key',
      entityId: row.id,
      details: { name: row.name, prefix, scope: input.scope, expiresAt: expiresAt?.toISOString() ?? null },
    });
    return { ...toKeyInfo(row), key };
  });
}

/** Revokes one of my keys, or (`anyMember`, an admin in Team Management) any member's. */
export async function revokeApiKey(db: Kysely<Database>, user: SessionUser, keyId: string, anyMember = false): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await deleteApiKey(trx, anyMember ? null : user.id, keyId);
    if (!row) throw notFound(ACCESS_MESSAGES.keyNotFound);
    await recordAudit(trx, {
      actionType: 'API_KEY_REVOKED',
      user,
      entityType: 'api_key',
      entityId: row.id,
      details: { name: row.name, prefix: row.key_prefix, ...(row.user_id !== user.id ? { ownerId: row.user_id } : {}) },
    });
  });
}

/** Every member's keys, for admins (decision 0067): never the keys themselves. */
export async function everyApiKey(db: Kysely<Database>): Promise<TeamApiKey[]> {
  return (await listEveryApiKey(db)).map((row) => ({
    ...toKeyInfo(row),
    owner: { id: row.owner_id, fullName: row.owner_name.trim() || row.owner_email, email: row.owner_email },
  }));
}
