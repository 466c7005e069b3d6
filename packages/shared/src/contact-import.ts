import { z } from 'zod';
import { CONTACT_FIELDS, ContactInput } from './contacts';
import { csvAliases, csvHeaders } from './fields/field-registry';
import {
  csvCell,
  type CsvFileSettings,
  csvRowRules,
  csvTags,
  type CsvValueFields,
  type HeaderNames,
  matchHeaders,
  missingField,
  normaliseHeader,
  type RowProblem,
} from './csv-import';
import { CONTACT_TOOL_HEADERS, TOOL_HEADER_PREFIXES } from './import-files/header-aliases';
import { DEFAULT_UPDATE_RULES, mergedValue, sameValue, type UpdateRules, type ValueKind } from './import-files/update-rules';
import { CONTACT_TARGET_LABELS, labelAliases } from './import-files/import-targets';
import { optionalText, requiredEmail } from './field-types';

export { normaliseHeader, NUL_IN_CELL } from './csv-import';

/**
 * The contact CSV's rules (docs/product/data-import-export.md#csv-import), shared by the browser's preview and the
 * server's import: header normalisation, the camel-case aliases of docs/product/records.md#contacts, and one row's rules.
 */

/** Booleans as spreadsheets write them; an empty cell is no value (a new contact's is false; a stored one is kept). */
const csvBoolean = csvCell.transform((v, ctx): boolean | null => {
  const text = v.trim().toLowerCase();
  if (text === '') return null;
  if (['false', 'no', '0', 'n'].includes(text)) return false;
  if (['true', 'yes', '1', 'y'].includes(text)) return true;
  ctx.addIssue({ code: 'custom', message: 'Please use true or false.' });
  return z.NEVER;
});

/** A name may be empty in a CSV (only the e-mail is required); stored as ''. */
const csvName = optionalText(100).transform((v) => v ?? '');

/** A company or team member named in a cell (resolved by the server, case-insensitively); '' is none. */
const csvName200 = optionalText(200).transform((v) => v ?? null);

/**
 * One imported row: the contact's own fields (ContactInput) with the CSV's forms of the few that
 * differ, plus avatar_url, plus the company and sales rep by name (decision 0051: every export names
 * them so, never by id). The ids stay importable (files exported before).
 */
export const ContactCsvRow = ContactInput.extend({
  first_name: csvName,
  last_name: csvName,
  email: requiredEmail('Email'),
  tags: csvTags,
  is_inquiry: csvBoolean,
  avatar_url: optionalText(2048),
  company: csvName200,
  assigned_sales_rep: csvName200,
});
export type ContactCsvValues = z.output<typeof ContactCsvRow>;
export type ContactCsvColumn = keyof ContactCsvValues;

/** Every field a contact file's column may be imported into. */
export const CONTACT_CSV_COLUMNS = Object.keys(ContactCsvRow.shape) as ContactCsvColumn[];

/** The fields naming a record by its name, and the contact's id column each one sets. */
export const CONTACT_NAME_FIELDS = { company: 'company_id', assigned_sales_rep: 'assigned_sales_rep_id' } as const satisfies Partial<
  Record<ContactCsvColumn, ContactCsvColumn>
>;
export type ContactNameField = keyof typeof CONTACT_NAME_FIELDS;
/** A field the contacts table holds as it stands. */
export type ContactTableColumn = Exclude<ContactCsvColumn, ContactNameField>;
export const isContactNameField = (column: string): column is ContactNameField => column in CONTACT_NAME_FIELDS;

/**
 * The export's columns (docs/product/data-import-export.md#csv-export: every field but id, created_at, updated_at, created_by,
 * last_modified_by): the company and sales rep by name, in the place of their ids.
 */
export const CONTACT_EXPORT_COLUMNS = CONTACT_CSV_COLUMNS.flatMap((c): ContactCsvColumn[] =>
  isContactNameField(c) ? [] : c === 'company_id' ? ['company'] : c === 'assigned_sales_rep_id' ? ['assigned_sales_rep'] : [c],
);

/** Columns the import recognises but never takes from the file (the import sets or derives them). */
export const IGNORED_CSV_COLUMNS = ['id', 'created_at', 'updated_at', 'created_by', 'last_modified_by'] as const;

/** The import's names of each field (the registry's CSV aliases; decision 0043). */
const FIELD_ALIASES = csvAliases(CONTACT_FIELDS);

/** The camel-case variants of docs/product/records.md#contacts, as they read once normalised (lowercased): the fields' own, and the CSV-only columns'. */
const ALIASES: Record<string, ContactCsvColumn | (typeof IGNORED_CSV_COLUMNS)[number]> = {
  ...(FIELD_ALIASES.exact as Record<string, ContactCsvColumn>),
  createdby: 'created_by',
  lastmodifiedby: 'last_modified_by',
  assignedsalesrep: 'assigned_sales_rep',
  // The names the contacts list's selection export wrote before exports named them (decision 0051).
  company_name: 'company',
  sales_rep_name: 'assigned_sales_rep',
};

/**
 * Names other CRMs and spreadsheets commonly export, without case, spaces or punctuation (decision
 * 0027): the form's labels, the registry's common names, each tool's export names (decision 0056).
 */
const COMMON_NAMES: Record<string, ContactImportField> = {
  ...(labelAliases(CONTACT_TARGET_LABELS) as Record<string, ContactImportField>),
  ...(FIELD_ALIASES.common as Record<string, ContactCsvColumn>),
  ...(CONTACT_TOOL_HEADERS as Record<string, ContactImportField>),
  companyname: 'company',
  organization: 'company',
  organisation: 'company',
  account: 'company',
  accountname: 'company',
  salesrep: 'assigned_sales_rep',
  owner: 'assigned_sales_rep',
  contactowner: 'assigned_sales_rep',
};

/** A whole name, split into first and last name (Google's old "Name", Pipedrive's "Person - Name"). */
export const FULL_NAME_FIELD = 'full_name';
/** Every field a contact file's column may be imported into, in the mapping's order. */
export const CONTACT_IMPORT_FIELDS = CONTACT_CSV_COLUMNS.flatMap((c) => (c === 'last_name' ? [c, FULL_NAME_FIELD] : [c]));
export type ContactImportField = ContactCsvColumn | typeof FULL_NAME_FIELD;

/** Several columns into one field: joined with these (a middle name, address lines, notes). */
const JOINED: Partial<Record<ContactImportField, string>> = {
  first_name: ' ',
  address: ', ',
  address2: ', ',
  description: '\n',
  instant_message_handles: ', ',
  tags: ';',
};

export const CONTACT_HEADER_NAMES: HeaderNames = {
  fields: [...CONTACT_IMPORT_FIELDS, ...IGNORED_CSV_COLUMNS],
  exact: ALIASES,
  common: COMMON_NAMES,
  joined: JOINED,
  prefixes: TOOL_HEADER_PREFIXES,
};

/** How a contact file's dates, tags and whole names are read (csv-values.ts). */
export const CONTACT_VALUE_FIELDS: CsvValueFields = {
  dates: ['birthday', 'last_contact_date'],
  tags: ['tags'],
  fullName: { field: FULL_NAME_FIELD, first: 'first_name', last: 'last_name' },
};

/** docs/product/records.md#contacts: 'The import/export view uses camel-case variants of some fields' — the export writes these names. */
const CAMEL_CASE: Partial<Record<ContactCsvColumn, string>> = { ...csvHeaders(CONTACT_FIELDS), assigned_sales_rep: 'assignedSalesRep' };

/** The export's header of a column (the import matches it back to the column). */
export const contactExportHeader = (column: ContactCsvColumn) => CAMEL_CASE[column] ?? column;

/** The contacts table's column an exported field reads: the company and sales rep by the names the table keeps a copy of. */
export const contactExportSource = (column: ContactCsvColumn) =>
  column === 'company' ? 'company_name' : column === 'assigned_sales_rep' ? 'sales_rep_name' : column;

/** The column a header stands for on its own: a known contact column, an ignored one, or itself (unknown). */
export function canonicalHeader(header: string): string {
  return matchHeaders([header], CONTACT_HEADER_NAMES)[0] ?? normaliseHeader(header);
}

export const isContactCsvColumn = (column: string): column is ContactCsvColumn => (CONTACT_CSV_COLUMNS as string[]).includes(column);

export type ColumnMapping = { header: string; column: ContactCsvColumn | null; note: 'mapped' | 'ignored' | 'unknown' };

/** How each header of a file maps onto contact fields (the preview shows it). */
export function mapColumns(headers: readonly string[]): ColumnMapping[] {
  const fields = matchHeaders(headers, CONTACT_HEADER_NAMES);
  return headers.map((header, i) => {
    const column = fields[i];
    if (column && isContactCsvColumn(column)) return { header, column, note: 'mapped' };
    return { header, column: null, note: column ? 'ignored' : 'unknown' };
  });
}

export const MISSING_EMAIL_REASON = missingField('email');
export const UNCHANGED_DUPLICATE_REASON = 'Duplicate email, no changes found.';

export type ImportRowResult =
  { ok: true; values: Partial<ContactCsvValues> & { email: string } } | { ok: false; reason: string; errors: RowProblem[] };

/**
 * The rules for the rows of one file, given its (canonical) columns. Only the file's columns are
 * read and written: a CSV of e-mails and phone numbers never blanks the other fields. Each cell
 * first loses the apostrophe our export put before a formula-like value (csv.ts), so a round trip
 * keeps every value; a value the database cannot hold skips the row with its reason.
 */
export function importRowRules(columns: readonly string[], settings?: CsvFileSettings) {
  return csvRowRules<typeof ContactCsvRow, Extract<ImportRowResult, { ok: true }>['values']>(
    ContactCsvRow,
    columns,
    { field: 'email', reason: MISSING_EMAIL_REASON },
    CONTACT_VALUE_FIELDS,
    settings,
  ) as (record: Readonly<Record<string, unknown>>) => ImportRowResult;
}

/** A stored contact as the import compares it. */
export type StoredContactFields = { [K in ContactCsvColumn]?: ContactCsvValues[K] | null };

/** How each contact column is compared and when it is empty (update-rules.ts). */
const DATE_OR_ID = new Set<string>(['birthday', 'last_contact_date', 'company_id', 'assigned_sales_rep_id']);
export const contactValueKind = (column: ContactCsvColumn): ValueKind =>
  column === 'tags' ? 'tags' : column === 'is_inquiry' ? 'flag' : DATE_OR_ID.has(column) ? 'typed' : 'text';

/**
 * The columns an import changes on a stored contact (the e-mail is the match key): those whose
 * value after the update rules (mergedValue) differs from the stored one.
 */
export function changedColumns(
  stored: StoredContactFields,
  incoming: Partial<ContactCsvValues>,
  rules: UpdateRules = DEFAULT_UPDATE_RULES,
): ContactCsvColumn[] {
  return (Object.keys(incoming) as ContactCsvColumn[]).filter(
    (c) => c !== 'email' && !sameValue(stored[c], mergedValue(stored[c], incoming[c], contactValueKind(c), rules)),
  );
}
