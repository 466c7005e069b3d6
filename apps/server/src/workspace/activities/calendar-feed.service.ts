import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CalendarFeedCreated, CalendarFeedStatus } from '@keel/shared/calendar-feed';
import type { Database } from '../../db/types';
import { notFound } from '../../errors';
import { recordAudit } from '../../platform/audit/audit.service';
import { type Caller } from './activity-view';
import { deleteFeed, dueOpenTasks, feedOwner, findFeed, loggedMeetings, upsertFeed } from './calendar-feed.repository';
import { floatingSlot, icsCalendar, type IcsEvent, utcHour } from './calendar-ics';

type Db = Kysely<Database>;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const FEED_NOT_FOUND = 'No such calendar feed.';

export async function feedStatus(db: Db, userId: string): Promise<CalendarFeedStatus> {
  const row = await findFeed(db, userId);
  return { enabled: row !== undefined, createdAt: row?.created_at.toISOString() ?? null };
}

/** Turns the feed on, or makes a new URL (the old one stops working). The URL is shown only now. */
export async function createFeed(db: Db, caller: Caller, origin: string): Promise<CalendarFeedCreated> {
  const token = randomBytes(32).toString('base64url');
  return db.transaction().execute(async (trx) => {
    const row = await upsertFeed(trx, caller.id, hash(token));
    await recordAudit(trx, { actionType: 'CALENDAR_FEED_CREATED', user: caller, entityType: 'user', entityId: caller.id });
    return { url: `${origin}/api/calendar/${token}.ics`, createdAt: row.created_at.toISOString() };
  });
}

export async function revokeFeed(db: Db, caller: Caller): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await deleteFeed(trx, caller.id))) throw notFound('Your calendar feed is off already.');
    await recordAudit(trx, { actionType: 'CALENDAR_FEED_REVOKED', user: caller, entityType: 'user', entityId: caller.id });
  });
}

/**
 * Inside a transaction that ends all of a member's credentials (decision 0066): the feed's URL
 * stops working; the member turns the feed on again for a new one. True when there was a feed.
 */
export async function endCalendarFeed(trx: Db, userId: string): Promise<boolean> {
  return (await deleteFeed(trx, userId)) !== undefined;
}

const firstLine = (body: string) => body.split('\n')[0].slice(0, 80);

/** The .ics document behind a token; 404 for an unknown, revoked or deactivated one. */
export async function feedDocument(db: Db, file: string): Promise<string> {
  const token = file.endsWith('.ics') ? file.slice(0, -4) : file;
  const owner = TOKEN.test(token) ? await feedOwner(db, hash(token)) : undefined;
  if (!owner) throw notFound(FEED_NOT_FOUND);
  const [tasks, meetings] = await Promise.all([dueOpenTasks(db, owner.id), loggedMeetings(db, owner.id)]);
  const events: IcsEvent[] = [
    ...tasks.map((t): IcsEvent => {
      const base = {
        uid: `task-${t.id}@keel`,
        summary: `Task: ${t.title ?? ''}`,
        description: [t.priority ? `Priority: ${t.priority}` : '', t.body].filter(Boolean).join('\n'),
        stamp: t.updated_at,
      };
      return t.due_time
        ? { ...base, allDay: false, ...floatingSlot(t.due_date!, t.due_time.slice(0, 5)) }
        : { ...base, allDay: true, date: t.due_date! };
    }),
    ...meetings.map((m): IcsEvent => ({
      uid: `meeting-${m.id}@keel`,
      summary: `Meeting: ${firstLine(m.body)}`,
      description: m.body,
      stamp: m.updated_at,
      allDay: false,
      ...utcHour(m.created_at),
    })),
  ];
  return icsCalendar(`Keel — ${owner.full_name.trim() || owner.email}`, events);
}
