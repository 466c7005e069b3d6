import { type Kysely, sql } from 'kysely';
import type { ActivityRecordType } from '@keel/shared/activities';
import { TASK_GROUP_LIMIT } from '@keel/shared/tasks';
import type { Database } from '../../db/types';

type Db = Kysely<Database>;

const linkedTo = (recordType: ActivityRecordType | undefined) =>
  recordType === undefined
    ? sql<boolean>`true`
    : sql<boolean>`EXISTS (SELECT 1 FROM activity_links l WHERE l.activity_id = activities.id AND l.record_type = ${recordType})`;

/** Open tasks of one assignee: the rows of activities_open_tasks_idx. */
const openTasksOf = (db: Db, assigneeId: string) =>
  db.selectFrom('activities').selectAll().where('kind', '=', 'task').where('done_at', 'is', null).where('assignee_id', '=', assigneeId);

/** Open tasks of one assignee, in due order (undated last), walking activities_open_tasks_idx. */
export function openTasks(
  db: Db,
  assigneeId: string,
  recordType: ActivityRecordType | undefined,
  due: 'by-today' | 'after-today',
  today: string,
) {
  return openTasksOf(db, assigneeId)
    .where(due === 'by-today' ? sql<boolean>`due_date <= ${today}::date` : sql<boolean>`(due_date > ${today}::date OR due_date IS NULL)`)
    .where(linkedTo(recordType))
    .orderBy(sql`due_date ASC NULLS LAST`)
    .orderBy(sql`due_time ASC NULLS FIRST`)
    .orderBy('id')
    .limit(TASK_GROUP_LIMIT)
    .execute();
}

export function doneTasks(db: Db, assigneeId: string, recordType: ActivityRecordType | undefined) {
  return db
    .selectFrom('activities')
    .selectAll()
    .where('kind', '=', 'task')
    .where('done_at', 'is not', null)
    .where('assignee_id', '=', assigneeId)
    .where(linkedTo(recordType))
    .orderBy('done_at', 'desc')
    .orderBy('id', 'desc')
    .limit(TASK_GROUP_LIMIT)
    .execute();
}

export async function countDueTasks(db: Db, assigneeId: string, today: string): Promise<number> {
  const row = await db
    .selectFrom('activities')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('kind', '=', 'task')
    .where('done_at', 'is', null)
    .where('assignee_id', '=', assigneeId)
    .where(sql<boolean>`due_date <= ${today}::date`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Open tasks of one assignee due from `from` (inclusive) and before `before` (exclusive), soonest first. */
export function openTasksDue(db: Db, assigneeId: string, range: { from?: string; before?: string }, limit: number) {
  return openTasksOf(db, assigneeId)
    .where('due_date', 'is not', null)
    .$if(range.from !== undefined, (qb) => qb.where(sql<boolean>`due_date >= ${range.from}::date`))
    .$if(range.before !== undefined, (qb) => qb.where(sql<boolean>`due_date < ${range.before}::date`))
    .orderBy('due_date')
    .orderBy(sql`due_time ASC NULLS FIRST`)
    .orderBy('id')
    .limit(limit)
    .execute();
}
