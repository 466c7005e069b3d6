import { LOST_REASON_MAX_LENGTH, LostReasonsInput } from '@keel/shared/deal-figures';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { useLostReasons } from '../../../components/use-lost-reasons';
import { errorMessage } from '../../../lib/api-client';
import { useSaveLostReasonsMutation } from '../api/save-lost-reasons';

type Row = { key: string; id?: string; label: string };

/** Admins edit the list of lost reasons: rename (deals lost for it follow), add, remove, in order. */
export function LostReasonsEditor({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Lost Reasons"
      description="The reasons a rep chooses from when a deal is lost."
    >
      {open ? <ReasonsForm onDone={() => onOpenChange(false)} /> : null}
    </ModalDialog>
  );
}

function ReasonsForm({ onDone }: { onDone: () => void }) {
  const reasons = useLostReasons();
  if (!reasons.data) return <Spinner label="Loading the lost reasons..." showLabel className="m-6" />;
  return <ReasonsList initial={reasons.data.map((r) => ({ key: r.id, id: r.id, label: r.label }))} onDone={onDone} />;
}

function ReasonsList({ initial, onDone }: { initial: Row[]; onDone: () => void }) {
  const [rows, setRows] = useState<Row[]>(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveLostReasonsMutation();
  const update = (key: string, label: string) => setRows((all) => all.map((r) => (r.key === key ? { ...r, label } : r)));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = LostReasonsInput.safeParse({ reasons: rows.map(({ id, label }) => (id ? { id, label } : { label })) });
    if (!parsed.success) return setProblem(parsed.error.issues[0].message);
    setProblem(null);
    try {
      await save.mutateAsync(parsed.data);
      toast({ title: 'Lost Reasons Updated', description: 'Changes saved.' });
      onDone();
    } catch (error) {
      toast({ title: 'Error updating lost reasons', description: errorMessage(error), variant: 'destructive' });
    }
  };

  return (
    <form onSubmit={submit} noValidate className="min-h-0 space-y-3 overflow-y-auto px-6 py-5">
      <ol className="space-y-2">
        {rows.map((row, index) => (
          <li key={row.key} className="flex items-center gap-2">
            <Input
              aria-label={`Lost reason ${index + 1}`}
              value={row.label}
              maxLength={LOST_REASON_MAX_LENGTH}
              onChange={(e) => update(row.key, e.target.value)}
            />
            <button
              type="button"
              aria-label={`Remove ${row.label || `lost reason ${index + 1}`}`}
              onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))}
              className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-red-50 hover:text-red-700"
            >
              <Trash2 aria-hidden className="h-4 w-4" />
            </button>
          </li>
        ))}
      </ol>
      <Button variant="outline" size="sm" onClick={() => setRows((all) => [...all, { key: crypto.randomUUID(), label: '' }])}>
        <Plus aria-hidden className="h-4 w-4" />
        Add reason
      </Button>
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      <div className="flex justify-end gap-3 pt-2">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
