import { restoreFormula } from '@keel/shared/csv';
import type { CsvPreview } from '../preview/preview-csv';

const NOTE = { mapped: '', ignored: 'set by the import', unknown: 'not imported' } as const;

/** The loaded file: how its columns map onto contact fields, and its first rows. */
export function ImportPreview({ preview }: { preview: CsvPreview }) {
  const { mapping, rows, records, missingEmail } = preview;
  const hasEmail = mapping.some((m) => m.column === 'email');
  return (
    <section aria-labelledby="import-preview-heading" className="space-y-4">
      <h3 id="import-preview-heading" className="font-semibold text-slate-900">
        Preview of {preview.file.name}: {records.toLocaleString('en-US')} records
      </h3>
      {!hasEmail ? (
        <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">This file has no email column: every row will be skipped (Missing required field: email.).</p>
      ) : missingEmail > 0 ? (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">{missingEmail.toLocaleString('en-US')} rows have no email and will be skipped.</p>
      ) : null}
      <div>
        <h4 className="mb-2 text-sm font-medium text-slate-700">Column mapping</h4>
        <ul className="flex flex-wrap gap-2 text-xs" aria-label="Column mapping">
          {mapping.map((m, i) => (
            <li key={`${m.header}-${i}`} className={m.column ? 'rounded bg-emerald-50 px-2 py-1 text-emerald-900' : 'rounded bg-slate-100 px-2 py-1 text-slate-600'}>
              {m.header || '(blank)'} → {m.column ?? NOTE[m.note]}
            </li>
          ))}
        </ul>
      </div>
      <div className="overflow-x-auto rounded-lg border border-slate-200" tabIndex={0} aria-label="First rows of the file">
        <table className="min-w-full text-left text-sm">
          <caption className="sr-only">First {rows.length} rows of {preview.file.name}</caption>
          <thead className="bg-slate-50 text-xs text-slate-700">
            <tr>
              {mapping.map((m, i) => (
                <th key={`${m.header}-${i}`} scope="col" className="px-3 py-2 whitespace-nowrap">
                  {m.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row, r) => (
              <tr key={r}>
                {mapping.map((m, i) => (
                  <td key={`${m.header}-${i}`} className="max-w-64 truncate px-3 py-2 whitespace-nowrap text-slate-800">
                    {/* What the import will store: our export's apostrophe before a formula-like value comes off (csv.ts). */}
                    {m.column ? restoreFormula(row[m.header] ?? '') : (row[m.header] ?? '')}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
