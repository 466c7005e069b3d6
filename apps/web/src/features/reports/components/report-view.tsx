import type { ReportDefinition, ReportResult } from '@keel/shared/reports';
import { recordCount } from '@keel/shared/report-catalogue';
import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { downloadTextFile } from '../../../lib/download-text-file';
import { ReportChart } from './report-chart';
import { csvFileName, reportCsv } from './report-format';
import { ReportTable } from './report-table';

/** A report's answer: its chart, the table under it, and the table's CSV export. */
export function ReportView({ name, definition, result }: { name: string; definition: ReportDefinition; result: ReportResult }) {
  return (
    <section aria-label={`${name}: result`} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">
          {recordCount(definition.records, result.records)} matched
          {result.truncated ? '; only the largest groups are shown' : ''}.
        </p>
        <Button variant="outline" size="sm" onClick={() => downloadTextFile(csvFileName(name), reportCsv(definition, result))}>
          <Download aria-hidden className="h-4 w-4" />
          Export CSV
        </Button>
      </div>
      {result.records === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600">
          No records match this report.
        </p>
      ) : (
        <ReportChart definition={definition} result={result} />
      )}
      <ReportTable name={name} definition={definition} result={result} />
    </section>
  );
}
