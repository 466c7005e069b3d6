import { REPORT_RECORD_LABELS } from '@keel/shared/report-catalogue';
import { REPORT_VIEW_LABELS, SAVED_REPORTS_EMPTY_STATE, type SavedReport } from '@keel/shared/reports';
import { FileBarChart } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ReportActions } from './report-actions';

interface Props {
  reports: SavedReport[];
  onOpen: (id: string) => void;
  onEdit: (id: string) => void;
}

/** The saved reports (the team's shared ones and the admin's own), or the empty state. */
export function SavedReportList({ reports, onOpen, onEdit }: Props) {
  if (reports.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
        <FileBarChart aria-hidden className="h-12 w-12 text-slate-400" />
        <h2 className="mt-4 text-xl font-semibold text-slate-900">{SAVED_REPORTS_EMPTY_STATE}</h2>
        <p className="mt-2 max-w-md text-slate-600">
          Use &lsquo;Create New Report&rsquo; to chart contacts, companies, funnel leads, jobs or applicants.
        </p>
      </div>
    );
  }
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">Saved reports</caption>
        <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-2">
              Name
            </th>
            <th scope="col" className="px-4 py-2">
              Records
            </th>
            <th scope="col" className="px-4 py-2">
              View
            </th>
            <th scope="col" className="px-4 py-2">
              Sharing
            </th>
            <th scope="col" className="px-4 py-2 text-right">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {reports.map((report) => (
            <tr key={report.id}>
              <th scope="row" className="px-4 py-2 text-left font-medium">
                <Button variant="link" className="h-auto p-0 text-left" onClick={() => onOpen(report.id)}>
                  {report.name}
                </Button>
              </th>
              <td className="px-4 py-2 text-slate-700">{REPORT_RECORD_LABELS[report.definition.records]}</td>
              <td className="px-4 py-2 text-slate-700">{REPORT_VIEW_LABELS[report.definition.view]}</td>
              <td className="px-4 py-2 text-slate-700">{report.shared ? 'Shared' : 'Private'}</td>
              <td className="px-4 py-2">
                <div className="flex justify-end gap-1">
                  <ReportActions report={report} onEdit={onEdit} onDuplicated={onOpen} compact />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
