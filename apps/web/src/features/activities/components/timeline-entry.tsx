import { ACTIVITY_KIND_LABELS, type Activity, type TimelineItem } from '@keel/shared/activities';
import { useState } from 'react';
import { CalendarClock, CheckSquare, History, MessageSquare, Phone, Users } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { useDeleteActivityMutation } from '../api/save-activity';
import { ActivityBody } from '../../../components/records/activity-body';
import { ActivityEditor } from './activity-editor';
import { TaskDoneToggle } from './task-done-toggle';

const ICONS = { note: MessageSquare, call: Phone, meeting: Users, task: CheckSquare };

/** 'Due Nov 21, 2026 at 10:00 · High · Ada Admin' */
export function taskLine(task: Activity): string {
  const due = task.dueDate ? `Due ${formatDate(task.dueDate)}${task.dueTime ? ` at ${task.dueTime}` : ''}` : 'No due date';
  return [due, task.priority, task.assignee ? `Assigned to ${task.assignee.name}` : null].filter(Boolean).join(' · ');
}

function ActivityEntry({ activity }: { activity: Activity }) {
  const remove = useDeleteActivityMutation();
  const [editing, setEditing] = useState(false);
  const Icon = ICONS[activity.kind];
  const what = ACTIVITY_KIND_LABELS[activity.kind].toLowerCase();
  const onDelete = async () => {
    try {
      await remove.mutateAsync(activity.id);
      toast({ title: `${ACTIVITY_KIND_LABELS[activity.kind]} deleted` });
    } catch (error) {
      toast({ title: 'Error deleting activity', description: errorMessage(error), variant: 'destructive' });
    }
  };
  return (
    <div className="flex gap-3">
      <Icon aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="text-xs text-slate-500">
          <span className="font-medium text-slate-700">{ACTIVITY_KIND_LABELS[activity.kind]}</span> ·{' '}
          {activity.author?.name ?? activity.authorName} · {formatDateTime(activity.createdAt)}
        </p>
        {editing ? <ActivityEditor activity={activity} onDone={() => setEditing(false)} /> : null}
        {!editing && activity.kind === 'task' ? (
          <div className="flex items-start gap-2">
            <TaskDoneToggle task={activity} />
            <div>
              <p className={activity.doneAt ? 'text-sm font-medium text-slate-500 line-through' : 'text-sm font-medium text-slate-900'}>
                {activity.title}
              </p>
              <p className="text-xs text-slate-600">
                <CalendarClock aria-hidden className="mr-1 inline h-3 w-3" />
                {taskLine(activity)}
              </p>
            </div>
          </div>
        ) : null}
        {!editing && activity.body ? <ActivityBody text={activity.body} /> : null}
      </div>
      {activity.canEdit && !editing ? (
        <div className="flex shrink-0 items-start">
          <Button variant="ghost" size="sm" onClick={() => setEditing(true)} aria-label={`Edit ${what}`}>
            Edit
          </Button>
          <ConfirmDialog
            trigger={
              <Button variant="ghost" size="sm" disabled={remove.isPending} aria-label={`Delete ${what}`}>
                Delete
              </Button>
            }
            onConfirm={onDelete}
          />
        </div>
      ) : null}
    </div>
  );
}

/** One line of a timeline: an activity, or a sentence from the record's history. */
export function TimelineEntry({ item }: { item: TimelineItem }) {
  if (item.source === 'activity') return <ActivityEntry activity={item.activity} />;
  return (
    <div className="flex gap-3 text-sm text-slate-600">
      <History aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" />
      <p>
        {item.text} <span className="text-xs text-slate-500">· {formatDateTime(item.at)}</span>
      </p>
    </div>
  );
}
