import { type Kysely, sql } from 'kysely';
import type { ActivityKind, ActivityRecordType, RecordLink } from '@keel/shared/activities';
import type { Database, ActivitiesTable } from '../../db/types';
import type { Insertable, Updateable } from 'kysely';
import { isActiveUser } from '../../lib/active-users';
import { isRecordId } from '../../lib/record-id';
import { nextVersion } from '../../lib/record-version';

type Db = Kysely<Database>;

export function insertActivity(db: Db, values: Insertable<ActivitiesTable>) {
  return db.insertInto('activities').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function insertLinks(db: Db, activityId: string, kind: ActivityKind, createdAt: Date, links: readonly RecordLink[]) {
  await db
    .insertInto('activity_links')
    .values(
      links.map((l) => ({ activity_id: activityId, record_type: l.type, record_id: l.id.toLowerCase(), kind, created_at: createdAt })),
    )
    .execute();
}

export async function findActivity(db: Db, id: string, forUpdate = false) {
  if (!isRecordId(id)) return undefined;
  return db
    .selectFrom('activities')
    .selectAll()
    .where('id', '=', id)
    .$if(forUpdate, (qb) => qb.forUpdate())
    .executeTakeFirst();
}

/** The open tasks of an assignee that wait on a due job (a schedule key), locked for rescheduling. */
export async function scheduledTasksOf(db: Db, assigneeId: string) {
  return db
    .selectFrom('activities')
    .selectAll()
    .where('kind', '=', 'task')
    .where('assignee_id', '=', assigneeId)
    .where('done_at', 'is', null)
    .where('due_schedule_key', 'is not', null)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** Every change by a person is a new version (decision 0016), saved by them. */
export function updateActivity(db: Db, id: string, byUserId: string, values: Updateable<ActivitiesTable>) {
  return db
    .updateTable('activities')
    .set({ ...values, updated_at: sql`now()`, version: nextVersion(), last_modified_by_user_id: byUserId })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * A task's due-job key (decision 0031). Bookkeeping, not an edit: no new version, so a form holding
 * the task's version is not made stale by the scheduling that followed its own save.
 */
export async function setDueScheduleKey(db: Db, id: string, key: string | null): Promise<void> {
  await db.updateTable('activities').set({ due_schedule_key: key }).where('id', '=', id).execute();
}

export function deleteActivity(db: Db, id: string) {
  return db.deleteFrom('activities').where('id', '=', id).returningAll().executeTakeFirst();
}

/** The links of these activities. */
export async function linksOf(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('activity_links')
    .select(['activity_id', 'record_type', 'record_id'])
    .where('activity_id', 'in', ids)
    .orderBy('activity_id')
    .orderBy('record_type')
    .execute();
}

/** Names of these users (deactivated ones too: an old note still shows its author). */
export async function userNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'full_name', 'email']).where('id', 'in', unique).execute();
  return new Map(rows.map((r) => [r.id, r.full_name.trim() || r.email]));
}

/** An active team member who may be given a task, with their role. */
export async function findAssignableUser(db: Db, id: string) {
  if (!isRecordId(id)) return undefined;
  return db.selectFrom('users').select(['id', 'role']).where('id', '=', id).where(isActiveUser).executeTakeFirst();
}

/** The newest activities of one kind linked to at least one record of these types (activities_kind_created_idx). */
export function latestOfKind(db: Db, kind: ActivityKind, recordTypes: readonly ActivityRecordType[], limit: number) {
  return db
    .selectFrom('activities')
    .selectAll()
    .where('kind', '=', kind)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('activity_links as l')
          .select('l.activity_id')
          .whereRef('l.activity_id', '=', 'activities.id')
          .where('l.record_type', 'in', [...recordTypes]),
      ),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
