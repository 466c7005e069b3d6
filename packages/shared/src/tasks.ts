import { z } from 'zod';
import { Activity, ActivityRecordType, isoDate, uuid } from './activities';

/**
 * My Tasks (decision 0026): open tasks by due date against the caller's own 'today' (the browser
 * sends its local date), and the latest done ones. Admins may ask for anyone's.
 */
export const TASK_GROUPS = ['overdue', 'today', 'upcoming', 'done'] as const;
export type TaskGroup = (typeof TASK_GROUPS)[number];
export const TASK_GROUP_LABELS: Record<TaskGroup, string> = { overdue: 'Overdue', today: 'Today', upcoming: 'Upcoming', done: 'Done' };

/** Each group lists at most this many (the oldest due first; done: the latest done first). */
export const TASK_GROUP_LIMIT = 100;

export const TaskListQuery = z.object({
  today: isoDate,
  /** Whose tasks: the caller's unless an admin names someone else. */
  assignee: uuid.optional(),
  recordType: ActivityRecordType.optional(),
});
export type TaskListQuery = z.input<typeof TaskListQuery>;

export const TaskList = z.object({
  overdue: z.array(Activity),
  today: z.array(Activity),
  upcoming: z.array(Activity),
  done: z.array(Activity),
});
export type TaskList = z.infer<typeof TaskList>;

export const TaskCountQuery = z.object({ today: isoDate });
/** Open tasks due today or earlier: the menu's badge. */
export const TaskCount = z.object({ due: z.number() });
export type TaskCount = z.infer<typeof TaskCount>;
