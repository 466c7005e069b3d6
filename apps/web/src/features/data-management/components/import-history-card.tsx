import { DATA_KIND_INFO } from '@keel/shared/data-kinds';
import type { DataKind } from '@keel/shared/data-management';
import {
  type ImportHistoryEntry,
  type LeftAlone,
  UNDO_DAYS,
  UNDO_TEXTS,
  type UndoCounts,
  type UndoEvent,
} from '@keel/shared/import-history';
import { useQueryClient } from '@tanstack/react-query';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ScrollTable } from '../../../components/ui/scroll-table';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { auditKeys } from '../api/audit-log';
import { importHistoryKeys, undoImport, useImportHistory } from '../api/import-history';
import { ProgressMeter } from '../../../components/ui/progress-meter';
import { UndoResult } from './undo-result';

/** The query keys an undo of each kind changes (the lists its records appear in). */
const CHANGED: Record<DataKind, string[][]> = {
  contacts: [['contacts']],
  companies: [['companies']],
  deals: [['funnel'], ['companies'], ['contacts']],
};

function statusText(entry: ImportHistoryEntry) {
  if (entry.status === 'undone' && entry.undo) return `Undone: ${UNDO_TEXTS.undone(entry.undo.counts)}`;
  return { 'in progress': 'In progress', completed: 'Completed', stopped: 'Stopped', undoing: 'Being undone', undone: 'Undone' }[
    entry.status
  ];
}

/**
 * A tab's import history (decision 0032): who imported which file when, with its counts, and
 * Undo within UNDO_DAYS days — confirmed with the counts, streamed with progress like the import.
 */
export function ImportHistoryCard({ kind }: { kind: DataKind }) {
  const info = DATA_KIND_INFO[kind];
  const history = useImportHistory(kind);
  const queryClient = useQueryClient();
  const [running, setRunning] = useState<{ fileName: string; event?: UndoEvent }>();
  const [result, setResult] = useState<{ fileName: string; counts: UndoCounts; kept: LeftAlone[]; stopped?: string }>();

  async function runUndo(entry: ImportHistoryEntry) {
    setResult(undefined);
    setRunning({ fileName: entry.fileName });
    try {
      const events = await undoImport(kind, entry.id, (event) => setRunning({ fileName: entry.fileName, event }));
      const last = events.at(-1)!;
      const kept = events.flatMap((e) => (e.type === 'progress' ? e.kept : []));
      if (last.type === 'failed')
        toast({ title: UNDO_TEXTS.undoStoppedTitle, description: last.message, variant: 'destructive', duration: 15_000 });
      else toast({ title: UNDO_TEXTS.undoneTitle, description: UNDO_TEXTS.undone(last.counts) });
      setResult({ fileName: entry.fileName, counts: last.counts, kept, stopped: last.type === 'failed' ? last.message : undefined });
    } catch (error) {
      toast({ title: 'Undo Failed', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setRunning(undefined);
      for (const queryKey of [...CHANGED[kind], importHistoryKeys.all, auditKeys.all]) void queryClient.invalidateQueries({ queryKey });
    }
  }

  const items = history.data?.items ?? [];
  const percent = running?.event ? Math.round((running.event.rows / Math.max(1, running.event.total)) * 100) : 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg" id={`import-history-${kind}`}>
          Import History
        </CardTitle>
        <CardDescription>
          The {info.plural} imports made here. An import can be undone for {UNDO_DAYS} days: the {info.plural} it added are removed and
          those it changed get their values back, except records edited since.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {history.isPending ? <Spinner label="Loading import history..." showLabel /> : null}
        {history.isError ? <p className="text-sm text-red-700">{errorMessage(history.error)}</p> : null}
        {history.isSuccess && items.length === 0 ? <p className="text-sm text-slate-600">No imports yet.</p> : null}
        {items.length > 0 ? (
          <ScrollTable
            label={`${info.singular[0].toUpperCase()}${info.singular.slice(1)} import history`}
            columns={['Import', 'New / Updated / Skipped', 'Status', 'Action']}
            className="max-h-96 overflow-x-auto rounded border border-slate-100"
          >
            {items.map((entry) => (
              <tr key={entry.id} className="border-t border-slate-100 align-top">
                <td className="px-3 py-2">
                  <span className="block font-medium break-all text-slate-900">{entry.fileName}</span>
                  <span className="block text-xs text-slate-600">
                    {formatDateTime(entry.createdAt)} by {entry.userName}
                  </span>
                </td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {entry.counts.created.toLocaleString('en-US')} / {entry.counts.updated.toLocaleString('en-US')} /{' '}
                  {entry.counts.skipped.toLocaleString('en-US')}
                </td>
                <td className="px-3 py-2">{statusText(entry)}</td>
                <td className="px-3 py-2">
                  {entry.canUndo ? (
                    <ConfirmDialog
                      trigger={
                        <Button
                          variant="outline"
                          size="sm"
                          disabled={running !== undefined}
                          aria-label={`Undo import of ${entry.fileName} (${formatDateTime(entry.createdAt)})`}
                        >
                          <Undo2 aria-hidden className="h-4 w-4" /> Undo
                        </Button>
                      }
                      title="Undo Import"
                      description={UNDO_TEXTS.confirm(entry.counts, info.plural)}
                      confirmLabel="Undo Import"
                      onConfirm={() => runUndo(entry)}
                    />
                  ) : entry.status === 'completed' || entry.status === 'stopped' ? (
                    <span className="text-xs text-slate-600">Undo period ended</span>
                  ) : null}
                </td>
              </tr>
            ))}
          </ScrollTable>
        ) : null}
        {running ? (
          <ProgressMeter
            label="Undo progress"
            percent={percent}
            text={`Undoing ${running.fileName}… ${percent}% (${(running.event?.rows ?? 0).toLocaleString('en-US')} of ${(running.event?.total ?? 0).toLocaleString('en-US')} records)`}
          />
        ) : null}
        {result ? <UndoResult {...result} /> : null}
      </CardContent>
    </Card>
  );
}
