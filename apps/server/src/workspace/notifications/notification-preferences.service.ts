import type { Kysely } from 'kysely';
import {
  NOTIFICATION_KINDS,
  type NotificationDelivery,
  type NotificationKind,
  type NotificationPreferences,
} from '@keel/shared/notifications';
import type { Database } from '../../db/types';
import { deliveriesOf, saveDeliveries } from './notifications.repository';

type Db = Kysely<Database>;

/** Every kind with its delivery ('app' unless the member chose otherwise). */
export async function myPreferences(db: Db, userId: string): Promise<NotificationPreferences> {
  const chosen = new Map((await deliveriesOf(db, userId)).map((row) => [row.kind, row.delivery]));
  return {
    deliveries: Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, chosen.get(kind) ?? 'app'])) as Record<
      NotificationKind,
      NotificationDelivery
    >,
  };
}

/** Saves the kinds given (the others keep theirs). */
export async function savePreferences(db: Db, userId: string, preferences: NotificationPreferences): Promise<NotificationPreferences> {
  await saveDeliveries(db, userId, Object.entries(preferences.deliveries) as [NotificationKind, NotificationDelivery][]);
  return myPreferences(db, userId);
}
