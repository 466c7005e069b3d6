import type { ImportProgress } from '../api/import-contacts';

/** The import's progress bar: rows the server has settled, or the share uploaded when further along. */
export function ImportProgressBar({ progress, total }: { progress: ImportProgress; total: number }) {
  const rows = progress.event?.rows ?? 0;
  const share = Math.min(1, Math.max(total > 0 ? rows / total : 0, progress.uploaded * 0.99));
  const percent = Math.round(share * 100);
  return (
    <div className="space-y-2">
      <div
        role="progressbar"
        aria-label="Import progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-accent-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-slate-600" aria-live="polite">
        Importing… {percent}% ({rows.toLocaleString('en-US')} of {total.toLocaleString('en-US')} rows saved)
      </p>
    </div>
  );
}
