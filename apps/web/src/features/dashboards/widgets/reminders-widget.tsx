import type { Activity } from '@keel/shared/activities';
import type { Widget } from '@keel/shared/dashboards';
import { UPCOMING_DAYS_DEFAULT, UPCOMING_DAYS_MAX } from '@keel/shared/insights';
import { clsx } from 'clsx';
import { BellRing } from 'lucide-react';
import { localToday } from '../../../lib/local-today';
import { RecordLinks } from '../../../components/records/record-link';
import { useActivityKit } from '../activity-kit';
import { useInsight } from '../api/get-insights';
import { configNumber, relativeDay } from './insight-format';
import { InsightView, WidgetEmpty } from './widget-states';

/** One open task of mine: complete it here, or open its record. */
function ReminderItem({ task, today }: { task: Activity; today: string }) {
  const { TaskDoneToggle } = useActivityKit();
  const overdue = task.dueDate! < today;
  return (
    <li className="widget-no-drag flex items-start gap-2 py-2">
      <TaskDoneToggle task={task} />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium wrap-anywhere text-slate-900">{task.title}</p>
        <RecordLinks links={task.links} />
        <p className={clsx('text-xs font-medium', overdue ? 'text-red-700' : 'text-slate-500')}>
          {relativeDay(task.dueDate!, today)}
          {task.dueTime ? ` at ${task.dueTime}` : ''}
          {task.priority ? ` · ${task.priority}` : ''}
        </p>
      </div>
    </li>
  );
}

/** Reminders: my open tasks, overdue first, then those due in the coming days. */
export function RemindersWidget({ widget }: { widget: Widget }) {
  const upcomingDays = configNumber(widget.config.upcomingDays, UPCOMING_DAYS_DEFAULT, UPCOMING_DAYS_MAX);
  const today = localToday();
  const query = useInsight('reminders', { upcomingDays, today });
  return (
    <InsightView
      query={query}
      isEmpty={(data) => data.overdue.length === 0 && data.upcoming.length === 0}
      empty={<WidgetEmpty icon={BellRing}>No open tasks due in the next {upcomingDays} days. You are all caught up.</WidgetEmpty>}
    >
      {(data) => (
        <div className="space-y-3">
          {data.overdue.length > 0 ? (
            <section aria-label="Overdue">
              <h3 className="text-xs font-semibold tracking-wide text-red-700 uppercase">Overdue ({data.overdue.length})</h3>
              <ul className="divide-y divide-slate-100">
                {data.overdue.map((task) => (
                  <ReminderItem key={task.id} task={task} today={data.today} />
                ))}
              </ul>
            </section>
          ) : null}
          <section aria-label="Upcoming">
            <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
              Next {upcomingDays} days ({data.upcoming.length})
            </h3>
            {data.upcoming.length > 0 ? (
              <ul className="divide-y divide-slate-100">
                {data.upcoming.map((task) => (
                  <ReminderItem key={task.id} task={task} today={data.today} />
                ))}
              </ul>
            ) : (
              <p className="py-2 text-sm text-slate-500">Nothing else due.</p>
            )}
          </section>
        </div>
      )}
    </InsightView>
  );
}
