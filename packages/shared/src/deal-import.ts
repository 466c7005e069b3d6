import { z } from 'zod';
import { csvChoice, type CsvFileSettings, csvRowRules, csvTags, type HeaderNames, missingField } from './csv-import';
import { DEAL_TOOL_HEADERS, TOOL_HEADER_PREFIXES } from './import-files/header-aliases';
import { DEAL_TARGET_LABELS, labelAliases } from './import-files/import-targets';
import { sectorOf } from './import-files/csv-values';
import { INDUSTRIES, LEAD_SOURCES, PRIORITIES, SERVICE_INTERESTS } from './funnel';
import { DEAL_FIELDS, LeadInput } from './funnel-lead';
import type { FieldDefinition } from './fields/field-registry';

/**
 * The deals CSV (decision 0027): funnel leads with the lead card's names (docs/product/records.md#lead-cards), its rules
 * (LeadInput) and the CSV's forms. A deal names its column by `stage` (the column's title), its
 * company by name and its sales rep by name; `email` is its contact's e-mail. The columns, their
 * order (the export's) and the names the import recognises come from the deal registry's `csv`
 * (decision 0104).
 */
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Please use at most ${max} characters.`)
    .transform((v) => v || null);

/** A deal field's CSV name: its header, else its key (the lead card's name). */
const csvName = (f: FieldDefinition) => (f.csv && f.csv.header) || f.key;
type CsvName<F> = F extends { csv: { header: infer H extends string } }
  ? H
  : F extends { csv: object; key: infer K extends string }
    ? K
    : never;
/** The deal fields a CSV file holds, in the export's order, each with its CSV name. */
export const DEAL_CSV_FIELDS = (() => {
  const fields = DEAL_FIELDS.fields().filter((f) => f.csv);
  const at = (f: FieldDefinition) => (f.csv ? f.csv.order : undefined) ?? 1_000_000 + fields.indexOf(f);
  return [...fields].sort((a, b) => at(a) - at(b)).map((field) => ({ name: csvName(field), field }));
})();

/** The CSV's own forms: names of other records, choices whose empty value keeps the stored one, tags as text. */
const CSV_INPUTS = {
  stage: text(100),
  company: text(200),
  /** The deal's contact, matched by e-mail as contacts are: lower case. */
  email: LeadInput.shape.email.transform((v) => v?.toLowerCase() ?? null),
  // Empty is no value: a new deal takes the form's default, a stored one keeps its own (decision 0056).
  priority: csvChoice(PRIORITIES, null),
  leadSource: csvChoice(LEAD_SOURCES, null),
  industry: csvChoice(INDUSTRIES, null, sectorOf),
  serviceInterest: csvChoice(SERVICE_INTERESTS, null),
  assignedSalesRep: text(200),
  tags: csvTags,
};
type DealCsvShape = {
  [N in CsvName<(typeof DEAL_FIELDS.declared)[number]>]: N extends keyof typeof CSV_INPUTS
    ? (typeof CSV_INPUTS)[N]
    : N extends keyof typeof LeadInput.shape
      ? (typeof LeadInput.shape)[N]
      : never;
};

export const DealCsvRow = z.object(
  Object.fromEntries(
    DEAL_CSV_FIELDS.map(({ name }) => {
      return [name, (CSV_INPUTS as Record<string, z.ZodType>)[name] ?? (LeadInput.shape as Record<string, z.ZodType>)[name]];
    }),
  ),
) as unknown as z.ZodObject<DealCsvShape>;
export type DealCsvValues = z.output<typeof DealCsvRow>;
export type DealCsvColumn = keyof DealCsvValues;
export const DEAL_CSV_COLUMNS = Object.keys(DealCsvRow.shape) as DealCsvColumn[];
export type DealRowValues = Partial<DealCsvValues> & { name: string };

export const MISSING_DEAL_NAME_REASON = missingField('name');
export const UNCHANGED_DEAL_REASON = 'Existing deal, no changes found.';
/** A deal naming a funnel column that does not exist is skipped with this reason (decision 0027). */
export const unknownStageReason = (stage: string, titles: readonly string[]) =>
  `Unknown stage: "${stage}". The funnel's stages are ${titles.join(', ')}.`;

/** Names other CRMs commonly export for these fields, without case, spaces or punctuation (the registry's `csv.common`). */
const COMMON_NAMES = Object.fromEntries(
  DEAL_CSV_FIELDS.flatMap(({ name, field }) => (field.csv ? (field.csv.common ?? []).map((alias) => [alias, name]) : [])),
) as Record<string, DealCsvColumn>;

/** A contact's whole name, split into first and last name (Zoho's "Contact Name", Pipedrive's "Contact person"). */
export const DEAL_FULL_NAME_FIELD = 'fullName';
/** Every field a deals file's column may be imported into, in the mapping's order. */
export const DEAL_IMPORT_FIELDS = DEAL_CSV_COLUMNS.flatMap((c): string[] => (c === 'lastName' ? [c, DEAL_FULL_NAME_FIELD] : [c]));

export const DEAL_HEADER_NAMES: HeaderNames = {
  fields: DEAL_IMPORT_FIELDS,
  exact: {},
  common: { ...labelAliases(DEAL_TARGET_LABELS), ...COMMON_NAMES, ...DEAL_TOOL_HEADERS },
  joined: { description: '\n', meetingNotes: '\n', tags: ';' },
  prefixes: TOOL_HEADER_PREFIXES,
};

/** The deal fields holding a date (read as the file writes dates: csv-values.ts). */
export const DEAL_DATE_FIELDS = DEAL_CSV_FIELDS.filter(({ field }) => field.kind === 'date').map(
  ({ name }) => name,
) as readonly DealCsvColumn[];

export function dealRowRules(fields: readonly string[], settings?: CsvFileSettings) {
  return csvRowRules<typeof DealCsvRow, DealRowValues>(
    DealCsvRow,
    fields,
    { field: 'name', reason: MISSING_DEAL_NAME_REASON },
    {
      dates: DEAL_DATE_FIELDS,
      tags: ['tags'],
      fullName: { field: DEAL_FULL_NAME_FIELD, first: 'firstName', last: 'lastName' },
    },
    settings,
  );
}
