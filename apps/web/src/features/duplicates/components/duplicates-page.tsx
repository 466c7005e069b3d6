import { DISMISSED_TOAST } from '@keel/shared/duplicate-review';
import { DUPLICATE_KINDS, DUPLICATE_REASON_TEXT, type DuplicateKind, type DuplicatePair } from '@keel/shared/duplicates';
import { useQueryClient } from '@tanstack/react-query';
import { CopyCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { DocumentTitle } from '../../../components/document-title';
import { Button } from '../../../components/ui/button';
import { ScrollTable } from '../../../components/ui/scroll-table';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { duplicateKeys, runScan, useDismissPair, useDuplicatePairs, useUndoDismissal } from '../api/duplicates';
import { MergePanel } from './merge-panel';
import { ScanStatus, type ScanRun } from './scan-status';

const KIND_LABEL: Record<DuplicateKind, string> = { contacts: 'Contacts', companies: 'Companies', applicants: 'Applicants' };

/**
 * /crm/duplicates (admins, decision 0033): likely duplicate pairs per table, best first, from the
 * table's last scan (a first visit scans it; 'Rescan' again), their merge, and 'Not a duplicate'.
 */
export function DuplicatesPage() {
  const [kind, setKind] = useState<DuplicateKind>('contacts');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<DuplicatePair | null>(null);
  const [scanning, setScanning] = useState<{ kind: DuplicateKind; run: ScanRun }>();
  const pairs = useDuplicatePairs(kind, page, scanning?.kind === kind);
  const items = pairs.data?.items ?? [];
  const queryClient = useQueryClient();
  const dismiss = useDismissPair(kind);
  const undoDismiss = useUndoDismissal(kind);
  const autoScanned = useRef(new Set<DuplicateKind>());

  async function scan(which: DuplicateKind) {
    setScanning({ kind: which, run: {} });
    try {
      const events = await runScan(which, (event) => setScanning({ kind: which, run: { event } }));
      const last = events.at(-1);
      if (last?.type === 'failed') toast({ title: 'Scan Failed', description: last.message, variant: 'destructive' });
    } catch (error) {
      toast({ title: 'Scan Failed', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setScanning(undefined);
      setPage(1);
      await queryClient.invalidateQueries({ queryKey: duplicateKeys.all });
    }
  }

  // A table never scanned is scanned on its first visit.
  const never = pairs.data?.scan.status === 'none';
  useEffect(() => {
    if (!never || scanning || autoScanned.current.has(kind)) return;
    autoScanned.current.add(kind);
    void scan(kind);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the shown kind turns out never scanned
  }, [never, kind]);

  function notDuplicate(pair: DuplicatePair) {
    const input = { firstId: pair.first.id, secondId: pair.second.id };
    const names = `${pair.first.label || '(no name)'} and ${pair.second.label || '(no name)'}`;
    dismiss.mutate(input, {
      onSuccess: () =>
        toast({
          title: DISMISSED_TOAST.title,
          description: `${names} will no longer be listed or warned of as duplicates.`,
          duration: 10_000,
          action: {
            label: 'Undo',
            altText: `Undo: list ${names} as likely duplicates again`,
            onClick: () =>
              undoDismiss.mutate(input, {
                onSuccess: () => toast({ title: DISMISSED_TOAST.undone, description: `${names} are listed as likely duplicates again.` }),
                onError: (error) => toast({ title: 'Undo Failed', description: errorMessage(error), variant: 'destructive' }),
              }),
          },
        }),
      onError: (error) => toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' }),
    });
  }

  const choose = (next: DuplicateKind) => {
    setKind(next);
    setPage(1);
    setOpen(null);
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <DocumentTitle title="Duplicates" />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Duplicates</h1>
      <p className="mt-2 text-slate-600">
        Records that look like the same person or company entered twice, the likeliest first. Review a pair to merge it into one.
      </p>

      <div role="group" aria-label="Records" className="mt-6 flex flex-wrap gap-2">
        {DUPLICATE_KINDS.map((k) => (
          <Button key={k} variant={k === kind ? 'primary' : 'outline'} aria-pressed={k === kind} onClick={() => choose(k)}>
            {KIND_LABEL[k]}
          </Button>
        ))}
      </div>

      <ScanStatus
        noun={KIND_LABEL[kind].toLowerCase()}
        scan={pairs.data?.scan}
        running={scanning?.kind === kind ? scanning.run : undefined}
        onRescan={() => void scan(kind)}
      />

      {open ? <MergePanel key={`${open.first.id}/${open.second.id}`} kind={kind} pair={open} onDone={() => setOpen(null)} /> : null}

      <div className="mt-6">
        {pairs.isPending || (never && scanning) ? (
          <Spinner label="Looking for duplicates..." showLabel />
        ) : pairs.isError ? (
          <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
            Error fetching duplicates: {errorMessage(pairs.error)}
          </p>
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white py-16 text-center">
            <CopyCheck aria-hidden className="h-10 w-10 text-slate-400" />
            <p className="mt-3 font-medium text-slate-900">No likely duplicates among {KIND_LABEL[kind].toLowerCase()}.</p>
          </div>
        ) : (
          <ScrollTable
            label={`Likely duplicate ${KIND_LABEL[kind].toLowerCase()}`}
            columns={['Record', 'Looks like', 'Why', 'Actions']}
            className="overflow-x-auto rounded-lg border border-slate-200 bg-white"
          >
            {items.map((pair) => (
              <tr key={`${pair.first.id}/${pair.second.id}`}>
                <td className="px-3 py-2 break-words">
                  <RecordCell record={pair.first} />
                </td>
                <td className="px-3 py-2 break-words">
                  <RecordCell record={pair.second} />
                </td>
                <td className="px-3 py-2">{pair.reasons.map((r) => DUPLICATE_REASON_TEXT[r]).join(', ')}</td>
                <td className="px-3 py-2">
                  <div className="flex flex-wrap justify-end gap-2">
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => setOpen(pair)}
                      aria-label={`Review ${pair.first.label} and ${pair.second.label}`}
                    >
                      Review
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={dismiss.isPending}
                      onClick={() => notDuplicate(pair)}
                      aria-label={`Not a duplicate: ${pair.first.label} and ${pair.second.label}`}
                    >
                      Not a duplicate
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </ScrollTable>
        )}
        {pairs.data && (page > 1 || pairs.data.hasMore) ? (
          <nav aria-label="Pages" className="mt-4 flex items-center justify-end gap-3">
            <Button variant="outline" disabled={page === 1} onClick={() => setPage(page - 1)}>
              Previous
            </Button>
            <span className="text-sm text-slate-600">Page {page}</span>
            <Button variant="outline" disabled={!pairs.data.hasMore} onClick={() => setPage(page + 1)}>
              Next
            </Button>
          </nav>
        ) : null}
      </div>
    </div>
  );
}

function RecordCell({ record }: { record: DuplicatePair['first'] }) {
  return (
    <>
      <span className="font-medium text-slate-900">{record.label || '(no name)'}</span>
      {record.detail ? <span className="block text-sm text-slate-600">{record.detail}</span> : null}
    </>
  );
}
