import type { FastifyInstance } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import { type ActivityKind, type ActivityRecordType, RECRUITMENT_RECORD_TYPES } from '@keel/shared/activities';
import {
  type Notification,
  type NotificationKind,
  type NotificationListQuery,
  type NotificationPage,
  NOTIFICATION_PAGE_SIZE,
  notificationText,
} from '@keel/shared/notifications';
import { roleFlags } from '@keel/shared/roles';
import type { Database, NotificationsTable } from '../../db/types';
import { notFound } from '../../errors';
import type { JobEngine } from '../../platform/background/job-engine';
import { publishInTransaction } from '../../platform/live-updates/live-updates.publish';
import { queueMail } from '../../platform/mail/mail.service';
import { notificationMail } from './notification-mail';
import {
  countUnread,
  deliveryOf,
  findRecipient,
  insertNotification,
  listNotifications,
  markAllRead,
  markRead,
  moveNotificationRecord,
  replaceInSubjects,
} from './notifications.repository';

type Db = Kysely<Database>;

/** What sending a notification needs beyond the transaction: the job engine (mails) and the app's address (links). */
export interface Notifier {
  jobs: JobEngine;
  baseUrl: string;
}

export function notifierOf(app: FastifyInstance): Notifier {
  return { jobs: app.jobs, baseUrl: app.config.PUBLIC_URL ?? `http://localhost:${app.config.PORT}` };
}

export interface NotificationEvent {
  kind: NotificationKind;
  /** Who is told; nobody when null. */
  recipientId: string | null;
  record: { type: ActivityRecordType; id: string };
  /** Who did it (never told of their own action); null for the system (a due task, a public inquiry). */
  actor: { id: string; name: string } | null;
  subject: string;
  /** The activity it is about (a mention, a task), named in its text and opened by its link (decision 0063). */
  activity?: { id: string; kind: ActivityKind };
  /** The same key never notifies twice (a due task's job that runs again). */
  dedupeKey?: string;
}

export function toNotification(row: Selectable<NotificationsTable>): Notification {
  return {
    id: row.id,
    kind: row.kind,
    record: { type: row.record_type, id: row.record_id },
    actor: row.actor_name === null ? null : { id: row.actor_id, name: row.actor_name },
    subject: row.subject,
    text: notificationText(row.kind, row.actor_name, row.subject, row.activity_kind),
    activity: row.activity_id && row.activity_kind ? { id: row.activity_id, kind: row.activity_kind } : null,
    createdAt: new Date(row.created_at).toISOString(),
    readAt: row.read_at ? new Date(row.read_at).toISOString() : null,
  };
}

/**
 * Tells a member, inside the transaction of the change that causes it: the notification row, its
 * e-mail through the outbox when the member chose so, and a live update to that member's browsers
 * (heard once the transaction commits). Nobody is told of their own action, an inactive member is
 * not told, nor a member who may not see the record. Returns whether a notification was made.
 */
export async function notify(trx: Db, notifier: Notifier, event: NotificationEvent): Promise<boolean> {
  const recipientId = event.recipientId?.toLowerCase();
  if (!recipientId || recipientId === event.actor?.id.toLowerCase()) return false;
  const recipient = await findRecipient(trx, recipientId);
  if (!recipient) return false;
  if (RECRUITMENT_RECORD_TYPES.includes(event.record.type) && !roleFlags(recipient.role).isRecruiter) return false;
  const row = await insertNotification(trx, {
    recipient_id: recipient.id,
    kind: event.kind,
    record_type: event.record.type,
    record_id: event.record.id.toLowerCase(),
    actor_id: event.actor?.id ?? null,
    actor_name: event.actor?.name ?? null,
    subject: event.subject.slice(0, 500),
    activity_id: event.activity?.id ?? null,
    activity_kind: event.activity?.kind ?? null,
    dedupe_key: event.dedupeKey ?? null,
  });
  if (!row) return false;
  if ((await deliveryOf(trx, recipient.id, event.kind)) === 'email') {
    await queueMail(trx, notifier.jobs, notificationMail(recipient, toNotification(row), notifier.baseUrl));
  }
  await publishInTransaction(trx, { topic: 'notifications', id: row.id, by: event.actor?.id ?? null, ownerId: recipient.id });
  return true;
}

export async function myNotifications(db: Db, userId: string, query: NotificationListQuery): Promise<NotificationPage> {
  const limit = query.limit ?? NOTIFICATION_PAGE_SIZE;
  const [rows, unread] = await Promise.all([listNotifications(db, userId, query.after, limit + 1), countUnread(db, userId)]);
  const items = rows.slice(0, limit).map(toNotification);
  return { items, nextAfter: rows.length > limit ? items[items.length - 1].id : null, unread };
}

export async function myUnreadCount(db: Db, userId: string) {
  return { unread: await countUnread(db, userId) };
}

/** Marks one of my notifications read (404 for anyone else's: it is not there for them). */
export async function readNotification(db: Db, userId: string, id: string): Promise<Notification> {
  const row = await markRead(db, userId, id);
  if (!row) throw notFound('This notification is not there.');
  return toNotification(row);
}

export async function readAllNotifications(db: Db, userId: string) {
  await markAllRead(db, userId);
  return { unread: 0 };
}

/**
 * A merge (decision 0040) moves the notifications about the merged-away record to the survivor,
 * their text naming the survivor: no bell keeps a name that is gone. Runs in the merge's transaction.
 */
export async function moveNotificationsToSurvivor(
  trx: Db,
  recordType: ActivityRecordType,
  from: string,
  to: string,
  labels: { from: string; to: string },
): Promise<number> {
  return moveNotificationRecord(trx, recordType, from, to, labels);
}

/**
 * An erase (decision 0070): the person's name, e-mail and phone leave every notification text
 * ("New applicant: …", mentions, tasks), replaced by `mark`; the notifications themselves stay.
 */
export async function eraseFromNotifications(trx: Db, pattern: string, mark: string): Promise<void> {
  await replaceInSubjects(trx, pattern, mark);
}
