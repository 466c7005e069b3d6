import type { ImportCounts, SkippedRow } from '@keel/shared/data-management';
import { csvLine } from '@keel/shared/csv';
import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ScrollTable } from '../../../components/ui/scroll-table';
import { CountGrid } from './count-grid';
import { downloadTextFile } from '../../../lib/download-text-file';

export interface ImportOutcome {
  fileName: string;
  counts: ImportCounts;
  skipped: SkippedRow[];
  /** What a skipped row is shown by: 'Email' for contacts, 'Name' for companies and deals. */
  keyLabel?: string;
  /** Set when the import stopped before the end of the file. */
  stopped?: string;
}

const SHOWN = 50;

/** What the last import did: counts, and the skipped rows with their reasons (downloadable). */
export function ImportResult({ outcome }: { outcome: ImportOutcome }) {
  const { counts, skipped } = outcome;
  const keyLabel = outcome.keyLabel ?? 'Email';
  const download = () =>
    downloadTextFile(
      `skipped_rows_${outcome.fileName.replace(/\.csv$/i, '')}.csv`,
      csvLine(['row', keyLabel.toLowerCase(), 'reason']) + skipped.map((s) => csvLine([s.row, s.email, s.reason])).join(''),
    );
  return (
    <section aria-labelledby="import-result-heading" className="space-y-3 rounded-lg border border-slate-200 p-4">
      <h3 id="import-result-heading" className="font-semibold text-slate-900">
        Last import: {outcome.fileName}
      </h3>
      {outcome.stopped ? <p className="text-sm text-red-700">{outcome.stopped}</p> : null}
      <CountGrid
        counts={[
          ['New', counts.created],
          ['Updated', counts.updated],
          ['Skipped', counts.skipped],
        ]}
      />
      {skipped.length > 0 ? (
        <>
          <ScrollTable label="Skipped rows" columns={['Row', keyLabel, 'Reason']} className="max-h-64 rounded border border-slate-100">
            {skipped.slice(0, SHOWN).map((s) => (
              <tr key={s.row}>
                <td className="px-3 py-1.5">{s.row}</td>
                <td className="px-3 py-1.5">{s.email}</td>
                <td className="px-3 py-1.5">{s.reason}</td>
              </tr>
            ))}
          </ScrollTable>
          {skipped.length < counts.skipped ? (
            <p className="text-xs text-slate-500">
              The report lists the first {skipped.length.toLocaleString('en-US')} of {counts.skipped.toLocaleString('en-US')} skipped rows.
            </p>
          ) : null}
          <Button variant="outline" onClick={download}>
            <Download aria-hidden className="h-4 w-4" /> Download skipped rows
          </Button>
        </>
      ) : null}
    </section>
  );
}
