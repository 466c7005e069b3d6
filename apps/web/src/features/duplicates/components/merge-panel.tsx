import { fieldLabel } from '@keel/shared/audit-details';
import type { DuplicateKind, DuplicatePair, MergeRecord } from '@keel/shared/duplicates';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatTimestampDate } from '../../../lib/format-date';
import { useMergePreview, useMergeRecords } from '../api/duplicates';

const WHAT: Record<DuplicateKind, string> = { contacts: 'contact', companies: 'company', applicants: 'applicant' };
const LABEL: Record<string, string> = {
  company_id: 'Company',
  assigned_sales_rep_id: 'Assigned sales rep',
  resume_file_path: 'Resume',
  is_inquiry: 'Inquiry',
};

interface MergePanelProps {
  kind: DuplicateKind;
  pair: DuplicatePair;
  onDone: () => void;
}

/**
 * Two records side by side (decision 0033): which one is kept, and for each field that differs
 * whose value the kept record takes. Merging moves every link to the kept record and removes the other.
 */
export function MergePanel({ kind, pair, onDone }: MergePanelProps) {
  const preview = useMergePreview(kind, pair.first.id, pair.second.id);
  return (
    <section aria-labelledby="merge-title" className="mt-6 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="merge-title" className="text-xl font-semibold text-slate-900">
        Merge {pair.first.label} and {pair.second.label}
      </h2>
      {preview.isPending ? (
        <Spinner label="Loading both records..." showLabel />
      ) : preview.isError ? (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-4 text-red-800">
          {errorMessage(preview.error)}
        </p>
      ) : (
        <MergeChoices kind={kind} fields={preview.data.fields} records={preview.data.records} onDone={onDone} />
      )}
    </section>
  );
}

function MergeChoices({
  kind,
  fields,
  records,
  onDone,
}: {
  kind: DuplicateKind;
  fields: string[];
  records: MergeRecord[];
  onDone: () => void;
}) {
  const merge = useMergeRecords(kind);
  const [keep, setKeep] = useState(0);
  const differing = fields.filter((f) => records[0].values[f] !== records[1].values[f]);
  // Each differing field starts from the kept record's value, or the other's where the kept one is empty.
  const [fromOther, setFromOther] = useState<Set<string>>(() => new Set(differing.filter((f) => records[0].values[f] === '')));
  const survivor = records[keep];
  const other = records[1 - keep];

  const changeKeep = (next: number) => {
    setKeep(next);
    setFromOther(new Set(differing.filter((f) => records[next].values[f] === '')));
  };
  const pick = (field: string, takeOther: boolean) =>
    setFromOther((current) => {
      const next = new Set(current);
      if (takeOther) next.add(field);
      else next.delete(field);
      return next;
    });

  const run = async () => {
    try {
      const result = await merge.mutateAsync({
        survivorId: survivor.id,
        survivorVersion: survivor.version,
        otherId: other.id,
        otherVersion: other.version,
        fromOther: [...fromOther],
      });
      const moved = Object.values(result.moved).reduce((sum, n) => sum + n, 0);
      toast({
        title: 'Records Merged',
        description: `${other.label} was merged into ${survivor.label}; ${moved} ${moved === 1 ? 'link' : 'links'} moved.`,
      });
      onDone();
    } catch (error) {
      const stale = error instanceof ApiError && error.status === 409;
      toast({
        title: 'Error merging records',
        description: stale ? 'One of the records was changed after you opened it. Review the pair again.' : errorMessage(error),
        variant: 'destructive',
      });
    }
  };

  return (
    <div className="mt-4 space-y-5">
      <fieldset>
        <legend className="font-medium text-slate-900">Keep this {WHAT[kind]}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {records.map((r, i) => (
            <label
              key={r.id}
              className="flex items-start gap-2 rounded-lg border border-slate-200 p-3 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
            >
              <input type="radio" name="merge-keep" className="mt-1" checked={keep === i} onChange={() => changeKeep(i)} />
              <span className="break-words">
                <span className="font-medium">{r.label}</span>
                <span className="block text-sm text-slate-600">Added {formatTimestampDate(r.createdAt)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {differing.length === 0 ? (
        <p className="text-slate-600">Both records hold the same values.</p>
      ) : (
        <div className="space-y-3">
          <p className="text-sm text-slate-600">Where they differ, choose the value to keep:</p>
          {differing.map((field) => (
            <fieldset key={field} className="rounded-lg border border-slate-200 p-3">
              <legend className="px-1 text-sm font-semibold text-slate-900">{LABEL[field] ?? fieldLabel(field)}</legend>
              <div className="grid gap-2 sm:grid-cols-2">
                {[false, true].map((takeOther) => {
                  const value = (takeOther ? other : survivor).values[field];
                  return (
                    <label key={String(takeOther)} className="flex items-start gap-2 text-sm">
                      <input
                        type="radio"
                        name={`merge-${field}`}
                        className="mt-0.5"
                        checked={fromOther.has(field) === takeOther}
                        onChange={() => pick(field, takeOther)}
                      />
                      <span className="break-all">{value === '' ? <em className="text-slate-500">(empty)</em> : value}</span>
                    </label>
                  );
                })}
              </div>
            </fieldset>
          ))}
        </div>
      )}

      <p className="text-sm text-slate-600">
        Merging moves everything linked to {other.label} (leads, activities, {kind === 'applicants' ? 'applications, ' : ''}history) to{' '}
        {survivor.label}, then removes {other.label}.
      </p>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <ConfirmDialog
          trigger={<Button disabled={merge.isPending}>{merge.isPending ? 'Merging...' : 'Merge records'}</Button>}
          title={`Merge into ${survivor.label}?`}
          description={`${other.label} will be removed and everything linked to it moved. This cannot be undone.`}
          confirmLabel="Merge"
          onConfirm={run}
        />
      </div>
    </div>
  );
}
