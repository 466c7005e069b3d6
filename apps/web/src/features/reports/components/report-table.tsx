import type { ReportDefinition, ReportResult } from '@keel/shared/reports';
import { formatMeasure, groupHeading, groupLabel, measureLabel } from './report-format';

/** The report's figures as a table: what the chart shows, readable as text (its text alternative). */
export function ReportTable({ name, definition, result }: { name: string; definition: ReportDefinition; result: ReportResult }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white" tabIndex={0} role="region" aria-label={`${name}: table`}>
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{name}</caption>
        <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-2">
              {groupHeading(definition)}
            </th>
            <th scope="col" className="px-4 py-2 text-right">
              {measureLabel(definition)}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {result.rows.map((row) => (
            <tr key={row.group ?? ''}>
              <th scope="row" className="px-4 py-2 text-left font-normal text-slate-800">
                {groupLabel(definition, row.group)}
              </th>
              <td className="px-4 py-2 text-right text-slate-900 tabular-nums">{formatMeasure(definition, row.value)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="bg-slate-50">
          <tr>
            <th scope="row" className="px-4 py-2 text-left font-semibold text-slate-900">
              Total
            </th>
            <td className="px-4 py-2 text-right font-semibold text-slate-900 tabular-nums">{formatMeasure(definition, result.total)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
