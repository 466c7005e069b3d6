import { IMPORT_ROWS_IN_FLIGHT } from '@keel/shared/data-management';
import { ProgressMeter } from '../../../components/ui/progress-meter';
import type { ImportProgress } from '../api/import-csv-file';

/**
 * The share of the file known to be settled: the rows the server reported, or — further along,
 * while the upload runs (a browser reads the answer only once its upload is complete) — the rows
 * uploaded less those the server may still be holding unwritten. Below 100 % until the end.
 */
export function importedShare(progress: ImportProgress, total: number): number {
  if (total <= 0) return 0;
  const rows = progress.event?.rows ?? 0;
  const uploadedRows = progress.uploaded * total - IMPORT_ROWS_IN_FLIGHT;
  return Math.min(progress.event?.type === 'done' ? 1 : 0.99, Math.max(rows, uploadedRows, 0) / total);
}

/** The import's progress bar, with the rows saved so far. */
export function ImportProgressBar({ progress, total }: { progress: ImportProgress; total: number }) {
  const rows = progress.event?.rows ?? 0;
  const percent = Math.round(importedShare(progress, total) * 100);
  return (
    <ProgressMeter
      label="Import progress"
      percent={percent}
      text={`Importing… ${percent}% (${rows.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} rows saved)`}
    />
  );
}
