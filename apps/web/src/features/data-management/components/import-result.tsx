import type { ImportCounts, RowWarning, SkippedRow } from '@keel/shared/data-management';
import { csvLine } from '@keel/shared/csv';
import { UTF8_BOM } from '@keel/shared/import-files/text-encoding';
import { Download } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { ScrollTable } from '../../../components/ui/scroll-table';
import { CountGrid } from './count-grid';
import { downloadTextFile } from '../../../lib/download-text-file';

export interface ImportOutcome {
  fileName: string;
  counts: ImportCounts;
  skipped: SkippedRow[];
  /** Rows imported with a part left out (an owner no team member is, a company not created). */
  warnings?: RowWarning[];
  /** The file's header row (the rejected rows are downloaded under it). */
  headers?: string[];
  /** What a skipped row is shown by: 'Email' for contacts, 'Name' for companies and deals. */
  keyLabel?: string;
  /** Set when the import stopped before the end of the file. */
  stopped?: string;
}

const SHOWN = 50;
/** The column the rejected-rows file adds (the import does not read it back). */
export const ERRORS_HEADER = 'Errors';

/** Every problem of a row, each with its column: 'Birthday: Please enter a valid date. | Email: …'. */
export const errorsText = (row: SkippedRow) => (row.errors ?? []).map((e) => `${e.column}: ${e.message}`).join(' | ') || row.reason;

/**
 * The rejected rows as a file (decision 0056): the file's own columns, each rejected row's cells as they
 * were, and an Errors column, UTF-8 with a byte-order mark so a spreadsheet opens it rightly.
 * Corrected, it imports as it stands (the Errors column is not imported).
 */
export function rejectedRowsCsv(headers: readonly string[], skipped: readonly SkippedRow[]): string {
  const rejected = skipped.filter((s) => s.cells);
  return (
    UTF8_BOM +
    csvLine([...headers, ERRORS_HEADER]) +
    rejected.map((s) => csvLine([...headers.map((_, i) => s.cells![i] ?? ''), errorsText(s)])).join('')
  );
}

/** What the last import did: counts, the skipped rows with their reasons, and the rejected rows to download. */
export function ImportResult({ outcome, title }: { outcome: ImportOutcome; title?: string }) {
  const headingId = useId();
  const { counts, skipped } = outcome;
  const keyLabel = outcome.keyLabel ?? 'Email';
  const rejected = skipped.filter((s) => s.cells).length;
  const download = () =>
    downloadTextFile(`rejected_rows_${outcome.fileName.replace(/\.[a-z]+$/i, '')}.csv`, rejectedRowsCsv(outcome.headers ?? [], skipped));
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-lg border border-slate-200 p-4">
      <h3 id={headingId} className="font-semibold break-all text-slate-900">
        {title ?? `Last import: ${outcome.fileName}`}
      </h3>
      {outcome.stopped ? <p className="text-sm text-red-700">{outcome.stopped}</p> : null}
      <CountGrid
        counts={[
          ['New', counts.created],
          ['Updated', counts.updated],
          ['Skipped', counts.skipped],
        ]}
      />
      {outcome.warnings && outcome.warnings.length > 0 ? (
        <ScrollTable label="Warnings" columns={['Row', 'Column', 'Warning']} className="max-h-48 rounded border border-slate-100">
          {outcome.warnings.slice(0, SHOWN).map((w, i) => (
            <tr key={`${w.row}-${i}`}>
              <td className="px-3 py-1.5">{w.row}</td>
              <td className="px-3 py-1.5">{w.column}</td>
              <td className="px-3 py-1.5">{w.message}</td>
            </tr>
          ))}
        </ScrollTable>
      ) : null}
      {skipped.length > 0 ? (
        <>
          <ScrollTable label="Skipped rows" columns={['Row', keyLabel, 'Reason']} className="max-h-64 rounded border border-slate-100">
            {skipped.slice(0, SHOWN).map((s) => (
              <tr key={s.row}>
                <td className="px-3 py-1.5">{s.row}</td>
                <td className="px-3 py-1.5 break-all">{s.email}</td>
                <td className="px-3 py-1.5">{s.errors ? errorsText(s) : s.reason}</td>
              </tr>
            ))}
          </ScrollTable>
          {skipped.length < counts.skipped ? (
            <p className="text-xs text-slate-500">
              The report lists the first {skipped.length.toLocaleString('en-US')} of {counts.skipped.toLocaleString('en-US')} skipped rows.
            </p>
          ) : null}
          {rejected > 0 && outcome.headers ? (
            <Button variant="outline" onClick={download}>
              <Download aria-hidden className="h-4 w-4" /> Download rejected rows ({rejected.toLocaleString('en-US')})
            </Button>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
