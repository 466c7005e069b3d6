import type { Kysely } from 'kysely';
import { ACTIVITY_RECORD_TYPES, type Activity } from '@keel/shared/activities';
import type { Database } from '../../db/types';
import { latestOfKind } from './activities.repository';
import { type Caller, mayReadRecordType, toActivities } from './activity-view';
import { openTasksDue } from './tasks.repository';

/**
 * What the dashboard widgets read from activities, for the insights module: the
 * caller's open tasks by due date and the latest logged meetings, as the caller may see them.
 */
type Db = Kysely<Database>;

/** The day `days` after a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The caller's open tasks due from `from` and before `before` (either end open), soonest first. */
export async function myOpenTasksDue(
  db: Db,
  caller: Caller,
  range: { from?: string; before?: string },
  limit: number,
): Promise<Activity[]> {
  return toActivities(db, caller, await openTasksDue(db, caller.id, range, limit));
}

/** The newest logged meetings on records the caller may read (a meeting about a job only is a recruiter's). */
export async function latestMeetings(db: Db, caller: Caller, limit: number): Promise<Activity[]> {
  const visible = ACTIVITY_RECORD_TYPES.filter((type) => mayReadRecordType(caller, type));
  return toActivities(db, caller, await latestOfKind(db, 'meeting', visible, limit));
}
