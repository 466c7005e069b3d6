import { ACTIVITY_RECORD_TYPES, type Activity, RECORD_TYPE_LABELS } from '@keel/shared/activities';
import { TASK_GROUP_LABELS, TASK_GROUPS, type TaskGroup } from '@keel/shared/tasks';
import { useId, useState } from 'react';
import { PageShell } from '../../../components/page-shell';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useTaskList, useTeamOptions } from '../api/get-tasks';
import { localToday } from '../../../lib/local-today';
import { useAssignTaskMutation } from '../api/save-activity';
import { RecordLinks } from '../../../components/records/record-link';
import { TaskDoneToggle } from './task-done-toggle';
import { taskLine } from './timeline-entry';

function Reassign({ task, people }: { task: Activity; people: { value: string; label: string }[] }) {
  const id = useId();
  const assign = useAssignTaskMutation();
  const change = async (assigneeId: string) => {
    try {
      const saved = await assign.mutateAsync({ id: task.id, assigneeId });
      toast({ title: 'Task reassigned', description: `"${task.title ?? ''}" is now with ${saved.assignee?.name ?? 'them'}.` });
    } catch (error) {
      toast({ title: 'Error reassigning task', description: errorMessage(error), variant: 'destructive' });
    }
  };
  return (
    <div className="w-full sm:w-48">
      <label htmlFor={id} className="sr-only">
        Assignee of {task.title}
      </label>
      <Select
        id={id}
        value={task.assignee?.id ?? ''}
        disabled={assign.isPending}
        onChange={(e) => void change(e.target.value)}
        options={people}
      />
    </div>
  );
}

function TaskGroupList({
  group,
  tasks,
  people,
}: {
  group: TaskGroup;
  tasks: readonly Activity[];
  people: { value: string; label: string }[];
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h2
        id={headingId}
        className={group === 'overdue' && tasks.length ? 'text-lg font-semibold text-red-700' : 'text-lg font-semibold text-slate-900'}
      >
        {TASK_GROUP_LABELS[group]} ({tasks.length})
      </h2>
      {tasks.length === 0 ? <p className="text-sm text-slate-500">No tasks.</p> : null}
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {tasks.map((task) => (
          <li key={task.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-start">
            <div className="flex min-w-0 flex-1 items-start gap-2">
              <TaskDoneToggle task={task} />
              <div className="min-w-0 space-y-0.5">
                <p
                  className={
                    task.doneAt
                      ? 'text-sm font-medium break-words text-slate-500 line-through'
                      : 'text-sm font-medium break-words text-slate-900'
                  }
                >
                  {task.title}
                </p>
                <p className="text-xs text-slate-600">{taskLine(task)}</p>
                <RecordLinks links={task.links} />
              </div>
            </div>
            <Reassign task={task} people={people} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** My Tasks (/crm/tasks): overdue, today, upcoming and done; admins may look at anyone's. */
export function MyTasksPage({ isAdmin }: { isAdmin: boolean }) {
  const personId = useId();
  const typeId = useId();
  const [assignee, setAssignee] = useState('');
  const [recordType, setRecordType] = useState('');
  const today = localToday();
  const list = useTaskList(today, assignee, recordType);
  const team = useTeamOptions();
  const people = (team.data ?? []).map((m) => ({ value: m.id, label: m.fullName }));
  return (
    <PageShell title="My Tasks" description="Open tasks by due date, and the ones you finished." narrow>
      <div className="mb-6 flex flex-wrap gap-4">
        {isAdmin ? (
          <div>
            <label htmlFor={personId} className="block text-sm font-medium text-slate-800">
              Person
            </label>
            <Select
              id={personId}
              className="mt-1.5 w-56"
              value={assignee}
              onChange={(e) => setAssignee(e.target.value)}
              options={[{ value: '', label: 'Me' }, ...people]}
            />
          </div>
        ) : null}
        <div>
          <label htmlFor={typeId} className="block text-sm font-medium text-slate-800">
            Record type
          </label>
          <Select
            id={typeId}
            className="mt-1.5 w-56"
            value={recordType}
            onChange={(e) => setRecordType(e.target.value)}
            options={[
              { value: '', label: 'All records' },
              ...ACTIVITY_RECORD_TYPES.map((t) => ({ value: t, label: RECORD_TYPE_LABELS[t] })),
            ]}
          />
        </div>
      </div>
      {list.isPending ? <Spinner label="Loading tasks..." showLabel /> : null}
      {list.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(list.error)}
        </p>
      ) : null}
      {list.data ? (
        <div className="space-y-8">
          {TASK_GROUPS.map((group) => (
            <TaskGroupList key={group} group={group} tasks={list.data[group]} people={people} />
          ))}
        </div>
      ) : null}
    </PageShell>
  );
}
