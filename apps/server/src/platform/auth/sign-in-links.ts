import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { SIGN_IN_LINK_TTL_MINUTES } from '@keel/shared/sign-in-link';
import type { Database } from '../../db/types';
import type { Auth } from './auth';

/**
 * One-time sign-in links (decision 0073): mailed when a right password comes from an address
 * that has never signed in to an account under a distributed guessing attack. Only a hash of the
 * token is stored (in better-auth's verifications table, like the reset and confirmation links).
 */
const identifier = (tokenHash: string) => `sign-in-link:${tokenHash}`;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new link is not made (nor mailed) within this long of the last one: the last one still works. */
const REISSUE_AFTER_MS = 60_000;

/**
 * A new link for `userId`, replacing the ones before (one live link per member); undefined when
 * one was made less than a minute ago, so a stolen password cannot flood its owner's mailbox.
 */
export async function issueSignInToken(db: Kysely<Database>, userId: string): Promise<string | undefined> {
  const recent = await db
    .selectFrom('verifications')
    .select('id')
    .where('identifier', 'like', 'sign-in-link:%')
    .where('value', '=', userId)
    .where('created_at', '>', new Date(Date.now() - REISSUE_AFTER_MS))
    .executeTakeFirst();
  if (recent) return undefined;
  await forgetSignInTokens(db, userId);
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('verifications')
    .values({
      identifier: identifier(hashToken(token)),
      value: userId,
      expires_at: new Date(Date.now() + SIGN_IN_LINK_TTL_MINUTES * 60_000),
    })
    .execute();
  return token;
}

/** Uses up a link (one statement, so it works once): its member's id when it had not expired. */
export async function consumeSignInToken(db: Kysely<Database>, token: string): Promise<string | undefined> {
  const rows = await db
    .deleteFrom('verifications')
    .where('identifier', '=', identifier(hashToken(token)))
    .returning(['value', 'expires_at'])
    .execute();
  const row = rows[0];
  return row && row.expires_at.getTime() > Date.now() ? row.value : undefined;
}

/** Ends the member's live sign-in link: every recovery ends every credential (decision 0066). */
export async function forgetSignInTokens(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('verifications').where('identifier', 'like', 'sign-in-link:%').where('value', '=', userId).execute();
}

/**
 * Signs `userId` in without a password (the link was their proof): a better-auth session, and its
 * signed cookie set on `reply` as better-auth's own sign-in sets it.
 */
export async function startSession(auth: Auth, request: FastifyRequest, reply: FastifyReply, userId: string): Promise<void> {
  const context = await auth.$context;
  const session = await context.internalAdapter.createSession(userId, false, {
    ipAddress: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
  });
  const signature = createHmac('sha256', context.secret).update(session.token).digest('base64');
  const { name, attributes } = context.authCookies.sessionToken;
  const parts = [`${name}=${encodeURIComponent(`${session.token}.${signature}`)}`, `Max-Age=${context.sessionConfig.expiresIn}`];
  parts.push(`Path=${attributes.path ?? '/'}`);
  if (attributes.httpOnly) parts.push('HttpOnly');
  if (attributes.secure) parts.push('Secure');
  if (attributes.sameSite) parts.push(`SameSite=${attributes.sameSite[0].toUpperCase()}${attributes.sameSite.slice(1)}`);
  void reply.header('set-cookie', parts.join('; '));
}
