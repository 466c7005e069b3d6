import { ACTIVITY_KIND_LABELS, type Activity, CALL_OUTCOME_LABELS, type TimelineItem } from '@keel/shared/activities';
import { activityAnchor } from '@keel/shared/notifications';
import { clsx } from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { CalendarClock, CheckSquare, History, MessageSquare, Phone, Users } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { useDeleteActivityMutation } from '../api/save-activity';
import { ActivityBody } from '../../../components/records/activity-body';
import { RecordLinks } from '../../../components/records/record-link';
import { ActivityEditor } from './activity-editor';
import { TaskDoneToggle } from './task-done-toggle';

const ICONS = { note: MessageSquare, call: Phone, meeting: Users, task: CheckSquare };

/** 'Nov 21, 2026 · Connected · 15 min': when a call or meeting happened, and how a call went. */
export function contactLine(activity: Activity): string | null {
  if (!activity.occurredOn) return null;
  const minutes = activity.durationMinutes === null ? null : `${activity.durationMinutes} min`;
  return [formatDate(activity.occurredOn), activity.outcome ? CALL_OUTCOME_LABELS[activity.outcome] : null, minutes]
    .filter(Boolean)
    .join(' · ');
}

/** 'Due Nov 21, 2026 at 10:00 · High · Ada Admin' */
export function taskLine(task: Activity): string {
  const due = task.dueDate ? `Due ${formatDate(task.dueDate)}${task.dueTime ? ` at ${task.dueTime}` : ''}` : 'No due date';
  return [due, task.priority, task.assignee ? `Assigned to ${task.assignee.name}` : null].filter(Boolean).join(' · ');
}

/** Whether the address names this activity (`#activity-{id}`, a notification's link): it is scrolled to and marked, once. */
function useTargeted(id: string) {
  const { hash } = useLocation();
  const targeted = hash === `#${activityAnchor(id)}`;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (targeted) ref.current?.scrollIntoView({ block: 'center' });
  }, [targeted]);
  return { ref, targeted };
}

type RecordRef = { type: Activity['links'][number]['type']; id: string };

function ActivityEntry({ activity, record }: { activity: Activity; record?: RecordRef }) {
  // Rolled up from a related record (decision 0063): say which.
  const elsewhere = record && !activity.links.some((l) => l.type === record.type && l.id.toLowerCase() === record.id.toLowerCase());
  const line = contactLine(activity);
  const { ref, targeted } = useTargeted(activity.id);
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
    // A link ending in #activity-{id} (a notification's) lands here, marked (decision 0063).
    <div
      ref={ref}
      id={activityAnchor(activity.id)}
      data-targeted={targeted || undefined}
      className={clsx('flex scroll-mt-20 gap-3 rounded-md', targeted && 'bg-amber-50 p-2 ring-2 ring-amber-300')}
    >
      <Icon aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="text-xs text-slate-500">
          <span className="font-medium text-slate-700">{ACTIVITY_KIND_LABELS[activity.kind]}</span> ·{' '}
          {activity.author?.name ?? activity.authorName} · {formatDateTime(activity.createdAt)}
        </p>
        {elsewhere ? (
          <p className="text-xs">
            On <RecordLinks links={activity.links} />
          </p>
        ) : null}
        {line && !editing ? <p className="text-xs font-medium text-slate-700">{line}</p> : null}
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

/** One line of a timeline: an activity, or a sentence from the record's history; `record` is the timeline's own. */
export function TimelineEntry({ item, record }: { item: TimelineItem; record?: RecordRef }) {
  if (item.source === 'activity') return <ActivityEntry activity={item.activity} record={record} />;
  return (
    <div className="flex gap-3 text-sm text-slate-600">
      <History aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" />
      <p>
        {item.text} <span className="text-xs text-slate-500">· {formatDateTime(item.at)}</span>
      </p>
    </div>
  );
}
