import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { paths } from '@keel/shared/paths';
import { EMAIL_CONFIRMATION_MESSAGES, EMAIL_CONFIRMATION_TTL_HOURS } from '@keel/shared/two-factor';
import type { Config } from '../../config';
import type { Database } from '../../db/types';
import { validationError } from '../../errors';
import { recordAudit } from '../../platform/audit/audit.service';
import type { JobEngine } from '../../platform/background/job-engine';
import { emailConfirmationMail } from '../../platform/mail/mail-templates';
import { queueMail } from '../../platform/mail/mail.service';
import { consumeLinkToken, replaceLinkToken } from '../../platform/auth/credentials.service';
import { markConfirmed } from '../users/users.service';
import { countRecentConfirmationMails, findUnconfirmedUser } from './email-confirmation.repository';

/** The verifications rows of confirmation links are `email-confirmation:<token hash>`. */
const CONFIRMATION_LINK = 'email-confirmation';

/** At most this many confirmation mails per address in RESEND_WINDOW_MS; more requests change nothing. */
export const MAX_CONFIRMATION_MAILS = 3;
export const RESEND_WINDOW_MS = 15 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface ConfirmationDeps {
  jobs: JobEngine;
  config: Config;
}

/** Writes a new one-time confirmation link and its mail, in the caller's transaction. */
export async function queueConfirmation(
  trx: Kysely<Database>,
  { jobs, config }: ConfirmationDeps,
  user: { id: string; email: string; name: string },
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await replaceLinkToken(
    trx,
    CONFIRMATION_LINK,
    user.id,
    hashToken(token),
    new Date(Date.now() + EMAIL_CONFIRMATION_TTL_HOURS * 3600 * 1000),
  );
  const base = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  const url = new URL(`${paths.confirmEmail}?token=${encodeURIComponent(token)}`, base).href;
  await queueMail(trx, jobs, emailConfirmationMail({ email: user.email, name: user.name }, url));
}

/**
 * 'Send it again': the same answer for any e-mail (no enumeration). An unconfirmed account gets a
 * new link unless MAX_CONFIRMATION_MAILS went to it in the window (the route limits each address too).
 */
export async function resendConfirmation(db: Kysely<Database>, deps: ConfirmationDeps, email: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const user = await findUnconfirmedUser(trx, email);
    if (!user) return;
    if ((await countRecentConfirmationMails(trx, user.email, new Date(Date.now() - RESEND_WINDOW_MS))) >= MAX_CONFIRMATION_MAILS) return;
    await queueConfirmation(trx, deps, { id: user.id, email: user.email, name: user.full_name || user.email });
  });
}

/** The link of the mail: confirms the address once (audited in the same transaction). */
export async function confirmEmail(db: Kysely<Database>, token: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const userId = await consumeLinkToken(trx, CONFIRMATION_LINK, hashToken(token));
    const user = userId ? await markConfirmed(trx, userId) : undefined;
    if (!user) throw validationError(EMAIL_CONFIRMATION_MESSAGES.invalidLink);
    await recordAudit(trx, {
      actionType: 'EMAIL_CONFIRMED',
      user: { id: user.id, fullName: user.full_name || user.email },
      entityType: 'user',
      entityId: user.id,
      details: { email: user.email },
    });
  });
}
