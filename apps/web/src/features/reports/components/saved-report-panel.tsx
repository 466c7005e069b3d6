import { REPORT_RECORD_LABELS } from '@keel/shared/report-catalogue';
import { REPORT_VIEW_LABELS, type SavedReport } from '@keel/shared/reports';
import type { ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useSavedReportResult } from '../api/reports-api';
import { PinReportButton } from './pin-report-button';
import { ReportView } from './report-view';

/** A saved report run: what it is, then its chart, table and CSV export. */
export function SavedReportPanel({ report, actions }: { report: SavedReport; actions?: ReactNode }) {
  const result = useSavedReportResult(report.id);
  return (
    <section aria-labelledby="report-heading" className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="report-heading" className="text-xl font-semibold text-slate-900">
            {report.name}
          </h2>
          <p className="text-sm text-slate-600">
            {REPORT_RECORD_LABELS[report.definition.records]} · {REPORT_VIEW_LABELS[report.definition.view]} ·{' '}
            {report.shared ? 'Shared with the team' : 'Private'}
            {report.owner_name ? ` · by ${report.owner_name}` : ''}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <PinReportButton report={report} />
          {actions}
        </div>
      </div>
      {result.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label="Running report..." showLabel />
        </div>
      ) : result.error ? (
        <p role="alert" className="text-red-700">
          Could not run the report: {errorMessage(result.error)}
        </p>
      ) : (
        <ReportView name={report.name} definition={report.definition} result={result.data} />
      )}
    </section>
  );
}
