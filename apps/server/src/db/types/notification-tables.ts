/** Notifications, delivery preferences and digests (migration 0029, decision 0031). */
import type { ActivityRecordType } from '@keel/shared/activities';
import type { NotificationDelivery, NotificationKind } from '@keel/shared/notifications';
import type { Id, NullableTimestamp, TimestampDefault } from './columns';

export interface NotificationsTable {
  id: Id;
  recipient_id: string;
  kind: NotificationKind;
  record_type: ActivityRecordType;
  record_id: string;
  actor_id: string | null;
  actor_name: string | null;
  subject: string;
  /** Unique when set: the same event never notifies twice (due tasks). */
  dedupe_key: string | null;
  created_at: TimestampDefault;
  read_at: NullableTimestamp;
}

export interface NotificationPreferencesTable {
  user_id: string;
  kind: NotificationKind;
  delivery: NotificationDelivery;
}

export interface NotificationDigestsTable {
  user_id: string;
  day: string;
  sent_at: TimestampDefault;
}
