import { z } from 'zod';
import { DATE_RANGE_MESSAGE, dateProblem, isCalendarDate } from './field-types';
import { REPORT_OPS, REPORT_OPS_BY_TYPE, REPORT_RECORDS, VALUELESS_REPORT_OPS, reportField, type ReportRecords } from './report-catalogue';

/**
 * Reports people build themselves (decision 0028): which records, filters, a grouping, a
 * measure and a view. The server answers them with SQL built from the field catalogue
 * (decision 0028); every name is checked against it here, so a bad report is a 400 with a message.
 */
export const ReportRecordsSchema = z.enum(REPORT_RECORDS);
export const REPORT_VIEWS = ['table', 'bar', 'line', 'pie', 'funnel', 'kpi'] as const;
export const ReportView = z.enum(REPORT_VIEWS);
export type ReportView = z.infer<typeof ReportView>;
export const REPORT_VIEW_LABELS: Record<ReportView, string> = {
  table: 'Table',
  bar: 'Bar chart',
  line: 'Line chart',
  pie: 'Pie chart',
  funnel: 'Funnel chart',
  kpi: 'KPI tile',
};
export const DATE_BUCKETS = ['day', 'week', 'month'] as const;
export type DateBucket = (typeof DATE_BUCKETS)[number];
export const MEASURE_FNS = ['count', 'sum', 'avg', 'median'] as const;
export type MeasureFn = (typeof MEASURE_FNS)[number];
export const MEASURE_LABELS: Record<MeasureFn, string> = {
  count: 'Count of records',
  sum: 'Sum of',
  avg: 'Average of',
  median: 'Median of',
};
const MEASURE_ARTICLES: Record<Exclude<MeasureFn, 'count'>, string> = { sum: 'A sum', avg: 'An average', median: 'A median' };

export const MAX_REPORT_FILTERS = 20;
/**
 * Most 'contains' filters in one report: each reads the text of every record, the costliest
 * filter there is (decision 0094).
 */
export const MAX_CONTAINS_FILTERS = 5;
/** Most groups a report returns (the largest first for fields; dates are the latest ones). */
export const MAX_REPORT_GROUPS = 200;
export const MAX_LAST_DAYS = 3650;
const NUMBER = /^-?\d{1,15}(\.\d{1,4})?$/;

export const ReportFilter = z.object({
  field: z.string().max(50),
  op: z.enum(REPORT_OPS),
  value: z.string().trim().max(200).default(''),
});
export type ReportFilter = z.output<typeof ReportFilter>;

export const ReportGroup = z.object({ field: z.string().max(50), bucket: z.enum(DATE_BUCKETS).optional() });
export type ReportGroup = z.infer<typeof ReportGroup>;

export const ReportMeasure = z.object({ fn: z.enum(MEASURE_FNS), field: z.string().max(50).optional() });
export type ReportMeasure = z.infer<typeof ReportMeasure>;

const DefinitionShape = z.object({
  records: ReportRecordsSchema,
  filters: z.array(ReportFilter).max(MAX_REPORT_FILTERS, `At most ${MAX_REPORT_FILTERS} filters.`).default([]),
  group: ReportGroup.nullable().default(null),
  measure: ReportMeasure.default({ fn: 'count' }),
  view: ReportView.default('table'),
});

/** A definition as stored and reported back (checked when it was saved; response schemas need a plain object). */
export const StoredReportDefinition = DefinitionShape;

/** Why a filter is not valid for these records, or undefined. */
function filterProblem(records: ReportRecords, f: ReportFilter): string | undefined {
  const def = reportField(records, f.field);
  if (!def) return `Unknown field '${f.field}' for ${records}.`;
  if (!REPORT_OPS_BY_TYPE[def.type].includes(f.op)) return `The filter on ${def.label} cannot use '${f.op}'.`;
  if (VALUELESS_REPORT_OPS.includes(f.op)) return undefined;
  if (f.value === '') return `The filter on ${def.label} needs a value.`;
  if (f.op === 'lastDays') {
    const n = Number(f.value);
    return /^\d+$/.test(f.value) && n >= 1 && n <= MAX_LAST_DAYS
      ? undefined
      : `The filter on ${def.label} needs a number of days from 1 to ${MAX_LAST_DAYS}.`;
  }
  // Years 1..9999 only (decision 0019): year 0 is a 400 here, and a stored widget with it is 'unavailable', not a 500.
  if (def.type === 'date' && !isCalendarDate(f.value))
    return dateProblem(f.value) === DATE_RANGE_MESSAGE
      ? `The filter on ${def.label}: ${DATE_RANGE_MESSAGE}`
      : `The filter on ${def.label} needs a date (YYYY-MM-DD).`;
  if (def.type === 'number' && !NUMBER.test(f.value)) return `The filter on ${def.label} needs a number.`;
  if (f.op === 'equals' && def.options && !def.options.includes(f.value))
    return `The filter on ${def.label} must be one of: ${def.options.join(', ')}.`;
  return undefined;
}

/** Why the grouping or measure is not valid, or undefined. */
function shapeProblem(d: z.output<typeof DefinitionShape>): { path: string; message: string } | undefined {
  if (d.group) {
    const def = reportField(d.records, d.group.field);
    if (!def) return { path: 'group', message: `Unknown field '${d.group.field}' for ${d.records}.` };
    if (def.type === 'number') return { path: 'group', message: `Reports cannot be grouped by ${def.label}, a number.` };
    if (def.type === 'date' && !d.group.bucket) return { path: 'group', message: `Grouping by ${def.label} needs day, week or month.` };
    if (def.type !== 'date' && d.group.bucket)
      return { path: 'group', message: `${def.label} is not a date: it cannot be grouped by ${d.group.bucket}.` };
  }
  if (d.measure.fn === 'count') return d.measure.field === undefined ? undefined : { path: 'measure', message: 'A count takes no field.' };
  const def = d.measure.field === undefined ? undefined : reportField(d.records, d.measure.field);
  if (!def || def.type !== 'number')
    return { path: 'measure', message: `${MEASURE_ARTICLES[d.measure.fn]} needs a number field of ${d.records}.` };
  return undefined;
}

export const ReportDefinition = DefinitionShape.superRefine((d, ctx) => {
  d.filters.forEach((f, i) => {
    const message = filterProblem(d.records, f);
    if (message) ctx.addIssue({ code: 'custom', path: ['filters', i], message });
  });
  if (d.filters.filter((f) => f.op === 'contains').length > MAX_CONTAINS_FILTERS)
    ctx.addIssue({ code: 'custom', path: ['filters'], message: `At most ${MAX_CONTAINS_FILTERS} 'contains' filters.` });
  const problem = shapeProblem(d);
  if (problem) ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
}).transform((d) => ({
  ...d,
  // A valueless operator keeps no value; a grouping of a non-date keeps no bucket.
  filters: d.filters.map((f) => (VALUELESS_REPORT_OPS.includes(f.op) ? { ...f, value: '' } : f)),
}));
export type ReportDefinitionInput = z.input<typeof ReportDefinition>;
export type ReportDefinition = z.output<typeof ReportDefinition>;

/** One group of a report's answer: its key (null: the field is empty) and its measure. */
export const ReportRow = z.object({ group: z.string().nullable(), value: z.number() });
export type ReportRow = z.infer<typeof ReportRow>;
export const ReportResult = z.object({
  rows: z.array(ReportRow),
  /** The measure over all matching records (what a KPI shows). */
  total: z.number(),
  /** Records that matched the filters. */
  records: z.number().int(),
  /** More groups matched than MAX_REPORT_GROUPS. */
  truncated: z.boolean(),
});
export type ReportResult = z.infer<typeof ReportResult>;

export const SavedReportInput = z.object({
  name: z
    .string({ error: 'Report name is required.' })
    .trim()
    .min(1, 'Report name is required.')
    .max(100, 'Please use at most 100 characters.'),
  shared: z.boolean().default(false),
  definition: ReportDefinition,
});
export type SavedReportInput = z.input<typeof SavedReportInput>;
export type SavedReportValues = z.output<typeof SavedReportInput>;

export const SavedReport = z.object({
  id: z.string(),
  name: z.string(),
  shared: z.boolean(),
  owner_id: z.string(),
  owner_name: z.string().nullable(),
  /** As stored: checked when it was saved (the response schema needs a plain object). */
  definition: DefinitionShape,
  created_at: z.string(),
  updated_at: z.string(),
});
export type SavedReport = z.infer<typeof SavedReport>;

export const REPORT_NOT_FOUND = 'Report not found.';
export const SAVED_REPORTS_EMPTY_STATE = 'No saved reports yet.';
/** The name a duplicate gets. */
export const copyName = (name: string) => `Copy of ${name}`.slice(0, 100);
