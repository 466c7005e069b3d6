import { REJECTION_REASON_MAX_LENGTH, type RejectionReason, RejectionReasonsInput } from '@keel/shared/rejection-reasons';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useRejectionReasons, useSaveRejectionReasons } from '../api/rejection-reasons';

type Row = { key: string; id?: string; label: string; retired: boolean; applications: number };

const iconButton =
  'inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40';

/** Team Management (admin): the rejection reasons recruiters choose from (decision 0078); one in use is retired, not deleted. */
export function RejectionReasonsCard() {
  const reasons = useRejectionReasons();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Rejection Reasons</CardTitle>
        <CardDescription>
          Recruiters choose one of these whenever they reject an application. A reason given to an application cannot be deleted: retire it,
          and it is no longer offered.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {reasons.data ? <ReasonsList key={reasons.dataUpdatedAt} initial={reasons.data} /> : <Spinner label="Loading the reasons..." />}
      </CardContent>
    </Card>
  );
}

function ReasonsList({ initial }: { initial: RejectionReason[] }) {
  const [rows, setRows] = useState<Row[]>(initial.map((r) => ({ ...r, key: r.id })));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveRejectionReasons();
  const change = (key: string, values: Partial<Row>) => setRows((all) => all.map((r) => (r.key === key ? { ...r, ...values } : r)));
  const swap = (index: number, by: number) =>
    setRows((all) => {
      const next = [...all];
      [next[index], next[index + by]] = [next[index + by], next[index]];
      return next;
    });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = RejectionReasonsInput.safeParse({
      reasons: rows.map(({ id, label, retired }) => (id ? { id, label, retired } : { label, retired })),
    });
    if (!parsed.success) return setProblem(parsed.error.issues[0].message);
    setProblem(null);
    try {
      await save.mutateAsync(parsed.data);
      toast({ title: 'Rejection Reasons Updated', description: 'Changes saved.' });
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-3">
      <ol className="space-y-2">
        {rows.map((row, index) => {
          const name = row.label || `reason ${index + 1}`;
          return (
            <li key={row.key} className="flex flex-wrap items-center gap-2 sm:flex-nowrap">
              <Input
                aria-label={`Rejection reason ${index + 1}`}
                value={row.label}
                maxLength={REJECTION_REASON_MAX_LENGTH}
                onChange={(e) => change(row.key, { label: e.target.value })}
                className="min-w-0 flex-1"
              />
              <label className="flex items-center gap-1.5 text-sm whitespace-nowrap text-slate-700">
                <input
                  type="checkbox"
                  checked={row.retired}
                  onChange={(e) => change(row.key, { retired: e.target.checked })}
                  className="h-4 w-4 accent-accent-700"
                />
                Retired
              </label>
              <button
                type="button"
                aria-label={`Move ${name} up`}
                disabled={index === 0}
                onClick={() => swap(index, -1)}
                className={iconButton}
              >
                <ArrowUp aria-hidden className="h-4 w-4" />
              </button>
              <button
                type="button"
                aria-label={`Move ${name} down`}
                disabled={index === rows.length - 1}
                onClick={() => swap(index, 1)}
                className={iconButton}
              >
                <ArrowDown aria-hidden className="h-4 w-4" />
              </button>
              <button
                type="button"
                aria-label={row.applications > 0 ? `${name} is in use: retire it instead` : `Delete ${name}`}
                title={row.applications > 0 ? `Given to ${row.applications} applications: retire it instead` : undefined}
                disabled={row.applications > 0}
                onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))}
                className={`${iconButton} hover:bg-red-50 hover:text-red-700`}
              >
                <Trash2 aria-hidden className="h-4 w-4" />
              </button>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap justify-between gap-3">
        <Button
          variant="outline"
          size="sm"
          onClick={() => setRows((all) => [...all, { key: crypto.randomUUID(), label: '', retired: false, applications: 0 }])}
        >
          <Plus aria-hidden className="h-4 w-4" />
          Add reason
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Reasons'}
        </Button>
      </div>
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
