import type { Kysely, Selectable } from 'kysely';
import { type Activity, type ActivityRecordType, RECRUITMENT_RECORD_TYPES } from '@keel/shared/activities';
import type { SessionUser } from '@keel/shared/auth';
import { roleFlags } from '@keel/shared/roles';
import type { ActivitiesTable, Database } from '../../db/types';
import { linksOf, userNames } from './activities.repository';
import { linkKey, recordLabels } from './record-refs.repository';

export type ActivityRow = Selectable<ActivitiesTable>;
export type Caller = Pick<SessionUser, 'id' | 'fullName' | 'role'>;

/** Jobs and applicants (and what is written on them) are for recruiters and admins (docs/product/roles-and-permissions.md#recruitment-access). */
export const mayReadRecordType = (caller: Caller, type: ActivityRecordType) =>
  !RECRUITMENT_RECORD_TYPES.includes(type) || roleFlags(caller.role).isRecruiter;

/** Its author and admins may edit and delete an activity. */
export const mayEdit = (caller: Caller, row: ActivityRow) => row.author_id === caller.id || roleFlags(caller.role).isAdmin;

/** A task is also completed and handed on by its assignee. */
export const mayWorkOnTask = (caller: Caller, row: ActivityRow) => mayEdit(caller, row) || row.assignee_id === caller.id;

/** Rows as the caller sees them: named people, and links to the records the caller may read (with their names). */
export async function toActivities(db: Kysely<Database>, caller: Caller, rows: readonly ActivityRow[]): Promise<Activity[]> {
  const links = (
    await linksOf(
      db,
      rows.map((r) => r.id),
    )
  ).filter((l) => mayReadRecordType(caller, l.record_type));
  const [labels, names] = await Promise.all([
    recordLabels(
      db,
      links.map((l) => ({ type: l.record_type, id: l.record_id })),
    ),
    userNames(
      db,
      rows.flatMap((r) => [r.author_id, r.assignee_id].filter((id): id is string => id !== null)),
    ),
  ]);
  const person = (id: string | null, fallback?: string) =>
    id === null ? null : { id, name: names.get(id) ?? fallback ?? 'Former member' };
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    body: row.body,
    author: person(row.author_id, row.author_name),
    authorName: row.author_name,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    title: row.title,
    dueDate: row.due_date,
    dueTime: row.due_time?.slice(0, 5) ?? null,
    assignee: person(row.assignee_id),
    priority: row.priority,
    doneAt: row.done_at?.toISOString() ?? null,
    occurredOn: row.occurred_on,
    outcome: row.call_outcome,
    durationMinutes: row.duration_minutes,
    links: links
      .filter((l) => l.activity_id === row.id && labels.has(linkKey(l.record_type, l.record_id)))
      .map((l) => ({ type: l.record_type, id: l.record_id, label: labels.get(linkKey(l.record_type, l.record_id))! })),
    version: row.version,
    canEdit: mayEdit(caller, row),
  }));
}
