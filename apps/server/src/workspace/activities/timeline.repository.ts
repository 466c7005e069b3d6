import { type Kysely, sql } from 'kysely';
import type { ActivityKind, ActivityRecordType } from '@keel/shared/activities';
import type { Database } from '../../db/types';

type Db = Kysely<Database>;

/**
 * The timeline's order: newest first; at the same instant activities before history entries; then
 * by id, descending. A cursor names the last item shown: its time (µs, UTC), source ('a' activity,
 * 'h' history) and id. Times travel as text: a JS Date would drop the microseconds and skip rows.
 */
export interface Cursor {
  at: string;
  source: 'a' | 'h';
  id: string;
}

const AT = (column: string) => sql<string>`to_char(${sql.ref(column)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * The records whose activities a roll-up adds to a record's own (decision 0063): a company's
 * contacts and deals, a contact's deals. Read here (reads cross modules freely); written by their owners.
 */
function relatedLinks(type: ActivityRecordType, id: string) {
  if (type === 'company')
    return sql<boolean>`((record_type = 'contact' and record_id in (select c.id from contacts c where c.company_id = ${id}::uuid))
      or (record_type = 'deal' and record_id in (select d.id from deals d where d.company_id = ${id}::uuid)))`;
  if (type === 'contact')
    return sql<boolean>`(record_type = 'deal' and record_id in (select d.id from deals d where d.contact_ids @> array[${id}::uuid]))`;
  return sql<boolean>`false`;
}

/**
 * One page (+1) of a record's activity ids, walking activity_links_timeline_idx (or _kind_idx);
 * with `rollUp`, also the activities of its related records, each once.
 */
export function activityPage(
  db: Db,
  type: ActivityRecordType,
  id: string,
  kind: ActivityKind | undefined,
  cursor: Cursor | undefined,
  limit: number,
  rollUp = false,
) {
  const own = sql<boolean>`(record_type = ${type} and record_id = ${id}::uuid)`;
  return db
    .selectFrom('activity_links')
    .select(['activity_id as id', AT('created_at').as('at')])
    .$if(!rollUp, (qb) => qb.where('record_type', '=', type).where('record_id', '=', id))
    .$if(rollUp, (qb) => qb.where(sql<boolean>`(${own} or ${relatedLinks(type, id)})`).groupBy(['activity_id', 'created_at']))
    .$if(kind !== undefined, (qb) => qb.where('kind', '=', kind!))
    .$if(cursor?.source === 'a', (qb) =>
      qb.where(sql<boolean>`(created_at, activity_id) < (${cursor!.at}::timestamptz, ${cursor!.id}::uuid)`),
    )
    .$if(cursor?.source === 'h', (qb) => qb.where(sql<boolean>`created_at < ${cursor!.at}::timestamptz`))
    .orderBy('created_at', 'desc')
    .orderBy('activity_id', 'desc')
    .limit(limit)
    .execute();
}

/** One page (+1) of a record's audit entries, walking audit_log_entity_idx. */
export function historyPage(db: Db, type: ActivityRecordType, id: string, cursor: Cursor | undefined, limit: number) {
  return db
    .selectFrom('audit_log')
    .select(['id', AT('created_at').as('at'), 'action_type', 'user_name', 'details'])
    .where('entity_type', '=', type)
    .where('entity_id', '=', id)
    .$if(cursor?.source === 'a', (qb) => qb.where(sql<boolean>`created_at <= ${cursor!.at}::timestamptz`))
    .$if(cursor?.source === 'h', (qb) => qb.where(sql<boolean>`(created_at, id) < (${cursor!.at}::timestamptz, ${cursor!.id}::bigint)`))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function activitiesByIds(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('activities').selectAll().where('id', 'in', ids).execute();
}
