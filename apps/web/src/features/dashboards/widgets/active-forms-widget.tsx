import type { Widget } from '@keel/shared/dashboards';
import { INSIGHT_LIST_MAX } from '@keel/shared/insights';
import { Inbox } from 'lucide-react';
import { useInsight } from '../api/get-insights';
import { configNumber, formatAdded } from './insight-format';
import { InsightView, WidgetEmpty } from './widget-states';

/** Active forms: the newest inquiries that came in through the inquiry form. */
export function ActiveFormsWidget({ widget }: { widget: Widget }) {
  const query = useInsight('recent-inquiries', { limit: configNumber(widget.config.rows, 6, INSIGHT_LIST_MAX) });
  return (
    <InsightView
      query={query}
      isEmpty={(rows) => rows.length === 0}
      empty={<WidgetEmpty icon={Inbox}>No inquiries yet. Submissions of the website's inquiry form will appear here.</WidgetEmpty>}
    >
      {(rows) => (
        <ul className="divide-y divide-slate-100">
          {rows.map((row) => (
            <li key={row.id} className="flex items-center justify-between gap-3 py-2">
              <div className="min-w-0">
                <p className="text-sm font-medium wrap-anywhere text-slate-900">{row.name}</p>
                <p className="text-xs wrap-anywhere text-slate-500">
                  {[row.jobTitle, row.company].filter(Boolean).join(' · ') || row.email}
                </p>
              </div>
              <span className="shrink-0 text-xs text-slate-500">{formatAdded(row.createdAt)}</span>
            </li>
          ))}
        </ul>
      )}
    </InsightView>
  );
}
