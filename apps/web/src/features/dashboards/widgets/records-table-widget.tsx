import type { Widget } from '@keel/shared/dashboards';
import { INSIGHT_LIST_MAX } from '@keel/shared/insights';
import { paths } from '@keel/shared/paths';
import { Users } from 'lucide-react';
import { Link } from 'react-router';
import { useInsight } from '../api/get-insights';
import { configNumber, formatAdded } from './insight-format';
import { InsightView, WidgetEmpty } from './widget-states';

/** The widget's config, shown as docs/product/dashboards.md#widgets asks for the records table. */
function ConfigSummary({ config }: { config: Widget['config'] }) {
  const entries = Object.entries(config);
  if (entries.length === 0) return null;
  return (
    <dl
      className="mt-2 flex flex-wrap items-center gap-1.5 border-t border-slate-100 pt-2 text-xs text-slate-700"
      aria-label="Widget configuration"
    >
      {entries.map(([key, value]) => (
        <div key={key} className="inline-flex gap-1 rounded-full bg-slate-100 px-2 py-0.5">
          <dt className="font-medium text-slate-700">{key}:</dt>{' '}
          <dd>
            {typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** User records table: the newest contacts; its settings (docs/product/dashboards.md#widgets) show while the dashboard is edited. */
export function RecordsTableWidget({ widget, showConfig = false }: { widget: Widget; showConfig?: boolean }) {
  const query = useInsight('recent-contacts', { limit: configNumber(widget.config.rows, 8, INSIGHT_LIST_MAX) });
  return (
    // One scroll region, the widget's own (focusable): a second one inside it could not be reached by keyboard.
    <div className="@container">
      <InsightView
        query={query}
        isEmpty={(rows) => rows.length === 0}
        empty={<WidgetEmpty icon={Users}>No contacts yet. Contacts added to the CRM will be listed here, newest first.</WidgetEmpty>}
      >
        {(rows) => (
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{widget.title}: newest contacts</caption>
            <thead className="sticky top-0 bg-white text-xs text-slate-600">
              <tr>
                <th scope="col" className="py-1.5 pr-3 font-medium">
                  Name
                </th>
                <th scope="col" className="hidden py-1.5 pr-3 font-medium @sm:table-cell">
                  Company
                </th>
                <th scope="col" className="hidden py-1.5 pr-3 font-medium @lg:table-cell">
                  Email
                </th>
                <th scope="col" className="py-1.5 text-right font-medium">
                  Added
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((row) => (
                <tr key={row.id}>
                  <td className="py-2 pr-3 font-medium wrap-anywhere text-slate-900">
                    <Link to={paths.contact(row.id)} className="widget-no-drag hover:text-accent-700 hover:underline">
                      {row.name}
                    </Link>
                    {row.isInquiry ? (
                      <span className="ml-1.5 hidden rounded bg-accent-50 @lg:inline px-1.5 py-0.5 text-[10px] font-semibold text-accent-800">
                        Inquiry
                      </span>
                    ) : null}
                  </td>
                  <td className="hidden py-2 pr-3 wrap-anywhere text-slate-600 @sm:table-cell">{row.company ?? '—'}</td>
                  <td className="hidden py-2 pr-3 wrap-anywhere text-slate-600 @lg:table-cell">{row.email}</td>
                  <td className="py-2 text-right whitespace-nowrap text-slate-500">{formatAdded(row.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </InsightView>
      {showConfig ? <ConfigSummary config={widget.config} /> : null}
    </div>
  );
}
