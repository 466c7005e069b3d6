import type { Kysely } from 'kysely';
import type { SessionUser } from '@keel/shared/auth';
import { HONEYPOT_FIELD, type ContactMessage } from '@keel/shared/contact-messages';
import type { Database } from '../../db/types';
import { notFound } from '../../errors';
import { recordAudit } from '../../platform/audit/audit.service';
import { findContactMessage, findContactMessageView, insertContactMessage, setHandled } from './contact-messages.repository';

/** Who the audit trail names for a message from the public site. */
export const CONTACT_FORM_ACTOR = 'Contact Form';

export interface ReceivedMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  [HONEYPOT_FIELD]?: string;
}

/**
 * Stores a contact-us message with its audit entry (one transaction). A message whose honeypot is
 * filled came from a bot: it is dropped, and the caller answers exactly as for a stored one.
 * Returns the new id, or null when dropped.
 */
export async function receiveContactMessage(db: Kysely<Database>, input: ReceivedMessage): Promise<string | null> {
  if (input[HONEYPOT_FIELD]?.trim()) return null;
  const { name, email, subject, message } = input;
  return db.transaction().execute(async (trx) => {
    const id = await insertContactMessage(trx, { name, email, subject, message });
    await recordAudit(trx, {
      actionType: 'CONTACT_MESSAGE_RECEIVED',
      user: null,
      actorName: CONTACT_FORM_ACTOR,
      entityType: 'contact_message',
      entityId: id,
      details: { from: email, subject },
    });
    return id;
  });
}

type MessageRow = NonNullable<Awaited<ReturnType<typeof findContactMessageView>>>;

export function toContactMessage(row: MessageRow): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    createdAt: row.created_at.toISOString(),
    handledAt: row.handled_at?.toISOString() ?? null,
    handledBy: row.handled_at ? row.handled_by : null,
  };
}

/** Marks a message handled by `user` (or open again), with its audit entry, in one transaction. */
export async function markContactMessage(db: Kysely<Database>, id: string, handled: boolean, user: SessionUser): Promise<ContactMessage> {
  return db.transaction().execute(async (trx) => {
    const existing = await findContactMessage(trx, id);
    if (!existing) throw notFound('Message not found.');
    if ((existing.handled_at !== null) !== handled) {
      await setHandled(trx, id, handled ? user.id : null);
      await recordAudit(trx, {
        actionType: 'CONTACT_MESSAGE_HANDLED',
        user,
        entityType: 'contact_message',
        entityId: id,
        details: { handled },
      });
    }
    return toContactMessage((await findContactMessageView(trx, id))!);
  });
}

/** An erase's step in contact-us messages (decision 0110). */
export { eraseFromContactMessages } from './contact-message-erase.repository';
