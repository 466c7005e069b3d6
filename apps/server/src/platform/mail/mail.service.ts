import type { Kysely } from 'kysely';
import { type MailAttachment, OUTBOX_PAGE_SIZE, type OutboxMail, type OutboxMailSummary } from '@keel/shared/outbox';
import type { SessionUser } from '@keel/shared/auth';
import type { Database } from '../../db/types';
import { notFound, conflict } from '../../errors';
import { recordAudit } from '../audit/audit.service';
import type { JobEngine } from '../background/job-engine';
import { linksIn, type RenderedMail } from './mail-templates';
import { eraseFromAttachment } from './attachment-erase';
import { findMail, insertMail, listMails, mailsWithAttachmentsMatching, resetFailed, setAttachments } from './outbox.repository';

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

export async function outboxMail(db: Kysely<Database>, id: string): Promise<OutboxMail> {
  const row = await findMail(db, id);
  if (!row) throw notFound('This mail is not in the outbox.');
  return { ...toSummary(row), html: row.html_body, text: row.text_body, links: linksIn(row.text_body), attachments: row.attachments };
}

/** An admin's retry of a mail whose retries are used up: back to pending with a new delivery job. */
export async function retryMail(db: Kysely<Database>, jobs: JobEngine, user: SessionUser, id: string): Promise<OutboxMail> {
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
  return outboxMail(db, id);
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
