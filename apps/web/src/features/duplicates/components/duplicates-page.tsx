import { DUPLICATE_KINDS, DUPLICATE_REASON_TEXT, type DuplicateKind, type DuplicatePair } from '@keel/shared/duplicates';
import { CopyCheck } from 'lucide-react';
import { useState } from 'react';
import { DocumentTitle } from '../../../components/document-title';
import { Button } from '../../../components/ui/button';
import { ScrollTable } from '../../../components/ui/scroll-table';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useDuplicatePairs } from '../api/duplicates';
import { MergePanel } from './merge-panel';

const KIND_LABEL: Record<DuplicateKind, string> = { contacts: 'Contacts', companies: 'Companies', applicants: 'Applicants' };

/** /crm/duplicates (admins, issue 18 item 4): likely duplicate pairs per table, best first, and their merge. */
export function DuplicatesPage() {
  const [kind, setKind] = useState<DuplicateKind>('contacts');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<DuplicatePair | null>(null);
  const pairs = useDuplicatePairs(kind, page);
  const items = pairs.data?.items ?? [];

  const choose = (next: DuplicateKind) => {
    setKind(next);
    setPage(1);
    setOpen(null);
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <DocumentTitle title="Duplicates" />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Duplicates</h1>
      <p className="mt-2 text-slate-600">Records that look like the same person or company entered twice, the likeliest first. Review a pair to merge it into one.</p>

      <div role="group" aria-label="Records" className="mt-6 flex flex-wrap gap-2">
        {DUPLICATE_KINDS.map((k) => (
          <Button key={k} variant={k === kind ? 'primary' : 'outline'} aria-pressed={k === kind} onClick={() => choose(k)}>
            {KIND_LABEL[k]}
          </Button>
        ))}
      </div>

      {open ? (
        <MergePanel key={`${open.first.id}/${open.second.id}`} kind={kind} pair={open} onDone={() => setOpen(null)} />
      ) : null}

      <div className="mt-6">
        {pairs.isPending ? (
          <Spinner label="Looking for duplicates..." showLabel />
        ) : pairs.isError ? (
          <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">Error fetching duplicates: {errorMessage(pairs.error)}</p>
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white py-16 text-center">
            <CopyCheck aria-hidden className="h-10 w-10 text-slate-400" />
            <p className="mt-3 font-medium text-slate-900">No likely duplicates among {KIND_LABEL[kind].toLowerCase()}.</p>
          </div>
        ) : (
          <ScrollTable label={`Likely duplicate ${KIND_LABEL[kind].toLowerCase()}`} columns={['Record', 'Looks like', 'Why', 'Merge']} className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
            {items.map((pair) => (
              <tr key={`${pair.first.id}/${pair.second.id}`}>
                <td className="px-3 py-2 break-words"><RecordCell record={pair.first} /></td>
                <td className="px-3 py-2 break-words"><RecordCell record={pair.second} /></td>
                <td className="px-3 py-2">{pair.reasons.map((r) => DUPLICATE_REASON_TEXT[r]).join(', ')}</td>
                <td className="px-3 py-2 text-right">
                  <Button variant="outline" size="sm" onClick={() => setOpen(pair)} aria-label={`Review ${pair.first.label} and ${pair.second.label}`}>
                    Review
                  </Button>
                </td>
              </tr>
            ))}
          </ScrollTable>
        )}
        {pairs.data && (page > 1 || pairs.data.hasMore) ? (
          <nav aria-label="Pages" className="mt-4 flex items-center justify-end gap-3">
            <Button variant="outline" disabled={page === 1} onClick={() => setPage(page - 1)}>Previous</Button>
            <span className="text-sm text-slate-600">Page {page}</span>
            <Button variant="outline" disabled={!pairs.data.hasMore} onClick={() => setPage(page + 1)}>Next</Button>
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
