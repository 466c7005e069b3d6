import { countOf, DATA_KIND_INFO } from '@keel/shared/data-kinds';
import { DRY_RUN_ROWS, type DataKind, type DryRunResult } from '@keel/shared/data-management';
import { ScrollTable } from '../../../components/ui/scroll-table';
import { CountGrid } from './count-grid';
import { errorsText } from './import-result';

/** Updated records shown with their changes (the rest are counted). */
const SHOWN_RECORDS = 20;
const SHOWN_ROWS = 50;

/**
 * What the import would do (decision 0057), before anything is written: new, updated, unchanged and
 * rejected counts; each updated record field by field, before → after; the warnings and the
 * rejected rows with every problem; the companies and contacts it would create besides.
 */
export function DryRunPanel({ kind, result }: { kind: DataKind; result: DryRunResult }) {
  const { counts, changes, related } = result;
  const { plural } = DATA_KIND_INFO[kind];
  const besides = [
    related.companies > 0 ? countOf(related.companies, 'company', 'companies') : '',
    related.contacts > 0 ? countOf(related.contacts, 'contact') : '',
  ].filter(Boolean);
  return (
    <section aria-labelledby="dry-run-heading" className="space-y-3 rounded-lg border border-accent-200 bg-white p-4">
      <h3 id="dry-run-heading" className="font-semibold text-slate-900">
        What the import would do
      </h3>
      <p className="text-sm text-slate-600">
        Nothing has been written yet.
        {result.complete ? '' : ` Checked the first ${DRY_RUN_ROWS.toLocaleString('en-US')} rows of the file.`}
      </p>
      {result.failed ? <p className="text-sm text-red-700">{result.failed}</p> : null}
      <CountGrid
        counts={[
          ['New', counts.created],
          ['Updated', counts.updated],
          ['Unchanged', counts.unchanged],
          ['Rejected', counts.rejected],
        ]}
      />
      {besides.length > 0 ? <p className="text-sm text-slate-700">It would also create {besides.join(' and ')}.</p> : null}
      {changes.length > 0 ? (
        <div className="space-y-3">
          <h4 className="text-sm font-medium text-slate-800">Changes to existing {plural}</h4>
          {changes.slice(0, SHOWN_RECORDS).map((record, i) => (
            <div key={`${record.label}-${i}`} className="overflow-x-auto rounded border border-slate-100">
              <table className="min-w-full text-left text-sm" aria-label={`Changes to ${record.label}`}>
                <caption className="bg-slate-50 px-3 py-1.5 text-left font-medium break-all text-slate-800">{record.label}</caption>
                <thead className="text-xs text-slate-600">
                  <tr>
                    <th scope="col" className="px-3 py-1">
                      Field
                    </th>
                    <th scope="col" className="px-3 py-1">
                      Before
                    </th>
                    <th scope="col" className="px-3 py-1">
                      After
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {record.changes.map((change) => (
                    <tr key={change.field}>
                      <th scope="row" className="px-3 py-1 font-normal text-slate-700">
                        {change.label}
                      </th>
                      <td className="px-3 py-1 break-words whitespace-pre-line text-slate-500">{change.before || '(empty)'}</td>
                      <td className="px-3 py-1 break-words whitespace-pre-line text-slate-900">{change.after || '(empty)'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ))}
          {counts.updated > Math.min(changes.length, SHOWN_RECORDS) ? (
            <p className="text-xs text-slate-500">
              Showing {Math.min(changes.length, SHOWN_RECORDS)} of {counts.updated.toLocaleString('en-US')} updated {plural}.
            </p>
          ) : null}
        </div>
      ) : null}
      {result.warnings.length > 0 ? (
        <ScrollTable label="Warnings" columns={['Row', 'Column', 'Warning']} className="max-h-48 rounded border border-slate-100">
          {result.warnings.slice(0, SHOWN_ROWS).map((w, i) => (
            <tr key={`${w.row}-${i}`}>
              <td className="px-3 py-1.5">{w.row}</td>
              <td className="px-3 py-1.5">{w.column}</td>
              <td className="px-3 py-1.5">{w.message}</td>
            </tr>
          ))}
        </ScrollTable>
      ) : null}
      {result.rejected.length > 0 ? (
        <ScrollTable label="Rows that would be rejected" columns={['Row', 'Problems']} className="max-h-48 rounded border border-slate-100">
          {result.rejected.slice(0, SHOWN_ROWS).map((r) => (
            <tr key={r.row}>
              <td className="px-3 py-1.5">{r.row}</td>
              <td className="px-3 py-1.5">{errorsText(r)}</td>
            </tr>
          ))}
        </ScrollTable>
      ) : null}
    </section>
  );
}
