import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { queueMail } from '../../platform/mail/mail.service';
import { digestMail } from './notification-mail';
import { readableBy } from './notifications.repository';
import { type Notifier, notifierOf, toNotification } from './notifications.service';

type Db = Kysely<Database>;

/** The recurring job of the morning digest, and its schedule (07:00 UTC every day). */
export const DIGEST_QUEUE = 'notification-digest';
export const DIGEST_CRON = '0 7 * * *';

/**
 * Sends each member who chose 'One morning digest instead' for any kind one mail of their unread
 * notifications of those kinds since their last digest. One member per transaction: the day's row
 * in notification_digests is claimed first (its primary key is member and day), so a second run
 * that day, on this instance or another, sends nothing. Returns how many digests were mailed.
 */
export async function sendDigests(db: Db, notifier: Notifier, now = new Date()): Promise<number> {
  const day = now.toISOString().slice(0, 10);
  const members = await db.selectFrom('notification_preferences').select('user_id').distinct().where('delivery', '=', 'digest').execute();
  let sent = 0;
  for (const { user_id: userId } of members) {
    const mailed = await db.transaction().execute(async (trx) => {
      const last = await trx
        .selectFrom('notification_digests')
        .select((eb) => eb.fn.max('sent_at').as('at'))
        .where('user_id', '=', userId)
        .executeTakeFirst();
      const claimed = await trx
        .insertInto('notification_digests')
        .values({ user_id: userId, day, sent_at: now })
        .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
        .returning('day')
        .executeTakeFirst();
      if (!claimed) return false;
      const member = await trx
        .selectFrom('users')
        .select(['email', 'full_name'])
        .where('id', '=', userId)
        .where((eb) => eb.or([eb('banned', 'is', null), eb('banned', '=', false)]))
        .executeTakeFirst();
      if (!member) return false;
      const rows = await trx
        .selectFrom('notifications')
        .selectAll()
        .where('recipient_id', '=', userId)
        .where('read_at', 'is', null)
        .where(readableBy(userId))
        .where(
          'kind',
          'in',
          trx.selectFrom('notification_preferences').select('kind').where('user_id', '=', userId).where('delivery', '=', 'digest'),
        )
        .$if(last?.at != null, (qb) => qb.where('created_at', '>', last!.at!))
        .where('created_at', '<=', now)
        .orderBy('created_at')
        .orderBy('id')
        .limit(200)
        .execute();
      if (rows.length === 0) return false;
      await queueMail(trx, notifier.jobs, digestMail(member, rows.map(toNotification), notifier.baseUrl));
      return true;
    });
    if (mailed) sent += 1;
  }
  return sent;
}

/** Works the digest queue on every instance; pg-boss enqueues each cron tick once whatever the number of instances. */
export async function startDigests(app: FastifyInstance): Promise<void> {
  await app.jobs.queue(DIGEST_QUEUE, { retryLimit: 3, retryDelay: 60 });
  const notifier = notifierOf(app);
  await app.jobs.work(DIGEST_QUEUE, { pollingIntervalSeconds: 30 }, async () => {
    await sendDigests(app.db, notifier);
  });
  await app.jobs.schedule(DIGEST_QUEUE, DIGEST_CRON);
}
