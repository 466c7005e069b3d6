import { paths } from '@keel/shared/paths';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { PageShell } from '../../../components/page-shell';
import { buttonClasses } from '../../../components/ui/button-classes';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useSavedReport } from '../api/reports-api';
import { SavedReportPanel } from './saved-report-panel';

/** A shared (or own) report opened from the Reporting Center, for any signed-in user. */
export function ReportPage({ reportId }: { reportId: string }) {
  const report = useSavedReport(reportId);
  return (
    <PageShell
      title={report.data?.name ?? 'Report'}
      actions={
        <Link to={paths.reporting} className={buttonClasses('ghost')}>
          <ArrowLeft aria-hidden className="h-4 w-4" />
          Reporting Center
        </Link>
      }
    >
      {report.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading report..." showLabel />
        </div>
      ) : report.error ? (
        <p role="alert" className="text-red-700">
          Could not open the report: {errorMessage(report.error)}
        </p>
      ) : (
        <SavedReportPanel report={report.data} />
      )}
    </PageShell>
  );
}
