import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorBody } from '@keel/shared/errors';
import { Notification, NotificationListQuery, NotificationPage, NotificationPreferences, UnreadCount } from '@keel/shared/notifications';
import { IdParams } from '../../lib/record-id';
import { currentUser, requireUser } from '../../platform/auth/guards';
import { published } from '../../platform/live-updates/live-updates.publish';
import { myPreferences, savePreferences } from './notification-preferences.service';
import { myNotifications, myUnreadCount, readAllNotifications, readNotification } from './notifications.service';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 404: ApiErrorBody };

/** The caller's own notifications (decision 0031): nobody reads or marks another's. */
export async function notificationsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];
  r.addHook('onRequest', requireUser);
  // The caller's other tabs update their bell too.
  const mine = <T>(userId: string) => published<T>(app.db, { topic: 'notifications', by: userId, ownerId: userId });

  r.get(
    '/api/notifications',
    {
      schema: {
        tags,
        summary: 'My notifications, newest first, by keyset pages, with the unread count',
        querystring: NotificationListQuery,
        response: { 200: NotificationPage, ...errors },
      },
    },
    async (request) => myNotifications(app.db, currentUser(request).id, request.query),
  );

  r.get(
    '/api/notifications/unread-count',
    {
      schema: { tags, summary: 'How many of my notifications are unread (the bell)', response: { 200: UnreadCount, ...errors } },
    },
    async (request) => myUnreadCount(app.db, currentUser(request).id),
  );

  r.post(
    '/api/notifications/:id/read',
    {
      schema: { tags, summary: 'Mark one of my notifications read', params: IdParams, response: { 200: Notification, ...errors } },
    },
    async (request) =>
      readNotification(app.db, currentUser(request).id, request.params.id).then(mine<Notification>(currentUser(request).id)),
  );

  r.post(
    '/api/notifications/read-all',
    {
      schema: { tags, summary: 'Mark all my notifications read', response: { 200: UnreadCount, ...errors } },
    },
    async (request) => readAllNotifications(app.db, currentUser(request).id).then(mine<UnreadCount>(currentUser(request).id)),
  );

  r.get(
    '/api/notifications/preferences',
    {
      schema: {
        tags,
        summary: 'How I get each kind: in Keel only, also by e-mail, or in the morning digest',
        response: { 200: NotificationPreferences, ...errors },
      },
    },
    async (request) => myPreferences(app.db, currentUser(request).id),
  );

  r.put(
    '/api/notifications/preferences',
    {
      schema: {
        tags,
        summary: 'Choose how I get each kind of notification',
        body: NotificationPreferences,
        response: { 200: NotificationPreferences, ...errors },
      },
    },
    async (request) => savePreferences(app.db, currentUser(request).id, request.body),
  );
}
