import type { z } from 'zod';
import { COMPANY_FIELDS, CompanyInput, SECTORS } from './companies';
import { sectorOf } from './import-files/csv-values';
import { csvAliases } from './fields/field-registry';
import { csvChoice, type CsvFileSettings, csvRowRules, csvTags, type HeaderNames, missingField } from './csv-import';
import { COMPANY_FALLBACK_HEADERS, COMPANY_TOOL_HEADERS, TOOL_HEADER_PREFIXES } from './import-files/header-aliases';
import { COMPANY_TARGET_LABELS, labelAliases } from './import-files/import-targets';

/**
 * The companies CSV (decision 0027): the company form's rules (CompanyInput) with the CSV's forms
 * (tags split on semicolons, the sector in any case). Its keys, in this order, are the export's
 * columns, named as docs/product/records.md#companies names the company's fields.
 */
export const CompanyCsvRow = CompanyInput.extend({
  sector: csvChoice(SECTORS, null, sectorOf),
  tags: csvTags,
});
export type CompanyCsvValues = z.output<typeof CompanyCsvRow>;
export type CompanyCsvColumn = keyof CompanyCsvValues;
export const COMPANY_CSV_COLUMNS = Object.keys(CompanyCsvRow.shape) as CompanyCsvColumn[];

export const MISSING_COMPANY_NAME_REASON = missingField('name');
export const UNCHANGED_COMPANY_REASON = 'Existing company, no changes found.';

/** Names other CRMs commonly export for these fields, without case, spaces or punctuation: the form's labels, the registry's (decision 0043), each tool's (decision 0056). */
const COMMON_NAMES = {
  ...labelAliases(COMPANY_TARGET_LABELS),
  ...csvAliases(COMPANY_FIELDS).common,
  ...COMPANY_TOOL_HEADERS,
} as Record<string, CompanyCsvColumn>;

export const COMPANY_HEADER_NAMES: HeaderNames = {
  fields: COMPANY_CSV_COLUMNS,
  exact: {},
  common: COMMON_NAMES,
  joined: { address: ', ', address2: ', ', description: '\n', tags: ';' },
  prefixes: TOOL_HEADER_PREFIXES,
  fallbacks: COMPANY_FALLBACK_HEADERS,
};

export type CompanyRowValues = Partial<CompanyCsvValues> & { name: string };

/** The rules for the rows of one companies file, given the fields its columns were matched to. */
export function companyRowRules(fields: readonly string[], settings?: CsvFileSettings) {
  return csvRowRules<typeof CompanyCsvRow, CompanyRowValues>(
    CompanyCsvRow,
    fields,
    { field: 'name', reason: MISSING_COMPANY_NAME_REASON },
    { tags: ['tags'] },
    settings,
  );
}

/**
 * A website's domain, as companies are matched by it: no scheme, no 'www.', no path, port or
 * query, lower case ('https://www.Acme.com/about' → 'acme.com'). '' when there is none.
 */
export function webDomain(website: string | null | undefined): string {
  return (website ?? '')
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/^www\./, '')
    .replace(/[/:?#].*$/, '');
}
