import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { zonedInstant } from '@keel/shared/interview-time';
import type { JobEngine } from '../../platform/background/job-engine';
import { userTimeZones } from '../../identity/users/users.service';
import { type Notifier, notifierOf, notify } from '../notifications/notifications.service';
import { findActivity, linksOf, scheduledTasksOf, setDueScheduleKey } from './activities.repository';
import type { ActivityRow } from './activity-view';

type Db = Kysely<Database>;

/** The job that tells a task's assignee it has fallen due: `{ taskId, key }`. */
export const TASK_DUE_QUEUE = 'task-due';

export interface TaskDueJob {
  taskId: string;
  /** The task's `due_schedule_key` when the job was made: another key means it was rescheduled since. */
  key: string;
}

/**
 * When a task falls due: its due time on its due date, or the start of that day when it has no
 * time, read in the assignee's time zone (decision 0080); in UTC when they have none (or there is
 * no assignee), as before.
 */
export function dueMoment(dueDate: string, dueTime: string | null, timeZone: string | null = null): Date {
  const utc = new Date(`${dueDate}T${(dueTime ?? '00:00:00').slice(0, 8)}Z`);
  if (!timeZone) return utc;
  return zonedInstant(dueDate, (dueTime ?? '00:00:00').slice(0, 8), timeZone) ?? utc;
}

/** The task's due moment in its assignee's zone (as it stands now). */
async function dueMomentOf(db: Db, task: ActivityRow): Promise<Date> {
  const zone = task.assignee_id ? ((await userTimeZones(db, [task.assignee_id])).get(task.assignee_id) ?? null) : null;
  return dueMoment(task.due_date!, task.due_time, zone);
}

/**
 * (Re)schedules a task's due notification inside the caller's transaction: a new schedule key on
 * the task and a job starting at its due moment (at once when that has passed). Any job made
 * before carries the old key and does nothing. A done task, or one without a due date, gets no job.
 */
export async function scheduleTaskDue(trx: Db, jobs: JobEngine, task: ActivityRow): Promise<void> {
  if (task.kind !== 'task' || task.done_at !== null || task.due_date === null) {
    if (task.due_schedule_key !== null) await setDueScheduleKey(trx, task.id, null);
    return;
  }
  const key = randomUUID();
  await setDueScheduleKey(trx, task.id, key);
  await jobs.send(trx, TASK_DUE_QUEUE, { taskId: task.id, key } satisfies TaskDueJob, {
    startAfter: await dueMomentOf(trx, task),
  });
}

/**
 * A member's zone changed (decision 0091): each of their open tasks that has not fallen due yet on
 * their old clock is scheduled again, so it falls due at its time on the new one; the jobs made
 * before carry the old key and do nothing. A task already due (its assignee told, or being told) is
 * left alone, so no one is told twice.
 */
export async function rescheduleTasksOfAssignee(trx: Db, jobs: JobEngine, assigneeId: string, previousZone: string | null): Promise<void> {
  const now = Date.now();
  for (const task of await scheduledTasksOf(trx, assigneeId))
    if (dueMoment(task.due_date!, task.due_time, previousZone).getTime() > now) await scheduleTaskDue(trx, jobs, task);
}

/**
 * Runs a due job: the task, locked, must still exist, be open and carry the job's key; then its
 * assignee is told once. The notification's dedupe key (task and schedule key) makes a second
 * run, on this instance or another, insert nothing.
 */
export async function runTaskDue(db: Db, notifier: Notifier, job: TaskDueJob): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const task = await findActivity(trx, job.taskId, true);
    if (!task || task.kind !== 'task' || task.done_at !== null || task.due_schedule_key !== job.key || !task.assignee_id) return false;
    const [link] = await linksOf(trx, [task.id]);
    if (!link) return false;
    return notify(trx, notifier, {
      kind: 'task_due',
      recipientId: task.assignee_id,
      record: { type: link.record_type, id: link.record_id },
      actor: null,
      subject: task.title ?? 'Task',
      activity: { id: task.id, kind: task.kind },
      dedupeKey: `task_due:${task.id}:${job.key}`,
    });
  });
}

/** Declares the queue and works it on every instance. */
export async function startTaskDue(app: FastifyInstance): Promise<void> {
  // Kept a year past its start: a task due months ahead keeps its job until then.
  await app.jobs.queue(TASK_DUE_QUEUE, { retryLimit: 5, retryDelay: 30, retryBackoff: true, retentionSeconds: 365 * 24 * 3600 });
  const notifier = notifierOf(app);
  await app.jobs.work<TaskDueJob>(TASK_DUE_QUEUE, { pollingIntervalSeconds: 1, batchSize: 10 }, async (job) => {
    await runTaskDue(app.db, notifier, job.data);
  });
}
