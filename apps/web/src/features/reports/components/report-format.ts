import { CURRENCY } from '@keel/shared/deal-figures';
import { isMoneyField, reportField } from '@keel/shared/report-catalogue';
import { csvLine } from '@keel/shared/csv';
import { MEASURE_LABELS, type ReportDefinition, type ReportResult } from '@keel/shared/reports';

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** How a group reads: 'Mar 2026', 'Week of Mar 2, 2026', 'Mar 2, 2026', the field's value, or '(empty)'. */
export function groupLabel(definition: ReportDefinition, group: string | null): string {
  if (group === null) return '(empty)';
  const bucket = definition.group?.bucket;
  if (!bucket) return group;
  const date = new Date(`${group}T00:00:00Z`);
  if (bucket === 'month') return monthFormat.format(date);
  return bucket === 'week' ? `Week of ${dayFormat.format(date)}` : dayFormat.format(date);
}

const wholeMoney = new Intl.NumberFormat('en-US', { style: 'currency', currency: CURRENCY, maximumFractionDigits: 0 });
const centsMoney = new Intl.NumberFormat('en-US', { style: 'currency', currency: CURRENCY });

export const formatValue = (value: number) => numberFormat.format(value);

/** Whether the report's measure is money: a sum or an average of a money field. */
export const measuresMoney = (definition: ReportDefinition) =>
  definition.measure.fn !== 'count' && isMoneyField(definition.records, definition.measure.field);

/** A measured value as it reads: money with its currency ($1,500, $1,750.50), else a number. */
export function formatMeasure(definition: ReportDefinition, value: number): string {
  if (!measuresMoney(definition)) return numberFormat.format(value);
  return (Number.isInteger(value) ? wholeMoney : centsMoney).format(value);
}

/** The measure's heading: 'Count', 'Sum of Deal Value (USD)', 'Average of ATS Score'. */
export function measureLabel(definition: ReportDefinition): string {
  const { fn, field } = definition.measure;
  if (fn === 'count' || !field) return 'Count';
  return `${MEASURE_LABELS[fn]} ${reportField(definition.records, field)?.label ?? field}${measuresMoney(definition) ? ` (${CURRENCY})` : ''}`;
}

/** The grouping's heading: the field, with its period. */
export function groupHeading(definition: ReportDefinition): string {
  if (!definition.group) return 'Records';
  const label = reportField(definition.records, definition.group.field)?.label ?? definition.group.field;
  return definition.group.bucket ? `${label} (${definition.group.bucket})` : label;
}

/** The report's table as CSV (formula-like cells neutralised by csvLine), with a Total line. */
export function reportCsv(definition: ReportDefinition, result: ReportResult): string {
  const lines = [csvLine([groupHeading(definition), measureLabel(definition)])];
  for (const row of result.rows) lines.push(csvLine([groupLabel(definition, row.group), row.value]));
  lines.push(csvLine(['Total', result.total]));
  return lines.join('');
}

/** 'won-deal-value-by-month.csv' from the report's name. */
export const csvFileName = (name: string) =>
  `${
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'report'
  }.csv`;
