import type { ReportDefinition, ReportFilter } from '@keel/shared/reports';
import { useState } from 'react';
import { type DraftFilter, definitionOf, draftOfDefinition, emptyDraft, type ReportDraft } from './report-draft';
import { ReportFilterRows } from './report-filter-rows';
import { ReportShapeFields } from './report-shape-fields';

/**
 * The report builder's fields for a definition kept elsewhere (a widget's own report): records,
 * grouping, measure, view and filters, without a name or sharing. `kpi` leaves the view out: a
 * KPI tile shows the measure over every matching record.
 */
export function ReportDefinitionFields({
  definition,
  kpi = false,
  onChange,
}: {
  definition: ReportDefinition | null;
  kpi?: boolean;
  onChange: (definition: ReportDefinition) => void;
}) {
  const [draft, setDraft] = useState<ReportDraft>(() =>
    definition ? draftOfDefinition(definition) : { ...emptyDraft(), view: kpi ? 'kpi' : 'bar' },
  );
  const change = (next: ReportDraft) => {
    const shaped = kpi ? { ...next, view: 'kpi' as const, groupField: '' } : next;
    setDraft(shaped);
    onChange(definitionOf(shaped));
  };
  return (
    <div className="space-y-4">
      <ReportShapeFields draft={draft} onChange={change} hideView={kpi} hideGroup={kpi} />
      <ReportFilterRows records={draft.records} filters={draft.filters} onChange={(filters) => change({ ...draft, filters })} />
    </div>
  );
}

let nextKey = 1;
const withKeys = (filters: readonly ReportFilter[]): DraftFilter[] => filters.map((f) => ({ ...f, key: nextKey++ }));

/** Filters over contacts (the records table's rows), with the builder's filter rows. */
export function ContactFilterFields({
  filters,
  onChange,
}: {
  filters: readonly ReportFilter[];
  onChange: (filters: ReportFilter[]) => void;
}) {
  const [rows, setRows] = useState(() => withKeys(filters));
  return (
    <ReportFilterRows
      records="contacts"
      filters={rows}
      onChange={(next) => {
        setRows(next);
        onChange(next.map(({ field, op, value }) => ({ field, op, value: value.trim() })));
      }}
    />
  );
}
