import { paths } from '@keel/shared/paths';
import { REPORT_RECORD_LABELS } from '@keel/shared/report-catalogue';
import { REPORT_VIEW_LABELS } from '@keel/shared/reports';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useSavedReports } from '../api/reports-api';

/** The Reporting Center's list of reports the team shares (and the viewer's own), each opening its run. */
export function SharedReportsCard() {
  const reports = useSavedReports();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Saved Reports</CardTitle>
        <CardDescription>Reports the team has built and shared.</CardDescription>
      </CardHeader>
      <CardContent>
        {reports.isPending ? (
          <Spinner label="Loading saved reports..." showLabel />
        ) : reports.error ? (
          <p role="alert" className="text-red-700">
            Could not load the saved reports: {errorMessage(reports.error)}
          </p>
        ) : reports.data.length === 0 ? (
          <p className="text-slate-600">No reports have been shared yet.</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {reports.data.map((report) => (
              <li key={report.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
                <Link to={paths.report(report.id)} className="font-medium text-accent-700 underline-offset-4 hover:underline">
                  {report.name}
                </Link>
                <span className="text-sm text-slate-600">
                  {REPORT_RECORD_LABELS[report.definition.records]} · {REPORT_VIEW_LABELS[report.definition.view]}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
