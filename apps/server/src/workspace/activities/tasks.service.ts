import type { Kysely } from 'kysely';
import type { Activity } from '@keel/shared/activities';
import { roleFlags } from '@keel/shared/roles';
import type { TaskList, TaskListQuery } from '@keel/shared/tasks';
import type { Database } from '../../db/types';
import { forbidden, validationError } from '../../errors';
import { recordAudit } from '../../platform/audit/audit.service';
import { linksOf, updateActivity } from './activities.repository';
import { published } from '../../platform/live-updates/live-updates.publish';
import { activityChanged, activityForChange, checkAssignee, viewActivity } from './activities.service';
import { type ActivityRow, type Caller, mayWorkOnTask, toActivities } from './activity-view';
import { doneTasks, openTasks } from './tasks.repository';
import type { Notifier } from '../notifications/notifications.service';
import { notifyActivity } from './activity-notifications';
import { recordLabels } from './record-refs.repository';
import { scheduleTaskDue } from './task-due';

type Db = Kysely<Database>;

function onlyTasks(row: ActivityRow) {
  if (row.kind !== 'task') throw validationError('Only a task can be done or assigned.');
}

/** Marks a task done or open again (its author, assignee or an admin). */
export async function setTaskDone(db: Db, caller: Caller, id: string, done: boolean, notifier: Notifier): Promise<Activity> {
  return db
    .transaction()
    .execute(async (trx) => {
      const before = await activityForChange(trx, caller, id, mayWorkOnTask);
      onlyTasks(before);
      if ((before.done_at !== null) === done) return viewActivity(trx, caller, before);
      const after = await updateActivity(trx, id, caller.id, { done_at: done ? new Date() : null });
      await recordAudit(trx, {
        actionType: 'ACTIVITY_UPDATED',
        user: caller,
        entityType: 'activity',
        entityId: id,
        details: { kind: 'task', title: after.title, done },
      });
      // Done: its due job finds the key cleared; open again: due anew.
      await scheduleTaskDue(trx, notifier.jobs, after);
      return viewActivity(trx, caller, after);
    })
    .then(published(db, activityChanged(caller)));
}

/** Hands a task to another active member (its author, assignee or an admin). */
export async function assignTask(db: Db, caller: Caller, id: string, assigneeId: string, notifier: Notifier): Promise<Activity> {
  return db
    .transaction()
    .execute(async (trx) => {
      const before = await activityForChange(trx, caller, id, mayWorkOnTask);
      onlyTasks(before);
      const links = (await linksOf(trx, [id])).map((l) => ({ type: l.record_type, id: l.record_id }));
      await checkAssignee(
        trx,
        assigneeId,
        links.map((l) => l.type),
      );
      const after = await updateActivity(trx, id, caller.id, { assignee_id: assigneeId.toLowerCase() });
      await recordAudit(trx, {
        actionType: 'ACTIVITY_UPDATED',
        user: caller,
        entityType: 'activity',
        entityId: id,
        details: { kind: 'task', title: after.title, changes: { assignee_id: { from: before.assignee_id, to: after.assignee_id } } },
      });
      await notifyActivity(trx, notifier, caller, { before, after, links, labels: await recordLabels(trx, links) });
      return viewActivity(trx, caller, after);
    })
    .then(published(db, activityChanged(caller)));
}

/** Whose tasks the caller may list: their own, or (admins) anyone's. */
export function taskOwner(caller: Caller, assignee: string | undefined): string {
  if (assignee === undefined || assignee.toLowerCase() === caller.id) return caller.id;
  if (!roleFlags(caller.role).isAdmin) throw forbidden('Only admins may see the tasks of others.');
  return assignee.toLowerCase();
}

export async function listTasks(db: Db, caller: Caller, query: TaskListQuery): Promise<TaskList> {
  const owner = taskOwner(caller, query.assignee);
  const [due, later, done] = await Promise.all([
    openTasks(db, owner, query.recordType, 'by-today', query.today),
    openTasks(db, owner, query.recordType, 'after-today', query.today),
    doneTasks(db, owner, query.recordType),
  ]);
  const [dueViews, laterViews, doneViews] = await Promise.all([
    toActivities(db, caller, due),
    toActivities(db, caller, later),
    toActivities(db, caller, done),
  ]);
  return {
    overdue: dueViews.filter((t) => t.dueDate! < query.today),
    today: dueViews.filter((t) => t.dueDate === query.today),
    upcoming: laterViews,
    done: doneViews,
  };
}
