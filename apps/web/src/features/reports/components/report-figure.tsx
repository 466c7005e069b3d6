import { recordCount } from '@keel/shared/report-catalogue';
import type { ReportDefinition, ReportResult } from '@keel/shared/reports';
import { ReportChart } from './report-chart';
import { formatMeasure, measureLabel } from './report-format';
import { ReportTable } from './report-table';

/**
 * A report's answer fitted to a dashboard widget (decision 0034): a KPI as one figure; otherwise
 * its chart (hidden from screen readers) over its table, the chart's text alternative.
 */
export function ReportFigure({ name, definition, result }: { name: string; definition: ReportDefinition; result: ReportResult }) {
  if (definition.view === 'kpi') {
    return (
      <div className="flex h-full flex-col justify-center">
        <p className="text-4xl font-bold tracking-tight text-brand-900 tabular-nums" data-testid="kpi-value">
          {formatMeasure(definition, result.total)}
        </p>
        <p className="mt-1 text-sm font-medium text-slate-600">{measureLabel(definition)}</p>
        <p className="mt-0.5 text-xs text-slate-500">{recordCount(definition.records, result.records)}</p>
      </div>
    );
  }
  return (
    <div className="space-y-2">
      {result.records === 0 ? <p className="text-sm text-slate-500">No records match this report.</p> : null}
      {definition.view !== 'table' && result.records > 0 ? <ReportChart definition={definition} result={result} className="h-36" /> : null}
      <ReportTable name={name} definition={definition} result={result} />
    </div>
  );
}
