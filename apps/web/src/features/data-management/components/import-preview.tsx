import { countOf, DATA_KIND_INFO } from '@keel/shared/data-kinds';
import { restoreFormula } from '@keel/shared/csv';
import type { DataKind } from '@keel/shared/data-management';
import type { TextEncoding } from '@keel/shared/import-files/text-encoding';
import type { ReactNode } from 'react';
import type { CsvPreview } from '../preview/preview-csv';
import { ColumnMapping } from './column-mapping';
import { FileReading } from './file-reading';

/** The loaded file: how its columns map onto fields (changeable), warnings, and its first rows. */
export function ImportPreview({
  kind,
  preview,
  columns,
  onColumnsChange,
  onEncodingChange,
  children,
}: {
  kind: DataKind;
  preview: CsvPreview;
  columns: (string | null)[];
  onColumnsChange: (columns: (string | null)[]) => void;
  onEncodingChange: (encoding: TextEncoding) => void;
  /** The import's choices (date order, update rules), shown between the mapping and the rows. */
  children?: ReactNode;
}) {
  const { headers, rows, records } = preview;
  const { key, labels } = DATA_KIND_INFO[kind];
  const keyColumn = columns.indexOf(key);
  const missing = keyColumn >= 0 ? preview.empty[keyColumn] : records;
  const invalid = columns.flatMap((field, i) =>
    field && preview.invalidEmails[i] > 0 ? [{ field, header: headers[i], n: preview.invalidEmails[i] }] : [],
  );
  return (
    <section aria-labelledby="import-preview-heading" className="space-y-4">
      <h3 id="import-preview-heading" className="font-semibold text-slate-900">
        Preview of {preview.file.name}: {countOf(records, 'record')}
      </h3>
      <FileReading preview={preview} onEncodingChange={onEncodingChange} />
      {keyColumn < 0 ? (
        <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          No column is imported into {labels[key]}: every row will be skipped (Missing required field: {key}.).
        </p>
      ) : missing > 0 ? (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {countOf(missing, 'row')} {missing === 1 ? 'has' : 'have'} no {labels[key]} and will be skipped.
        </p>
      ) : null}
      {invalid.map(({ field, header, n }) => (
        <p key={field} className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {countOf(n, 'row')} {n === 1 ? 'has' : 'have'} an invalid e-mail address in {header} ({labels[field]}) and will be skipped.
        </p>
      ))}
      <ColumnMapping kind={kind} headers={headers} samples={preview.samples} columns={columns} onChange={onColumnsChange} />
      {children}
      <div className="overflow-x-auto rounded-lg border border-slate-200" tabIndex={0} aria-label="First rows of the file">
        <table className="min-w-full text-left text-sm">
          <caption className="sr-only">
            First {rows.length} rows of {preview.file.name}
          </caption>
          <thead className="bg-slate-50 text-xs text-slate-700">
            <tr>
              {headers.map((header, i) => (
                <th key={`${header}-${i}`} scope="col" className="px-3 py-2 whitespace-nowrap">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row, r) => (
              <tr key={r}>
                {headers.map((header, i) => (
                  <td key={`${header}-${i}`} className="max-w-64 truncate px-3 py-2 whitespace-nowrap text-slate-800">
                    {/* What the import will store: our export's apostrophe before a formula-like value comes off (csv.ts). */}
                    {columns[i] ? restoreFormula(row[i] ?? '') : (row[i] ?? '')}
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
