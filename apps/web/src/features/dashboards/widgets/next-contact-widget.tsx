import type { Widget } from '@keel/shared/dashboards';
import { INSIGHT_LIST_MAX } from '@keel/shared/insights';
import { CalendarCheck } from 'lucide-react';
import { localToday } from '../../../lib/local-today';
import { useInsight } from '../api/get-insights';
import { FollowUpItem } from './follow-up-item';
import { configNumber } from './insight-format';
import { InsightView, WidgetEmpty } from './widget-states';

/** Next contact tracker: open deals' next contact dates and my tasks due from today, soonest (or most overdue) first. */
export function NextContactWidget({ widget }: { widget: Widget }) {
  const today = localToday();
  const query = useInsight('next-contacts', { limit: configNumber(widget.config.rows, 6, INSIGHT_LIST_MAX), today });
  return (
    <InsightView
      query={query}
      isEmpty={(rows) => rows.length === 0}
      empty={
        <WidgetEmpty icon={CalendarCheck}>
          No contacts planned. Set a next contact date on a deal, or give yourself a task with a due date, to see it here.
        </WidgetEmpty>
      }
    >
      {(rows) => (
        <ul className="divide-y divide-slate-100">
          {rows.map((item) => (
            <FollowUpItem key={`${item.source}-${item.id}`} item={item} today={today} />
          ))}
        </ul>
      )}
    </InsightView>
  );
}
