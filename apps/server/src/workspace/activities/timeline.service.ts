import type { Kysely } from 'kysely';
import {
  type ActivityRecordType,
  RECORD_NOT_FOUND,
  ROLL_UP_RECORD_TYPES,
  type TimelineScope,
  type TimelineFilter,
  type TimelineItem,
  type TimelinePage,
} from '@keel/shared/activities';
import type { Database } from '../../db/types';
import { forbidden, notFound } from '../../errors';
import { isRecordId } from '../../lib/record-id';
import { type Caller, mayReadRecordType, toActivities } from './activity-view';
import { historySentence } from '../../platform/audit/history-sentences';
import { recordLabels } from './record-refs.repository';
import { activitiesByIds, activityPage, type Cursor, historyPage } from './timeline.repository';

type Db = Kysely<Database>;

export function parseCursor(text: string | undefined): Cursor | undefined {
  if (!text) return undefined;
  const [at, source, id] = text.split('_');
  return { at, source: source === 'h' ? 'h' : 'a', id: id.toLowerCase() };
}
const formatCursor = (c: Cursor) => `${c.at}_${c.source}_${c.id}`;

type Entry = Cursor & { item?: TimelineItem };

/** Timeline order (see timeline.repository.ts): newer first, activities before history at one instant, higher id first. */
function newerFirst(a: Entry, b: Entry): number {
  if (a.at !== b.at) return a.at < b.at ? 1 : -1;
  if (a.source !== b.source) return a.source === 'a' ? -1 : 1;
  if (a.source === 'h') return BigInt(b.id) > BigInt(a.id) ? 1 : -1;
  return a.id < b.id ? 1 : -1;
}

/**
 * One page of a record's timeline: its activities and its audit entries, merged newest first.
 * Each source is read by keyset (limit + 1 rows from one index), so the first page of a record with
 * 10,000 activities costs what the first page of one with ten does. A company's or a contact's
 * timeline also shows its related records' activities unless `scope` is 'own' (decision 0063).
 */
export async function recordTimeline(
  db: Db,
  caller: Caller,
  type: ActivityRecordType,
  id: string,
  query: { kind?: TimelineFilter; scope?: TimelineScope; cursor?: string; limit: number },
): Promise<TimelinePage> {
  if (!mayReadRecordType(caller, type)) throw forbidden('Only recruiters and admins may see jobs and applicants.');
  if (!isRecordId(id) || (await recordLabels(db, [{ type, id }])).size === 0) throw notFound(RECORD_NOT_FOUND);
  const recordId = id.toLowerCase();
  const cursor = parseCursor(query.cursor);
  const kind = query.kind === 'history' ? undefined : query.kind;
  const [acts, history] = await Promise.all([
    query.kind === 'history'
      ? []
      : activityPage(db, type, recordId, kind, cursor, query.limit + 1, query.scope !== 'own' && ROLL_UP_RECORD_TYPES.includes(type)),
    query.kind && query.kind !== 'history' ? [] : historyPage(db, type, recordId, cursor, query.limit + 1),
  ]);
  // Every record's history in one voice ('Ada changed job title from “CTO” to “CEO”.'), from the audit module.
  const sentence = (h: (typeof history)[number]) => historySentence(h.action_type, h.user_name, h.details, type);
  const merged: Entry[] = [
    ...acts.map((a): Entry => ({ at: a.at, source: 'a', id: a.id })),
    ...history.map((h): Entry => ({
      at: h.at,
      source: 'h',
      id: h.id,
      item: { source: 'history', at: h.at, id: h.id, actionType: h.action_type, text: sentence(h) },
    })),
  ].sort(newerFirst);
  const page = merged.slice(0, query.limit);
  const shownIds = page.filter((e) => e.source === 'a').map((e) => e.id);
  const activities = new Map((await toActivities(db, caller, await activitiesByIds(db, shownIds))).map((a) => [a.id, a]));
  const items = page.flatMap((e): TimelineItem[] => {
    if (e.item) return [e.item];
    const activity = activities.get(e.id);
    return activity ? [{ source: 'activity', at: e.at, activity }] : [];
  });
  const last = page.at(-1);
  return { items, nextCursor: merged.length > query.limit && last ? formatCursor(last) : null };
}
