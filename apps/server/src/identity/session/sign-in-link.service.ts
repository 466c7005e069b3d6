import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { paths } from '@keel/shared/paths';
import { SIGN_IN_LINK_MESSAGES, SIGN_IN_LINK_TTL_MINUTES } from '@keel/shared/sign-in-link';
import { validationError } from '../../errors';
import { recordAudit } from '../../platform/audit/audit.service';
import { consumeSignInToken, issueSignInToken, startSession } from '../../platform/auth/sign-in-links';
import { signInLinkMail } from '../../platform/mail/mail-templates';
import { queueMail } from '../../platform/mail/mail.service';
import { findLinkAccountByEmail, findLinkAccountById, type LinkAccount } from './sign-in-link.repository';

/**
 * Distributed guessing (decision 0073): once an e-mail has had SIGNIN_UNKNOWN_ADDRESS_FAILURES
 * failed sign-ins within the hour, from any addresses, a sign-in from an address that has never
 * signed in to its account gets no verdict on the password. A right one is told to finish with a
 * mailed one-time link (or goes on to the second factor), a wrong one gets the very same answer.
 */
export interface Hold {
  /** The account behind the e-mail; undefined for an unknown e-mail (held alike: no account is revealed). */
  account: LinkAccount | undefined;
}

const NO_ONE = '00000000-0000-0000-0000-000000000000';

/** Whether this sign-in attempt is held (see above); the owner at a known address never is. */
export async function holdFor(app: FastifyInstance, ip: string, email: string, recentFailures: number): Promise<Hold | null> {
  if (recentFailures < app.config.SIGNIN_UNKNOWN_ADDRESS_FAILURES) return null;
  const account = await findLinkAccountByEmail(app.db, email);
  // Looked up for an unknown e-mail too (no one's id), so the time taken does not tell accounts apart.
  if ((await app.knownAddresses.has(account?.id ?? NO_ONE, ip)) && account) return null;
  return { account };
}

/** Whether the account may sign in at all: confirmed (outside demo mode) and not deactivated. */
function maySignIn(app: FastifyInstance, account: LinkAccount): boolean {
  if (!account.email_verified && !app.config.DEMO_MODE) return false;
  return !(account.banned && (!account.ban_expires || account.ban_expires > new Date()));
}

/**
 * Checks a held attempt's password without signing in: right, and for an account that may sign
 * in. An unknown e-mail's password is hashed all the same, as better-auth does, so the time taken
 * tells nothing either.
 */
export async function heldPasswordIsRight(app: FastifyInstance, hold: Hold, password: string): Promise<boolean> {
  const { password: hashing } = await app.auth.$context;
  const hash = hold.account?.password_hash;
  if (!hold.account || !hash) {
    await hashing.hash(password);
    return false;
  }
  return (await hashing.verify({ hash, password })) && maySignIn(app, hold.account);
}

/** Mails the account a one-time sign-in link, audited, in one transaction; none within a minute of the last. */
export async function mailSignInLink(app: FastifyInstance, account: LinkAccount): Promise<void> {
  await app.db.transaction().execute(async (trx) => {
    const token = await issueSignInToken(trx, account.id);
    if (!token) return;
    const base = app.config.PUBLIC_URL ?? `http://localhost:${app.config.PORT}`;
    const url = new URL(`${paths.signInLink}?token=${encodeURIComponent(token)}`, base).href;
    const to = { email: account.email, name: account.full_name || account.email };
    await queueMail(trx, app.jobs, signInLinkMail(to, url, SIGN_IN_LINK_TTL_MINUTES));
    await recordAudit(trx, {
      actionType: 'SIGN_IN_LINK_SENT',
      user: null,
      actorName: 'Sign-in from a new device',
      entityType: 'user',
      entityId: account.id,
      details: { email: account.email },
    });
  });
}

/**
 * Opens a mailed link: signs its member in on this device, which becomes one of their known
 * addresses (audited). The link works once, within its time, for a member who may still sign in
 * and has no second factor (one set up since then is asked for instead).
 */
export async function signInWithLink(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, token: string): Promise<string> {
  const account = await app.db.transaction().execute(async (trx) => {
    const id = await consumeSignInToken(trx, token);
    const found = id ? await findLinkAccountById(trx, id) : undefined;
    if (!found || !maySignIn(app, found) || found.two_factor_enabled) throw validationError(SIGN_IN_LINK_MESSAGES.invalidLink);
    await app.knownAddresses.remember(found.id, request.ip, trx);
    await recordAudit(trx, {
      actionType: 'SIGNED_IN_WITH_LINK',
      user: { id: found.id, fullName: found.full_name || found.email },
      entityType: 'user',
      entityId: found.id,
      details: { email: found.email },
    });
    return found;
  });
  // better-auth's own adapter writes the session: after the commit (the link is used up either way).
  await startSession(app.auth, request, reply, account.id);
  await app.passwordGuard.limiter.recordSuccess(request.ip, account.email);
  return account.id;
}
