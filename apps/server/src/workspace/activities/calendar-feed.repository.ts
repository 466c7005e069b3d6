import type { Kysely } from 'kysely';
import { CALENDAR_FEED_LIMIT } from '@keel/shared/calendar-feed';
import type { Database } from '../../db/types';
import { isActiveUser } from '../../lib/active-users';

type Db = Kysely<Database>;

export function findFeed(db: Db, userId: string) {
  return db.selectFrom('calendar_feeds').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Replaces the member's token (the old URL stops working in the same statement). */
export function upsertFeed(db: Db, userId: string, tokenHash: string) {
  return db
    .insertInto('calendar_feeds')
    .values({ user_id: userId, token_hash: tokenHash })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ token_hash: tokenHash, created_at: new Date() }))
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function deleteFeed(db: Db, userId: string) {
  return db.deleteFrom('calendar_feeds').where('user_id', '=', userId).returning('user_id').executeTakeFirst();
}

/** The active member a token belongs to. */
export function feedOwner(db: Db, tokenHash: string) {
  return db
    .selectFrom('calendar_feeds')
    .innerJoin('users', 'users.id', 'calendar_feeds.user_id')
    .select(['users.id', 'users.full_name', 'users.email'])
    .where('calendar_feeds.token_hash', '=', tokenHash)
    .where(isActiveUser)
    .executeTakeFirst();
}

export function dueOpenTasks(db: Db, userId: string) {
  return db
    .selectFrom('activities')
    .select(['id', 'title', 'body', 'due_date', 'due_time', 'priority', 'updated_at'])
    .where('kind', '=', 'task')
    .where('done_at', 'is', null)
    .where('assignee_id', '=', userId)
    .where('due_date', 'is not', null)
    .orderBy('due_date')
    .orderBy('id')
    .limit(CALENDAR_FEED_LIMIT)
    .execute();
}

export function loggedMeetings(db: Db, userId: string) {
  return db
    .selectFrom('activities')
    .select(['id', 'body', 'created_at', 'updated_at'])
    .where('kind', '=', 'meeting')
    .where('author_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(CALENDAR_FEED_LIMIT)
    .execute();
}
