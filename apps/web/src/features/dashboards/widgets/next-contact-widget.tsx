import type { Widget } from '@keel/shared/dashboards';
import { INSIGHT_LIST_MAX } from '@keel/shared/insights';
import { CalendarCheck } from 'lucide-react';
import { useInsight } from '../api/get-insights';
import { FollowUpItem } from './follow-up-item';
import { configNumber } from './insight-format';
import { InsightView, WidgetEmpty } from './widget-states';

/** Next contact tracker: open deals by next contact date, soonest (or most overdue) first. */
export function NextContactWidget({ widget }: { widget: Widget }) {
  const query = useInsight('next-contacts', { limit: configNumber(widget.config.rows, 6, INSIGHT_LIST_MAX) });
  return (
    <InsightView
      query={query}
      isEmpty={(rows) => rows.length === 0}
      empty={<WidgetEmpty icon={CalendarCheck}>No follow-ups scheduled. Set a next contact date on a deal to track it here.</WidgetEmpty>}
    >
      {(rows) => (
        <ul className="divide-y divide-slate-100">
          {rows.map((item) => (
            <FollowUpItem key={item.dealId} item={item} />
          ))}
        </ul>
      )}
    </InsightView>
  );
}
