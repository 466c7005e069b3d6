import { UNAVAILABILITY_KINDS, UNAVAILABILITY_LABELS, type Unavailability } from '@keel/shared/consultants';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';

export interface PeriodRow {
  key: string;
  starts_on: string;
  ends_on: string;
  kind: Unavailability['kind'];
  note: string;
}

const KINDS = UNAVAILABILITY_KINDS.map((k) => ({ value: k, label: UNAVAILABILITY_LABELS[k] }));

/** Holidays and other periods away, as date ranges (both days included): the start of availability. */
export function PeriodsEditor({ rows, onChange }: { rows: PeriodRow[]; onChange: (rows: PeriodRow[]) => void }) {
  const change = (key: string, values: Partial<PeriodRow>) => onChange(rows.map((r) => (r.key === key ? { ...r, ...values } : r)));
  return (
    <div className="space-y-3">
      {rows.length === 0 ? <p className="text-sm text-slate-600">No time away planned.</p> : null}
      <ol className="space-y-3">
        {rows.map((row, index) => (
          <li key={row.key} className="grid grid-cols-2 gap-2 sm:grid-cols-[10rem_10rem_9rem_minmax(0,1fr)_auto]">
            <Input
              type="date"
              aria-label={`Period ${index + 1} from`}
              value={row.starts_on}
              onChange={(e) => change(row.key, { starts_on: e.target.value })}
            />
            <Input
              type="date"
              aria-label={`Period ${index + 1} until`}
              value={row.ends_on}
              onChange={(e) => change(row.key, { ends_on: e.target.value })}
            />
            <Select
              aria-label={`Period ${index + 1} kind`}
              value={row.kind}
              onChange={(e) => change(row.key, { kind: e.target.value as PeriodRow['kind'] })}
              options={KINDS}
            />
            <Input
              aria-label={`Period ${index + 1} note`}
              placeholder="Note"
              maxLength={200}
              value={row.note}
              onChange={(e) => change(row.key, { note: e.target.value })}
            />
            <button
              type="button"
              aria-label={`Remove period ${index + 1}`}
              onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
              className="inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-600 hover:bg-red-50 hover:text-red-700"
            >
              <Trash2 aria-hidden className="h-4 w-4" />
            </button>
          </li>
        ))}
      </ol>
      <Button
        variant="outline"
        size="sm"
        onClick={() => onChange([...rows, { key: crypto.randomUUID(), starts_on: '', ends_on: '', kind: 'holiday', note: '' }])}
      >
        <Plus aria-hidden className="h-4 w-4" />
        Add period
      </Button>
    </div>
  );
}
