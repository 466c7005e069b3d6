import type { Kysely } from 'kysely';
import {
  ACTIVITY_NOT_FOUND,
  CONTACT_KINDS,
  type ActivityRecordType,
  type Activity,
  type ActivityUpdateValues,
  type ActivityValues,
  RECORD_NOT_FOUND,
  RECORD_TYPE_LABELS,
  type RecordLink,
} from '@keel/shared/activities';
import { roleFlags } from '@keel/shared/roles';
import type { Database } from '../../db/types';
import { forbidden, notFound, validationError } from '../../errors';
import { changedFields } from '../../lib/audit-changes';
import { requireVersion } from '../../lib/record-version';
import { recordAudit } from '../../platform/audit/audit.service';
import { published } from '../../platform/live-updates/live-updates.publish';
import {
  deleteActivity,
  findActivity,
  findAssignableUser,
  insertActivity,
  insertLinks,
  linksOf,
  updateActivity,
} from './activities.repository';
import { type ActivityRow, type Caller, mayEdit, mayReadRecordType, toActivities } from './activity-view';
import { recordLabels, linkKey } from './record-refs.repository';
import type { Notifier } from '../notifications/notifications.service';
import { notifyActivity } from './activity-notifications';
import { scheduleTaskDue } from './task-due';
import { contactMade } from './contact-made';

type Db = Kysely<Database>;

const AUDITED = [
  'body',
  'title',
  'due_date',
  'due_time',
  'assignee_id',
  'priority',
  'done_at',
  'occurred_on',
  'call_outcome',
  'duration_minutes',
];

/** The caller may write on every linked record, and every one of them exists (else 403 / 400, nothing written). */
async function checkLinks(db: Db, caller: Caller, links: readonly RecordLink[]) {
  const hidden = links.find((l) => !mayReadRecordType(caller, l.type));
  if (hidden) throw forbidden('Only recruiters and admins may write on jobs and applicants.');
  const labels = await recordLabels(db, links);
  const missing = links.findIndex((l) => !labels.has(linkKey(l.type, l.id)));
  if (missing >= 0)
    throw validationError(RECORD_NOT_FOUND, { [`links.${missing}`]: `${RECORD_TYPE_LABELS[links[missing].type]} not found.` });
  return labels;
}

/** A task's assignee is an active member, and a recruiter or admin when the task is about a job or applicant. */
export async function checkAssignee(db: Db, assigneeId: string, recordTypes: readonly ActivityRecordType[]) {
  const member = await findAssignableUser(db, assigneeId);
  if (!member) throw validationError('Choose an active team member.', { assigneeId: 'Choose an active team member.' });
  if (recordTypes.some((t) => !mayReadRecordType({ id: member.id, fullName: '', role: member.role }, t))) {
    throw validationError('Only a recruiter or an admin can be given a task about a job or an applicant.', {
      assigneeId: 'Choose a recruiter or an admin.',
    });
  }
}

function taskColumns(values: ActivityValues | ActivityUpdateValues, assigneeId: string | null) {
  if (values.kind !== 'task') return { title: null, due_date: null, due_time: null, assignee_id: null, priority: null };
  return {
    title: values.title ?? null,
    due_date: values.dueDate ?? null,
    due_time: values.dueTime ?? null,
    assignee_id: assigneeId,
    priority: values.priority ?? 'Medium',
  };
}

/** A call's or meeting's day (today, UTC, when not given), a call's outcome and length; nothing for notes and tasks. */
function contactColumns(values: ActivityValues | ActivityUpdateValues, today: string) {
  if (!CONTACT_KINDS.includes(values.kind)) return { occurred_on: null, call_outcome: null, duration_minutes: null };
  return {
    occurred_on: values.occurredOn ?? today,
    call_outcome: values.kind === 'call' ? (values.outcome ?? null) : null,
    duration_minutes: values.kind === 'call' ? (values.durationMinutes ?? null) : null,
  };
}

const utcToday = () => new Date().toISOString().slice(0, 10);

/** A call or meeting moves its records' last contact date forward (decision 0063); how many moved. */
async function moveLastContact(trx: Db, row: ActivityRow, links: readonly RecordLink[]): Promise<number> {
  return row.occurred_on ? contactMade(trx, { links, on: row.occurred_on }) : 0;
}

/** Announced after commit: open timelines, task lists and dashboard widgets refetch. */
export const activityChanged = (caller: Caller) => (activity: Activity) => ({
  topic: 'activities' as const,
  id: activity.id,
  by: caller.id,
});

export async function viewActivity(db: Db, caller: Caller, row: ActivityRow): Promise<Activity> {
  return (await toActivities(db, caller, [row]))[0];
}

export async function createActivity(db: Db, caller: Caller, values: ActivityValues, notifier: Notifier): Promise<Activity> {
  return db
    .transaction()
    .execute(async (trx) => {
      const labels = await checkLinks(trx, caller, values.links);
      const assigneeId = values.kind === 'task' ? (values.assigneeId ?? caller.id) : null;
      if (assigneeId)
        await checkAssignee(
          trx,
          assigneeId,
          values.links.map((l) => l.type),
        );
      const row = await insertActivity(trx, {
        kind: values.kind,
        body: values.body,
        author_id: caller.id,
        author_name: caller.fullName,
        ...taskColumns(values, assigneeId),
        ...contactColumns(values, utcToday()),
      });
      await insertLinks(trx, row.id, row.kind, row.created_at, values.links);
      const lastContactMoved = await moveLastContact(trx, row, values.links);
      await recordAudit(trx, {
        actionType: 'ACTIVITY_CREATED',
        user: caller,
        entityType: 'activity',
        entityId: row.id,
        details: {
          kind: row.kind,
          links: values.links.map((l) => `${l.type}:${l.id}`),
          ...(row.occurred_on ? { occurredOn: row.occurred_on, lastContactMoved } : {}),
          ...(row.call_outcome ? { outcome: row.call_outcome } : {}),
        },
      });
      await scheduleTaskDue(trx, notifier.jobs, row);
      await notifyActivity(trx, notifier, caller, { before: null, after: row, links: values.links, labels });
      return viewActivity(trx, caller, row);
    })
    .then(published(db, activityChanged(caller)));
}

/** Loads an activity for a change, locked; 404 when missing, 403 when the caller may not make the change. */
export async function activityForChange(db: Db, caller: Caller, id: string, allowed: (caller: Caller, row: ActivityRow) => boolean) {
  const row = await findActivity(db, id, true);
  if (!row) throw notFound(ACTIVITY_NOT_FOUND);
  if (!allowed(caller, row)) throw forbidden('Only its author or an admin may change this activity.');
  return row;
}

export async function editActivity(
  db: Db,
  caller: Caller,
  id: string,
  values: ActivityUpdateValues,
  notifier: Notifier,
): Promise<Activity> {
  return db
    .transaction()
    .execute(async (trx) => {
      const before = await activityForChange(trx, caller, id, mayEdit);
      await requireVersion(trx, before, values.version);
      if (values.kind !== before.kind)
        throw validationError('The kind of an activity cannot change.', { kind: 'The kind of an activity cannot change.' });
      const assigneeId = before.kind === 'task' ? (values.assigneeId ?? before.assignee_id ?? caller.id) : null;
      if (assigneeId && assigneeId !== before.assignee_id)
        await checkAssignee(
          trx,
          assigneeId,
          (await linksOf(trx, [id])).map((l) => l.record_type),
        );
      const after = await updateActivity(trx, id, caller.id, {
        body: values.body,
        ...taskColumns(values, assigneeId),
        ...contactColumns(values, before.occurred_on ?? utcToday()),
      });
      const links = (await linksOf(trx, [id])).map((l) => ({ type: l.record_type, id: l.record_id }));
      // A later day moves the records on; an earlier one leaves them (a last contact date only moves forward).
      const lastContactMoved = after.occurred_on !== before.occurred_on ? await moveLastContact(trx, after, links) : 0;
      await recordAudit(trx, {
        actionType: 'ACTIVITY_UPDATED',
        user: caller,
        entityType: 'activity',
        entityId: id,
        details: { kind: after.kind, changes: changedFields(before, after, AUDITED), ...(lastContactMoved ? { lastContactMoved } : {}) },
      });
      // The due moment is read in the assignee's zone (decision 0080): a new assignee moves it too.
      if (after.due_date !== before.due_date || after.due_time !== before.due_time || after.assignee_id !== before.assignee_id)
        await scheduleTaskDue(trx, notifier.jobs, after);
      await notifyActivity(trx, notifier, caller, { before, after, links, labels: await recordLabels(trx, links) });
      return viewActivity(trx, caller, after);
    })
    .then(published(db, activityChanged(caller)));
}

export async function removeActivity(db: Db, caller: Caller, id: string): Promise<void> {
  await db
    .transaction()
    .execute(async (trx) => {
      const row = await activityForChange(trx, caller, id, mayEdit);
      const links = await linksOf(trx, [id]);
      await deleteActivity(trx, id);
      await recordAudit(trx, {
        actionType: 'ACTIVITY_DELETED',
        user: caller,
        entityType: 'activity',
        entityId: id,
        details: {
          kind: row.kind,
          author: row.author_name,
          byAdmin: row.author_id !== caller.id && roleFlags(caller.role).isAdmin,
          links: links.map((l) => `${l.record_type}:${l.record_id}`),
        },
      });
    })
    .then(published(db, { topic: 'activities', id, by: caller.id }));
}

/** An erase's part in activities and their links (decision 0110). */
export { eraseFromActivities } from './activity-erase.repository';

/** A merge's move of the activity links to the survivor (decision 0110). */
export { moveActivityLinks } from './activity-merge.repository';
