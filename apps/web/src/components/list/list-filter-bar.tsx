import { FILTER_OPS, type FilterFields, type FilterOp, VALUELESS_OPS } from '@keel/shared/list-filters';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import { Select } from '../ui/select';

const OP_LABELS: Record<FilterOp, string> = {
  eq: 'is',
  contains: 'contains',
  gte: 'on or after',
  lte: 'on or before',
  has: 'has tag',
  blank: 'is blank',
  notblank: 'is not blank',
};

interface ListFilterBarProps {
  fields: FilterFields;
  value: readonly string[];
  onChange: (filters: string[]) => void;
}

/** Ops a person can use here: a record id is not typed by hand, so reference fields offer blank / not blank. */
const opsOf = (fields: FilterFields, field: string): FilterOp[] =>
  fields[field].type === 'ref' ? ['blank', 'notblank'] : [...(FILTER_OPS[fields[field].type] as readonly FilterOp[])];

/** Filters by field (decision 0022): pick a field, a condition and a value; active filters show as removable chips. */
export function ListFilterBar({ fields, value, onChange }: ListFilterBarProps) {
  const id = useId();
  const names = Object.keys(fields);
  const [field, setField] = useState(names[0]);
  const ops = opsOf(fields, field);
  const [op, setOp] = useState<FilterOp>(ops[0]);
  const [text, setText] = useState('');
  const def = fields[field];
  const needsValue = !VALUELESS_OPS.includes(op);
  const describe = (raw: string) => {
    const [f = '', o = '', ...rest] = raw.split(':');
    return `${fields[f]?.label ?? f} ${OP_LABELS[o as FilterOp] ?? o}${rest.length ? ` ${rest.join(':')}` : ''}`;
  };
  const add = () => {
    if (needsValue && text.trim() === '') return;
    const next = needsValue ? `${field}:${op}:${text.trim()}` : `${field}:${op}`;
    if (!value.includes(next)) onChange([...value, next]);
    setText('');
  };
  const pickField = (next: string) => {
    setField(next);
    setOp(opsOf(fields, next)[0]);
    setText('');
  };

  return (
    <div className="flex w-full flex-col gap-2">
      <form
        className="flex flex-wrap items-end gap-2"
        aria-label="Add a filter"
        onSubmit={(event) => {
          event.preventDefault();
          add();
        }}
      >
        <label className="text-xs font-medium text-slate-700" htmlFor={`${id}-field`}>
          Filter field
          <Select
            id={`${id}-field`}
            value={field}
            onChange={(e) => pickField(e.target.value)}
            options={names.map((n) => ({ value: n, label: fields[n].label }))}
          />
        </label>
        <label className="text-xs font-medium text-slate-700" htmlFor={`${id}-op`}>
          Condition
          <Select
            id={`${id}-op`}
            value={op}
            onChange={(e) => setOp(e.target.value as FilterOp)}
            options={ops.map((o) => ({ value: o, label: OP_LABELS[o] }))}
          />
        </label>
        {needsValue ? (
          <label className="text-xs font-medium text-slate-700" htmlFor={`${id}-value`}>
            Value
            {def.type === 'enum' && def.options ? (
              <Select
                id={`${id}-value`}
                value={text}
                onChange={(e) => setText(e.target.value)}
                options={[{ value: '', label: 'Choose…' }, ...def.options.map((o) => ({ value: o, label: o }))]}
              />
            ) : (
              <Input
                id={`${id}-value`}
                type={def.type === 'date' ? 'date' : 'text'}
                value={text}
                maxLength={200}
                onChange={(e) => setText(e.target.value)}
                className="h-10"
              />
            )}
          </label>
        ) : null}
        <Button type="submit" variant="outline" size="sm" className="h-10">
          Add filter
        </Button>
      </form>
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Active filters">
          {value.map((raw) => (
            <li key={raw} className="flex items-center gap-1 rounded-full bg-accent-50 py-0.5 pr-1 pl-3 text-xs text-accent-900">
              {describe(raw)}
              <button
                type="button"
                className="rounded-full p-1 hover:bg-accent-100 focus-visible:ring-2 focus-visible:ring-accent-600 focus-visible:outline-none"
                aria-label={`Remove filter ${describe(raw)}`}
                onClick={() => onChange(value.filter((v) => v !== raw))}
              >
                <X aria-hidden className="h-3 w-3" />
              </button>
            </li>
          ))}
          <li>
            <Button type="button" variant="ghost" size="sm" onClick={() => onChange([])}>
              Clear filters
            </Button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
