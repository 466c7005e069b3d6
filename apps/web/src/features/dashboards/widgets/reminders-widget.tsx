import type { Widget } from '@keel/shared/dashboards';
import { UPCOMING_DAYS_DEFAULT, UPCOMING_DAYS_MAX } from '@keel/shared/insights';
import { BellRing } from 'lucide-react';
import { useInsight } from '../api/get-insights';
import { FollowUpItem } from './follow-up-item';
import { configNumber } from './insight-format';
import { InsightView, WidgetEmpty } from './widget-states';

/** Reminders: overdue next-contact dates, then those due in the coming days. */
export function RemindersWidget({ widget }: { widget: Widget }) {
  const upcomingDays = configNumber(widget.config.upcomingDays, UPCOMING_DAYS_DEFAULT, UPCOMING_DAYS_MAX);
  const query = useInsight('reminders', { upcomingDays });
  return (
    <InsightView
      query={query}
      isEmpty={(data) => data.overdue.length === 0 && data.upcoming.length === 0}
      empty={<WidgetEmpty icon={BellRing}>Nothing due in the next {upcomingDays} days. You are all caught up.</WidgetEmpty>}
    >
      {(data) => (
        <div className="space-y-3">
          {data.overdue.length > 0 ? (
            <section aria-label="Overdue">
              <h3 className="text-xs font-semibold tracking-wide text-red-700 uppercase">Overdue ({data.overdue.length})</h3>
              <ul className="divide-y divide-slate-100">
                {data.overdue.map((item) => (
                  <FollowUpItem key={item.dealId} item={item} today={data.today} />
                ))}
              </ul>
            </section>
          ) : null}
          <section aria-label="Upcoming">
            <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Next {upcomingDays} days ({data.upcoming.length})</h3>
            {data.upcoming.length > 0 ? (
              <ul className="divide-y divide-slate-100">
                {data.upcoming.map((item) => (
                  <FollowUpItem key={item.dealId} item={item} today={data.today} />
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
