import { DATA_KIND_INFO } from '@keel/shared/data-kinds';
import type { BackgroundImport, DataKind } from '@keel/shared/data-management';
import { useQueryClient } from '@tanstack/react-query';
import { Square } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ProgressMeter } from '../../../components/ui/progress-meter';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { backgroundImportKeys, cancelBackgroundImport, useBackgroundImports } from '../api/background-imports';
import { importHistoryKeys } from '../api/import-history';
import { ImportResult } from './import-result';

/** A finished background import stays shown this long (then the import history has it). */
const SHOWN_AFTER_MS = 60 * 60 * 1000;
const RUNNING = ['uploading', 'queued', 'running'];

const STATUS_TEXT: Record<BackgroundImport['status'], string> = {
  uploading: 'Uploading',
  queued: 'Waiting to start',
  running: 'Importing',
  done: 'Done',
  failed: 'Stopped',
  cancelled: 'Cancelled',
};

/**
 * The tab's newest background import (decision 0059), read from the server: its progress, which a
 * reload or another tab shows alike, a Cancel button while it runs, and what it did once it ends.
 */
export function BackgroundImportPanel({ kind }: { kind: DataKind }) {
  const queryClient = useQueryClient();
  const { data, dataUpdatedAt } = useBackgroundImports(kind);
  const [cancelling, setCancelling] = useState(false);
  const newest = data?.items[0];
  if (!newest) return null;
  const running = RUNNING.includes(newest.status);
  if (!running && dataUpdatedAt - Date.parse(newest.createdAt) > SHOWN_AFTER_MS) return null;
  const percent = newest.size > 0 ? Math.min(99, Math.round((newest.bytesRead / newest.size) * 100)) : 0;
  const { plural } = DATA_KIND_INFO[kind];

  async function cancel() {
    setCancelling(true);
    try {
      await cancelBackgroundImport(kind, newest!.id);
      await queryClient.invalidateQueries({ queryKey: backgroundImportKeys.list(kind) });
    } catch (error) {
      toast({ title: 'Cancel Failed', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setCancelling(false);
      void queryClient.invalidateQueries({ queryKey: importHistoryKeys.all });
    }
  }

  return (
    <section aria-labelledby="background-import-heading" className="space-y-3 rounded-lg border border-slate-200 p-4">
      <h3 id="background-import-heading" className="font-semibold break-all text-slate-900">
        Background import of {newest.fileName}: {STATUS_TEXT[newest.status]}
      </h3>
      {running ? (
        <>
          <p className="text-sm text-slate-600">
            A large file is imported in the background: you can leave this page and come back. {newest.rows.toLocaleString('en-US')} rows
            saved so far ({newest.counts.created.toLocaleString('en-US')} new, {newest.counts.updated.toLocaleString('en-US')} updated).
          </p>
          <ProgressMeter
            label="Background import progress"
            percent={percent}
            text={`${percent}% of the file read (${newest.rows.toLocaleString('en-US')} rows saved)`}
          />
          <Button variant="outline" onClick={() => void cancel()} disabled={cancelling || newest.cancelRequested}>
            <Square aria-hidden className="h-4 w-4" />
            {newest.cancelRequested ? 'Cancelling…' : 'Cancel import'}
          </Button>
        </>
      ) : (
        <ImportResult
          outcome={{
            fileName: newest.fileName,
            counts: newest.counts,
            skipped: newest.rejected,
            warnings: newest.warnings,
            keyLabel: DATA_KIND_INFO[kind].key === 'email' ? 'Email' : 'Name',
            headers: newest.header ?? undefined,
            stopped: newest.message ?? undefined,
          }}
          title={`Result of the background import (${plural})`}
        />
      )}
    </section>
  );
}
