import { type Kysely, sql } from 'kysely';
import type { MailAttachment } from '@keel/shared/outbox';
import type { Database } from '../../db/types';
import type { RenderedMail } from './mail-templates';

export async function insertMail(db: Kysely<Database>, mail: RenderedMail): Promise<string> {
  const row = await db
    .insertInto('mail_outbox')
    .values({
      kind: mail.kind,
      to_address: mail.to,
      subject: mail.subject,
      html_body: mail.html,
      text_body: mail.text,
      attachments: JSON.stringify(mail.attachments ?? []),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findMail(db: Kysely<Database>, id: string) {
  return db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listMails(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('mail_outbox')
    .select(['id', 'kind', 'to_address', 'subject', 'status', 'attempts', 'last_error', 'created_at', 'sent_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Records a delivery; false when it was already recorded (another attempt got there first). */
export async function markSent(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set((eb) => ({ status: 'sent', sent_at: new Date(), attempts: eb('attempts', '+', 1), last_error: null }))
    .where('id', '=', id)
    .where('status', '<>', 'sent')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function recordFailure(db: Kysely<Database>, id: string, error: string, givenUp: boolean): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), last_error: error.slice(0, 1000), status: givenUp ? 'failed' : 'pending' }))
    .where('id', '=', id)
    .where('status', '<>', 'sent')
    .execute();
}

/** A failed mail back to pending, for an admin's retry; undefined when it is not (or no longer) failed. */
export function resetFailed(db: Kysely<Database>, id: string) {
  return db
    .updateTable('mail_outbox')
    .set({ status: 'pending', last_error: null })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .returning(['id', 'to_address', 'subject'])
    .executeTakeFirst();
}

/** Whether an address is an admin's (whose secrets only they may read, decision 0066). */
export async function isAdminAddress(db: Kysely<Database>, address: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql`lower(email)`, '=', address.toLowerCase())
    .where('role', '=', 'admin')
    .executeTakeFirst();
  return row !== undefined;
}

/** OUTBOX_SECRET_VIEWED entries for mails to `address` by others than `viewerToSkip`, after `since`. */
export function findSecretViews(db: Kysely<Database>, address: string, viewerToSkip: string, since: Date | null) {
  let query = db
    .selectFrom('audit_log')
    .select(['user_name', 'details', 'created_at'])
    .where('action_type', '=', 'OUTBOX_SECRET_VIEWED')
    .where(sql`lower(details ->> 'to')`, '=', address.toLowerCase())
    .where((eb) => eb.or([eb('user_id', 'is', null), eb('user_id', '!=', viewerToSkip)]));
  if (since) query = query.where('created_at', '>', since);
  return query.orderBy('created_at').limit(20).execute();
}

/** '\r\n ' of a folded .ics line, raw or as JSON text writes it. */
const FOLDED = String.raw`(\\r\\n|\r\n)[ \t]`;

/** Mails whose attachments (unfolded) match `pattern`, case-insensitively. */
export function mailsWithAttachmentsMatching(db: Kysely<Database>, pattern: string) {
  return db
    .selectFrom('mail_outbox')
    .select(['id', 'attachments'])
    .where(sql<boolean>`regexp_replace(attachments::text, ${FOLDED}, '', 'g') ~* ${pattern}`)
    .execute();
}

export async function setAttachments(db: Kysely<Database>, id: string, attachments: readonly MailAttachment[]): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ attachments: JSON.stringify(attachments) as never })
    .where('id', '=', id)
    .execute();
}

/**
 * An erase (decisions 0038, 0070, 0110): mails to the person are deleted; in every other mail each
 * match of `pattern` becomes `mark`. Returns how many mails were deleted.
 */
export async function eraseFromOutbox(db: Kysely<Database>, email: string, pattern: string | null, mark: string): Promise<number> {
  const mails = await sql`DELETE FROM mail_outbox WHERE lower(to_address) = lower(${email})`.execute(db);
  if (pattern) {
    await sql`
      UPDATE mail_outbox SET subject = regexp_replace(subject, ${pattern}, ${mark}, 'gi'),
        text_body = regexp_replace(text_body, ${pattern}, ${mark}, 'gi'), html_body = regexp_replace(html_body, ${pattern}, ${mark}, 'gi')
      WHERE subject ~* ${pattern} OR text_body ~* ${pattern} OR html_body ~* ${pattern}`.execute(db);
  }
  return Number(mails.numAffectedRows ?? 0);
}
