import type { Kysely } from 'kysely';
import { HIDDEN_SECRET_LINK, type MailAttachment, OUTBOX_PAGE_SIZE, type OutboxMail, type OutboxMailSummary } from '@keel/shared/outbox';
import type { SessionUser } from '@keel/shared/auth';
import type { Database } from '../../db/types';
import { notFound, conflict } from '../../errors';
import { recordAudit } from '../audit/audit.service';
import type { JobEngine } from '../background/job-engine';
import { eraseFromAttachment } from './attachment-erase';
import { hideSecretLinks, linksIn, type RenderedMail, SECRET_MAIL_KINDS } from './mail-templates';
import {
  findMail,
  findSecretViews,
  insertMail,
  isAdminAddress,
  listMails,
  mailsWithAttachmentsMatching,
  resetFailed,
  setAttachments,
} from './outbox.repository';

/** An erase's part in the outbox (decision 0110). */
export { eraseFromOutbox } from './outbox.repository';

/** The job that delivers one outbox mail: `{ id }`. */
export const MAIL_QUEUE = 'mail-delivery';

export interface MailJob {
  id: string;
}

/**
 * Puts a mail in the outbox and its delivery job in the queue, both inside `trx`, the transaction
 * of the change that causes the mail: it commits with that change, or neither exists.
 */
export async function queueMail(trx: Kysely<Database>, jobs: JobEngine, mail: RenderedMail): Promise<string> {
  const id = await insertMail(trx, mail);
  await jobs.send(trx, MAIL_QUEUE, { id } satisfies MailJob);
  return id;
}

type SummaryRow = Awaited<ReturnType<typeof listMails>>[number];

function toSummary(row: SummaryRow): OutboxMailSummary {
  return {
    id: row.id,
    kind: row.kind,
    to: row.to_address,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: row.created_at.toISOString(),
    sentAt: row.sent_at ? row.sent_at.toISOString() : null,
  };
}

export async function outboxMails(db: Kysely<Database>): Promise<OutboxMailSummary[]> {
  return (await listMails(db, OUTBOX_PAGE_SIZE)).map(toSummary);
}

/** Who opens an Outbox mail, and how (decision 0066). */
export interface OutboxViewer {
  user: SessionUser;
  /** Through a personal API key: never shown a secret, whatever its scope (decision 0067). */
  viaApiKey: boolean;
  /** SMTP is configured: mails reach their recipients, so nobody needs to read a secret here. */
  deliveryEnabled: boolean;
}

/**
 * Whether `viewer` may read the secret of a mail to `to` (decision 0066): never with SMTP
 * configured or through an API key; without SMTP (admins pass links on by hand), a secret
 * addressed to an admin only by that admin, one addressed to another member by any admin.
 */
async function maySeeSecret(db: Kysely<Database>, viewer: OutboxViewer, to: string): Promise<boolean> {
  if (viewer.viaApiKey || viewer.deliveryEnabled) return false;
  if (viewer.user.email.toLowerCase() === to.toLowerCase()) return true;
  return !(await isAdminAddress(db, to));
}

/**
 * One mail of the Outbox. A secret-bearing mail (a reset or confirmation link) shows its links
 * only to who may see them, and every such view is audited (OUTBOX_SECRET_VIEWED) so the owner
 * learns who saw it (decision 0066).
 */
export async function outboxMail(db: Kysely<Database>, id: string, viewer: OutboxViewer): Promise<OutboxMail> {
  const row = await findMail(db, id);
  if (!row) throw notFound('This mail is not in the outbox.');
  const secret = SECRET_MAIL_KINDS.has(row.kind);
  const hidden = secret && !(await maySeeSecret(db, viewer, row.to_address));
  if (secret && !hidden)
    await recordAudit(db, {
      actionType: 'OUTBOX_SECRET_VIEWED',
      user: viewer.user,
      entityType: 'mail',
      entityId: row.id,
      details: { kind: row.kind, to: row.to_address },
    });
  const text = hidden ? hideSecretLinks(row.text_body, HIDDEN_SECRET_LINK) : row.text_body;
  const html = hidden ? hideSecretLinks(row.html_body, HIDDEN_SECRET_LINK) : row.html_body;
  return { ...toSummary(row), html, text, links: linksIn(text), attachments: row.attachments, secretHidden: hidden };
}

/** An admin's retry of a mail whose retries are used up: back to pending with a new delivery job. */
export async function retryMail(db: Kysely<Database>, jobs: JobEngine, viewer: OutboxViewer, id: string): Promise<OutboxMail> {
  const { user } = viewer;
  await db.transaction().execute(async (trx) => {
    const reset = await resetFailed(trx, id);
    if (!reset) {
      if (!(await findMail(trx, id))) throw notFound('This mail is not in the outbox.');
      throw conflict('Only a failed mail can be retried.');
    }
    await jobs.send(trx, MAIL_QUEUE, { id } satisfies MailJob);
    await recordAudit(trx, {
      actionType: 'MAIL_RETRIED',
      user,
      entityType: 'mail',
      entityId: id,
      details: { to: reset.to_address, subject: reset.subject },
    });
  });
  return outboxMail(db, id, viewer);
}

/** One look by someone else at a reset or confirmation link mailed to a member (decision 0066). */
export interface SecretView {
  by: string;
  kind: string;
  at: Date;
}

/** Who (else) viewed the secrets mailed to `address`, after `since` (all when null), oldest first. */
export async function secretViewsOf(
  db: Kysely<Database>,
  address: string,
  viewerToSkip: string,
  since: Date | null,
): Promise<SecretView[]> {
  const rows = await findSecretViews(db, address, viewerToSkip, since);
  return rows.map((r) => ({ by: r.user_name ?? 'Someone', kind: String((r.details as { kind?: string }).kind ?? ''), at: r.created_at }));
}

/**
 * An erase (decision 0070): the person's name, e-mail and phone leave every mail's attachments
 * (interviewers' .ics invitations name the candidate as an attendee), replaced by `mark`.
 */
export async function eraseFromAttachments(trx: Kysely<Database>, pattern: string, mark: string): Promise<number> {
  const mails = await mailsWithAttachmentsMatching(trx, pattern);
  for (const mail of mails) {
    await setAttachments(
      trx,
      mail.id,
      (mail.attachments as MailAttachment[]).map((file) => eraseFromAttachment(file, pattern, mark)),
    );
  }
  return mails.length;
}
