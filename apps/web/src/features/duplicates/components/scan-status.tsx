import type { DuplicateScan } from '@keel/shared/duplicates';
import type { ScanEvent } from '@keel/shared/duplicate-review';
import { RefreshCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ProgressMeter } from '../../../components/ui/progress-meter';
import { formatDateTime } from '../../../lib/format-date';

/** What a scan this tab runs has reported so far (undefined when none runs here). */
export type ScanRun = { event?: ScanEvent } | undefined;

interface ScanStatusProps {
  noun: string;
  scan: DuplicateScan | undefined;
  running: ScanRun;
  onRescan: () => void;
}

/**
 * The line above the pairs (decision 0040): the scan they come from — 'Found N pairs · scanned
 * <time> · Rescan' — or its progress while one runs, here or elsewhere.
 */
export function ScanStatus({ noun, scan, running, onRescan }: ScanStatusProps) {
  if (running || scan?.status === 'running') {
    const progress = running?.event?.type === 'progress' ? running.event : scan?.status === 'running' ? scan : undefined;
    const step = progress?.step ?? 0;
    const steps = progress?.steps || 1;
    const percent = Math.round((step / steps) * 100);
    return (
      <div className="mt-6 max-w-xl">
        <ProgressMeter
          label="Scan progress"
          percent={percent}
          text={`Scanning ${noun} for likely duplicates… step ${Math.min(step + 1, steps)} of ${steps}${running ? '' : ' (started elsewhere)'}`}
        />
      </div>
    );
  }
  return (
    <div className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-700" aria-live="polite">
      {scan?.scannedAt && scan.pairCount !== null ? (
        <span>
          Found {scan.pairCount.toLocaleString('en-US')} {scan.pairCount === 1 ? 'pair' : 'pairs'} · scanned{' '}
          {formatDateTime(scan.scannedAt)}
        </span>
      ) : (
        <span>Not scanned yet.</span>
      )}
      {scan?.status === 'failed' ? <span className="text-red-800">The last scan failed.</span> : null}
      <Button variant="outline" size="sm" onClick={onRescan}>
        <RefreshCw aria-hidden className="h-4 w-4" /> Rescan
      </Button>
    </div>
  );
}
