import { REPORT_FIELDS, REPORT_OPS_BY_TYPE, reportField, reportFieldNames, type ReportRecords } from '@keel/shared/report-catalogue';
import type { DateBucket, MeasureFn, ReportDefinition, ReportView, SavedReport, SavedReportInput } from '@keel/shared/reports';
import type { ReportOp } from '@keel/shared/report-catalogue';

/** One filter row of the builder (its key keeps React's rows apart). */
export interface DraftFilter {
  key: number;
  field: string;
  op: ReportOp;
  value: string;
}

/** What the builder edits: the form's state, turned into a SavedReportInput on save. */
export interface ReportDraft {
  name: string;
  shared: boolean;
  records: ReportRecords;
  filters: DraftFilter[];
  groupField: string;
  bucket: DateBucket;
  measureFn: MeasureFn;
  measureField: string;
  view: ReportView;
}

let nextKey = 1;
export const newFilter = (records: ReportRecords): DraftFilter => {
  const field = Object.keys(REPORT_FIELDS[records])[0];
  return { key: nextKey++, field, op: 'equals', value: '' };
};

export const emptyDraft = (): ReportDraft => ({
  name: '',
  shared: false,
  records: 'deals',
  filters: [],
  groupField: '',
  bucket: 'month',
  measureFn: 'count',
  measureField: '',
  view: 'table',
});

/** The draft of a saved report, for editing it. */
export const draftOf = (report: SavedReport): ReportDraft => ({
  ...draftOfDefinition(report.definition),
  name: report.name,
  shared: report.shared,
});

/** The draft of a definition alone (a widget's own report has no name or sharing). */
export function draftOfDefinition(d: SavedReport['definition']): ReportDraft {
  return {
    name: '',
    shared: false,
    records: d.records,
    filters: d.filters.map((f) => ({ key: nextKey++, field: f.field, op: f.op, value: f.value })),
    groupField: d.group?.field ?? '',
    bucket: d.group?.bucket ?? 'month',
    measureFn: d.measure.fn,
    measureField: d.measure.field ?? '',
    view: d.view,
  };
}

/** Another record type: filters, grouping and measure of the old one do not apply. */
export const withRecords = (draft: ReportDraft, records: ReportRecords): ReportDraft => ({
  ...draft,
  records,
  filters: [],
  groupField: '',
  measureFn: 'count',
  measureField: '',
});

/** A filter's field changed: keep the operator when the new field's type takes it. */
export function withFilterField(records: ReportRecords, filter: DraftFilter, field: string): DraftFilter {
  const type = reportField(records, field)?.type ?? 'text';
  return { ...filter, field, op: REPORT_OPS_BY_TYPE[type].includes(filter.op) ? filter.op : 'equals', value: '' };
}

/** The definition the server checks and answers (it refuses with a message what is not valid). */
export function definitionOf(draft: ReportDraft): ReportDefinition {
  const groupType = draft.groupField ? reportField(draft.records, draft.groupField)?.type : undefined;
  const numberFields = reportFieldNames(draft.records, 'number');
  const measureField = draft.measureField || numberFields[0];
  return {
    records: draft.records,
    filters: draft.filters.map(({ field, op, value }) => ({ field, op, value: value.trim() })),
    group: draft.groupField ? { field: draft.groupField, ...(groupType === 'date' ? { bucket: draft.bucket } : {}) } : null,
    measure: draft.measureFn === 'count' || !measureField ? { fn: 'count' } : { fn: draft.measureFn, field: measureField },
    view: draft.view,
  };
}

export const inputOf = (draft: ReportDraft): SavedReportInput => ({
  name: draft.name,
  shared: draft.shared,
  definition: definitionOf(draft),
});
