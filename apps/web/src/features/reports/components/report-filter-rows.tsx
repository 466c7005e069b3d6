import {
  REPORT_FIELDS,
  REPORT_OP_LABELS,
  REPORT_OPS_BY_TYPE,
  reportField,
  type ReportField,
  type ReportOp,
  type ReportRecords,
  VALUELESS_REPORT_OPS,
} from '@keel/shared/report-catalogue';
import { Plus, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { type DraftFilter, newFilter, withFilterField } from './report-draft';
import { usePickList } from './use-pick-list';

interface Props {
  records: ReportRecords;
  filters: DraftFilter[];
  onChange: (filters: DraftFilter[]) => void;
}

const fieldOptions = (records: ReportRecords) =>
  Object.entries(REPORT_FIELDS[records] as Record<string, ReportField>).map(([value, f]) => ({ value, label: f.label }));

/** The value control a filter needs: a date, a number of days, a number, a choice (a fixed set or a kept list) or text. */
function ValueControl({
  id,
  field,
  filter,
  onValue,
}: {
  id: string;
  field: ReportField | undefined;
  filter: DraftFilter;
  onValue: (value: string) => void;
}) {
  const picked = usePickList(filter.op === 'equals' ? field?.pickList : undefined);
  if (VALUELESS_REPORT_OPS.includes(filter.op)) return null;
  const choices = filter.op === 'equals' ? (field?.options ?? (field?.pickList ? (picked ?? []) : undefined)) : undefined;
  if (choices) {
    // A saved value no longer on the list (a renamed stage) stays a choice.
    const values = filter.value && !choices.includes(filter.value) ? [...choices, filter.value] : choices;
    return (
      <Select
        id={id}
        value={filter.value}
        onChange={(e) => onValue(e.target.value)}
        options={[{ value: '', label: 'Choose…' }, ...values.map((o) => ({ value: o, label: o }))]}
      />
    );
  }
  const type = filter.op === 'lastDays' || field?.type === 'number' ? 'number' : field?.type === 'date' ? 'date' : 'text';
  return (
    <Input
      id={id}
      type={type}
      min={filter.op === 'lastDays' ? 1 : undefined}
      value={filter.value}
      onChange={(e) => onValue(e.target.value)}
      placeholder={filter.op === 'lastDays' ? 'Days' : undefined}
    />
  );
}

/** The builder's filters: each a field, an operator its type takes and a value; all must hold. */
export function ReportFilterRows({ records, filters, onChange }: Props) {
  const update = (key: number, change: (f: DraftFilter) => DraftFilter) => onChange(filters.map((f) => (f.key === key ? change(f) : f)));
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-900">Filters</legend>
      {filters.length === 0 ? <p className="text-sm text-slate-600">No filters: the report counts every record.</p> : null}
      {filters.map((filter, i) => {
        const field = reportField(records, filter.field);
        const n = i + 1;
        const ops = REPORT_OPS_BY_TYPE[field?.type ?? 'text'];
        return (
          <div key={filter.key} className="grid items-end gap-2 sm:grid-cols-[1fr_1fr_1fr_auto]">
            <div>
              <Label htmlFor={`filter-${filter.key}-field`}>Filter {n} field</Label>
              <Select
                id={`filter-${filter.key}-field`}
                className="mt-1"
                value={filter.field}
                onChange={(e) => update(filter.key, (f) => withFilterField(records, f, e.target.value))}
                options={fieldOptions(records)}
              />
            </div>
            <div>
              <Label htmlFor={`filter-${filter.key}-op`}>Filter {n} operator</Label>
              <Select
                id={`filter-${filter.key}-op`}
                className="mt-1"
                value={filter.op}
                onChange={(e) => update(filter.key, (f) => ({ ...f, op: e.target.value as ReportOp }))}
                options={ops.map((op) => ({ value: op, label: REPORT_OP_LABELS[op] }))}
              />
            </div>
            <div>
              {VALUELESS_REPORT_OPS.includes(filter.op) ? null : <Label htmlFor={`filter-${filter.key}-value`}>Filter {n} value</Label>}
              <div className="mt-1">
                <ValueControl
                  id={`filter-${filter.key}-value`}
                  field={field}
                  filter={filter}
                  onValue={(value) => update(filter.key, (f) => ({ ...f, value }))}
                />
              </div>
            </div>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Remove filter ${n}`}
              onClick={() => onChange(filters.filter((f) => f.key !== filter.key))}
            >
              <X aria-hidden className="h-4 w-4" />
            </Button>
          </div>
        );
      })}
      <Button variant="outline" size="sm" onClick={() => onChange([...filters, newFilter(records)])}>
        <Plus aria-hidden className="h-4 w-4" />
        Add Filter
      </Button>
    </fieldset>
  );
}
