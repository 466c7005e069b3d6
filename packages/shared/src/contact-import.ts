import { z } from 'zod';
import { ContactInput } from './contacts';
import { restoreFormula } from './csv';
import { optionalText, requiredEmail } from './field-types';

/**
 * The contact CSV's rules (SPEC §5 'CSV import', §9), shared by the browser's preview and the
 * server's import: header normalisation, the camel-case aliases of SPEC §3, and one row's rules.
 */

/** A CSV cell's text; '' (or no cell) is empty. */
const cell = z.string().nullish().transform((v) => v ?? '');

/** Booleans as spreadsheets write them; an empty cell is false. */
const csvBoolean = cell.transform((v, ctx) => {
  const text = v.trim().toLowerCase();
  if (['', 'false', 'no', '0', 'n'].includes(text)) return false;
  if (['true', 'yes', '1', 'y'].includes(text)) return true;
  ctx.addIssue({ code: 'custom', message: 'Please use true or false.' });
  return z.NEVER;
});

/** Tags are split on semicolons (SPEC §5), then trimmed and de-duplicated as everywhere else. */
const csvTags = cell.transform((v): string[] | undefined => v.split(';')).pipe(ContactInput.shape.tags);

/** A name may be empty in a CSV (only the e-mail is required); stored as ''. */
const csvName = optionalText(100).transform((v) => v ?? '');

/**
 * One imported row: the contact's own fields (ContactInput) with the CSV's forms of the few that
 * differ, plus avatar_url. Its keys, in this order, are the export's columns.
 */
export const ContactCsvRow = ContactInput.extend({
  first_name: csvName,
  last_name: csvName,
  email: requiredEmail('Email'),
  tags: csvTags,
  is_inquiry: csvBoolean,
  avatar_url: optionalText(2048),
});
export type ContactCsvValues = z.output<typeof ContactCsvRow>;
export type ContactCsvColumn = keyof ContactCsvValues;

/** The export's columns (SPEC §9: every field but id, created_at, updated_at, created_by, last_modified_by). */
export const CONTACT_CSV_COLUMNS = Object.keys(ContactCsvRow.shape) as ContactCsvColumn[];

/** Columns the import recognises but never takes from the file (the import sets or derives them). */
export const IGNORED_CSV_COLUMNS = ['id', 'created_at', 'updated_at', 'created_by', 'last_modified_by', 'company_name', 'sales_rep_name'] as const;

/** Headers are lowercased, trimmed and spaces become underscores (SPEC §5); a BOM is dropped. */
export function normaliseHeader(header: string): string {
  return header.replace(/^\uFEFF/, '').trim().toLowerCase().replace(/\s+/g, '_');
}

/** The camel-case variants of SPEC §3, as they read once normalised (lowercased). */
const ALIASES: Record<string, ContactCsvColumn | (typeof IGNORED_CSV_COLUMNS)[number]> = {
  mobilephone: 'mobile_phone',
  workemail: 'work_email',
  homeemail: 'home_email',
  homephone: 'home_phone',
  jobtitle: 'job_title',
  zipcode: 'zip_code',
  linkedinprofile: 'linkedin_profile',
  instagramprofile: 'instagram_profile',
  avatarurl: 'avatar_url',
  firstname: 'first_name',
  lastname: 'last_name',
  createdby: 'created_by',
  lastmodifiedby: 'last_modified_by',
};

/** The column a header stands for: a known contact column, an ignored one, or itself (unknown). */
export function canonicalHeader(header: string): string {
  const normalised = normaliseHeader(header);
  return ALIASES[normalised] ?? normalised;
}

export const isContactCsvColumn = (column: string): column is ContactCsvColumn => (CONTACT_CSV_COLUMNS as string[]).includes(column);

export type ColumnMapping = { header: string; column: ContactCsvColumn | null; note: 'mapped' | 'ignored' | 'unknown' };

/** How each header of a file maps onto contact fields (the preview shows it). */
export function mapColumns(headers: readonly string[]): ColumnMapping[] {
  return headers.map((header) => {
    const column = canonicalHeader(header);
    if (isContactCsvColumn(column)) return { header, column, note: 'mapped' };
    return { header, column: null, note: (IGNORED_CSV_COLUMNS as readonly string[]).includes(column) ? 'ignored' : 'unknown' };
  });
}

export const MISSING_EMAIL_REASON = 'Missing required field: email.';
export const UNCHANGED_DUPLICATE_REASON = 'Duplicate email, no changes found.';
/** PostgreSQL cannot store U+0000: such a row is skipped with this (issue 13 item 8). */
export const NUL_IN_CELL = 'This value contains a character that is not allowed (NUL).';

export type ImportRowResult = { ok: true; values: Partial<ContactCsvValues> & { email: string } } | { ok: false; reason: string };

/**
 * The rules for the rows of one file, given its (canonical) columns. Only the file's columns are
 * read and written: a CSV of e-mails and phone numbers never blanks the other fields. Each cell
 * first loses the apostrophe our export put before a formula-like value (csv.ts), so a round trip
 * keeps every value; a value the database cannot hold skips the row with its reason.
 */
export function importRowRules(columns: readonly string[]) {
  const known = CONTACT_CSV_COLUMNS.filter((c) => columns.includes(c));
  const schema = ContactCsvRow.pick(Object.fromEntries(known.map((c) => [c, true])) as Partial<Record<ContactCsvColumn, true>>);
  return function checkRow(record: Readonly<Record<string, unknown>>): ImportRowResult {
    const email = record.email;
    if (typeof email !== 'string' || email.trim() === '') return { ok: false, reason: MISSING_EMAIL_REASON };
    const input: Record<string, string> = {};
    for (const c of known) {
      const text = restoreFormula(typeof record[c] === 'string' ? (record[c] as string) : '');
      if (text.includes('\u0000')) return { ok: false, reason: `Invalid ${c}: ${NUL_IN_CELL}` };
      input[c] = text;
    }
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return { ok: false, reason: `Invalid ${String(issue.path[0] ?? 'value')}: ${issue.message}` };
    }
    return { ok: true, values: parsed.data as Partial<ContactCsvValues> & { email: string } };
  };
}

/** A stored contact as the import compares it. */
export type StoredContactFields = { [K in ContactCsvColumn]?: ContactCsvValues[K] | null };

const comparable = (value: unknown) => (Array.isArray(value) ? value.join(';') : value === undefined || value === null || value === '' ? null : value);

/** The columns whose value differs between the file and the stored contact (the e-mail is the match key). */
export function changedColumns(stored: StoredContactFields, incoming: Partial<ContactCsvValues>): ContactCsvColumn[] {
  return (Object.keys(incoming) as ContactCsvColumn[]).filter((c) => c !== 'email' && comparable(stored[c]) !== comparable(incoming[c]));
}
