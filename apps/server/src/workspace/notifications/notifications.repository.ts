import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Insertable } from 'kysely';
import { type ActivityRecordType, RECRUITMENT_RECORD_TYPES } from '@keel/shared/activities';
import type { NotificationDelivery, NotificationKind } from '@keel/shared/notifications';
import type { Database, NotificationsTable } from '../../db/types';
import { isActiveUser } from '../../lib/active-users';
import { isRecordId } from '../../lib/record-id';
import { readsRecruitment } from '../../lib/recruitment-readers';

type Db = Kysely<Database>;

/**
 * The notifications a member may read as their role is now: one about a job or an applicant only
 * while they are a recruiter or an admin (docs/product/roles-and-permissions.md#recruitment-access), so a recruiter made sales rep no longer reads
 * applicants' names in the ones they were sent before.
 */
export const readableBy = (recipientId: string) => (eb: ExpressionBuilder<Database, 'notifications'>) =>
  eb.or([eb('notifications.record_type', 'not in', [...RECRUITMENT_RECORD_TYPES]), readsRecruitment(recipientId)]);

/** Inserts a notification; with a dedupe key already used, inserts nothing and returns undefined. */
export async function insertNotification(db: Db, values: Insertable<NotificationsTable>) {
  return db
    .insertInto('notifications')
    .values(values)
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** An active member who can receive notifications (name, address and role for the mail). */
export async function findRecipient(db: Db, id: string) {
  if (!isRecordId(id)) return undefined;
  return db
    .selectFrom('users')
    .select(['id', 'email', 'full_name', 'role'])
    .where('id', '=', id.toLowerCase())
    .where(isActiveUser)
    .executeTakeFirst();
}

export async function deliveryOf(db: Db, userId: string, kind: NotificationKind): Promise<NotificationDelivery> {
  const row = await db
    .selectFrom('notification_preferences')
    .select('delivery')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row?.delivery ?? 'app';
}

export async function deliveriesOf(db: Db, userId: string) {
  return db.selectFrom('notification_preferences').select(['kind', 'delivery']).where('user_id', '=', userId).execute();
}

export async function saveDeliveries(db: Db, userId: string, deliveries: [NotificationKind, NotificationDelivery][]) {
  if (deliveries.length === 0) return;
  await db
    .insertInto('notification_preferences')
    .values(deliveries.map(([kind, delivery]) => ({ user_id: userId, kind, delivery })))
    .onConflict((oc) => oc.columns(['user_id', 'kind']).doUpdateSet({ delivery: (eb) => eb.ref('excluded.delivery') }))
    .execute();
}

/**
 * A page of a recipient's notifications, newest first, after the one with id `after` (keyset). The
 * cursor's time is compared inside PostgreSQL: a JS Date keeps milliseconds and would skip rows
 * written within the cursor's millisecond. An unknown cursor gives an empty page.
 */
export async function listNotifications(db: Db, recipientId: string, after: string | undefined, limit: number) {
  return db
    .selectFrom('notifications')
    .selectAll()
    .where('recipient_id', '=', recipientId)
    .where(readableBy(recipientId))
    .$if(after !== undefined, (qb) =>
      qb.where(
        sql<boolean>`(created_at, id) < (SELECT c.created_at, c.id FROM notifications c WHERE c.id = ${after!.toLowerCase()}::uuid AND c.recipient_id = ${recipientId})`,
      ),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function countUnread(db: Db, recipientId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('recipient_id', '=', recipientId)
    .where('read_at', 'is', null)
    .where(readableBy(recipientId))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks one of the recipient's notifications read; undefined when it is not theirs (or missing). */
export async function markRead(db: Db, recipientId: string, id: string) {
  if (!isRecordId(id)) return undefined;
  return db
    .updateTable('notifications')
    .set({ read_at: sql`coalesce(read_at, now())` })
    .where('id', '=', id.toLowerCase())
    .where('recipient_id', '=', recipientId)
    .returningAll()
    .executeTakeFirst();
}

export async function markAllRead(db: Db, recipientId: string) {
  await db
    .updateTable('notifications')
    .set({ read_at: sql`now()` })
    .where('recipient_id', '=', recipientId)
    .where('read_at', 'is', null)
    .execute();
}

/** Notifications about a merged-away record are about the survivor, and name it. */
export async function moveNotificationRecord(
  db: Kysely<Database>,
  recordType: ActivityRecordType,
  from: string,
  to: string,
  labels: { from: string; to: string },
): Promise<number> {
  const result = await db
    .updateTable('notifications')
    .set({ record_id: to, subject: sql<string>`replace(subject, ${labels.from}, ${labels.to})` })
    .where('record_type', '=', recordType)
    .where('record_id', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Replaces every match of `pattern` (a case-insensitive regular expression) in notification texts with `mark` (an erase, decision 0070). */
export async function replaceInSubjects(db: Db, pattern: string, mark: string): Promise<void> {
  await sql`UPDATE notifications SET subject = regexp_replace(subject, ${pattern}, ${mark}, 'gi') WHERE subject ~* ${pattern}`.execute(db);
}
