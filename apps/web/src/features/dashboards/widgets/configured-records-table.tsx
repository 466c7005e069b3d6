import type { Widget } from '@keel/shared/dashboards';
import { paths } from '@keel/shared/paths';
import { REPORT_FIELDS } from '@keel/shared/report-catalogue';
import { Users } from 'lucide-react';
import { Link } from 'react-router';
import { useWidgetData } from '../api/get-widget-data';
import { InsightView, WidgetEmpty } from './widget-states';

const label = (column: string) => (REPORT_FIELDS.contacts as Record<string, { label: string }>)[column]?.label ?? column;

/** The records table with the columns and filters chosen in Configure: the newest matching contacts. */
export function ConfiguredRecordsTable({ dashboardId, widget }: { dashboardId: string; widget: Widget }) {
  const query = useWidgetData(dashboardId, widget);
  return (
    <InsightView
      query={query}
      isEmpty={(data) => data.kind !== 'records' || data.rows.length === 0}
      empty={<WidgetEmpty icon={Users}>No contacts match this table's filters.</WidgetEmpty>}
    >
      {(data) =>
        data.kind === 'records' ? (
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{widget.title}</caption>
            <thead className="sticky top-0 bg-white text-xs text-slate-600">
              <tr>
                {data.columns.map((column) => (
                  <th key={column} scope="col" className="py-1.5 pr-3 font-medium">
                    {label(column)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {data.rows.map((row) => (
                <tr key={row.id}>
                  {data.columns.map((column, i) => (
                    <td key={column} className="py-2 pr-3 wrap-anywhere text-slate-700">
                      {i === 0 ? (
                        <Link
                          to={paths.contact(row.id)}
                          className="widget-no-drag font-medium text-slate-900 hover:text-accent-700 hover:underline"
                        >
                          {row.values[column] ?? '—'}
                        </Link>
                      ) : (
                        (row.values[column] ?? '—')
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        ) : null
      }
    </InsightView>
  );
}
