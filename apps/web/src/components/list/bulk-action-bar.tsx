import { type BulkActionInput, BulkResult } from '@keel/shared/bulk-actions';
import type { SavedViewList } from '@keel/shared/saved-views';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { api, errorMessage } from '../../lib/api-client';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { Input } from '../ui/input';
import { Select } from '../ui/select';
import { toast } from '../ui/use-toast';

interface BulkActionBarProps {
  list: SavedViewList;
  /** Singular entity name for toasts, e.g. 'Contact'. */
  entity: string;
  selected: readonly string[];
  onDone: () => void;
  /** Contacts: the sales reps and admins a selection can be assigned to. */
  salesReps?: readonly { id: string; fullName: string }[];
  /** What deleting the selection takes with it (counted when the confirmation opens). */
  deleteConsequences?: (ids: readonly string[]) => ReactNode;
}

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}

/**
 * What can be done to the selected rows (decision 0022): delete them with one confirmation, add or
 * remove a tag, export them as CSV. The server checks the role and that every record still exists.
 */
export function BulkActionBar({ list, entity, selected, onDone, salesReps, deleteConsequences }: BulkActionBarProps) {
  const id = useId();
  const client = useQueryClient();
  const [tag, setTag] = useState('');
  const [busy, setBusy] = useState(false);
  const [rep, setRep] = useState('');
  const n = selected.length;
  const ids = [...selected];

  const run = async (body: BulkActionInput, done: (count: number) => string) => {
    setBusy(true);
    try {
      const { count } = await api.post(`/api/${list}/bulk`, body, { schema: BulkResult });
      toast({ title: `${entity}s Updated`, description: done(count) });
      if (body.action === 'delete') onDone();
    } catch (error) {
      toast({ title: `Error updating ${entity.toLowerCase()}s`, description: errorMessage(error), variant: 'destructive' });
    } finally {
      setBusy(false);
      await client.invalidateQueries({ queryKey: [list] });
    }
  };
  const exportCsv = async () => {
    try {
      const text = await api.post<string>(`/api/${list}/export`, { ids });
      download(`keel_${list}_export_${new Date().toISOString().slice(0, 10)}.csv`, text);
      toast({ title: 'Export Successful', description: `${n} ${entity.toLowerCase()}s exported to CSV.` });
    } catch (error) {
      toast({ title: 'Export Failed', description: errorMessage(error), variant: 'destructive' });
    }
  };

  return (
    <div
      role="region"
      aria-label="Bulk actions"
      className="flex flex-wrap items-center gap-2 border-b border-slate-200 bg-accent-50 px-4 py-2 text-sm"
    >
      <span className="font-medium text-slate-800" aria-live="polite">
        {n} selected
      </span>
      <ConfirmDialog
        trigger={
          <Button type="button" variant="destructive" size="sm" disabled={busy}>
            Delete selected
          </Button>
        }
        description={`${n} ${n === 1 ? entity.toLowerCase() : `${entity.toLowerCase()}s`} will be deleted.`}
        consequences={deleteConsequences ? () => deleteConsequences(ids) : undefined}
        onConfirm={() => run({ action: 'delete', ids }, (count) => `${count} deleted.`)}
      />
      <label htmlFor={`${id}-tag`} className="sr-only">
        Tag
      </label>
      <Input id={`${id}-tag`} value={tag} maxLength={100} placeholder="Tag" onChange={(e) => setTag(e.target.value)} className="h-9 w-32" />
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={busy || tag.trim() === ''}
        onClick={() => run({ action: 'addTag', ids, tag }, (c) => `Tag added to ${c}.`)}
      >
        Add tag
      </Button>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={busy || tag.trim() === ''}
        onClick={() => run({ action: 'removeTag', ids, tag }, (c) => `Tag removed from ${c}.`)}
      >
        Remove tag
      </Button>
      {salesReps ? (
        <>
          <label htmlFor={`${id}-rep`} className="sr-only">
            Sales rep
          </label>
          <Select
            id={`${id}-rep`}
            value={rep}
            onChange={(e) => setRep(e.target.value)}
            className="h-9"
            options={[{ value: '', label: 'Unassigned' }, ...salesReps.map((r) => ({ value: r.id, label: r.fullName }))]}
          />
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={() =>
              run({ action: 'assignSalesRep', ids, salesRepId: rep === '' ? null : rep }, (c) => `Sales rep assigned to ${c}.`)
            }
          >
            Assign sales rep
          </Button>
        </>
      ) : null}
      <Button type="button" variant="outline" size="sm" onClick={exportCsv}>
        Export selected
      </Button>
      <Button type="button" variant="ghost" size="sm" onClick={onDone}>
        Clear selection
      </Button>
    </div>
  );
}
