import { z } from 'zod';
import { restoreFormula } from './csv';
import { Tags } from './field-types';

/**
 * What every CSV import shares (contacts, companies, deals; decision 0027): the cell forms, header
 * matching (the rules of docs/product/data-import-export.md#csv-import first, then common names other CRMs export), and one row's rules.
 */

/** A CSV cell's text; '' (or no cell) is empty. */
export const csvCell = z
  .string()
  .nullish()
  .transform((v) => v ?? '');

/** Tags are split on semicolons (docs/product/data-import-export.md#csv-import), then trimmed and de-duplicated as everywhere else. */
export const csvTags = csvCell.transform((v): string[] | undefined => v.split(';')).pipe(Tags);

/** One of a fixed list, case-insensitively (a spreadsheet may have changed the case); '' is `empty`. */
export function csvChoice<T extends string, E extends T | null>(options: readonly T[], empty: E) {
  return csvCell.transform((v, ctx): T | E => {
    const text = v.trim().toLowerCase();
    if (text === '') return empty;
    const found = options.find((o) => o.toLowerCase() === text);
    if (found) return found;
    ctx.addIssue({ code: 'custom', message: `Please use one of: ${options.join(', ')}.` });
    return z.NEVER;
  });
}

/** Headers are lowercased, trimmed and spaces become underscores (docs/product/data-import-export.md#csv-import); a BOM is dropped. */
export function normaliseHeader(header: string): string {
  return header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '_');
}

/** A header with case, spaces and punctuation gone: 'E-mail Address', 'e_mail_address' and 'eMailAddress' meet. */
export const looseHeader = (header: string) =>
  header
    .replace(/^\uFEFF/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** Exact names (as docs/product/data-import-export.md#csv-import normalises them) and common names (as looseHeader leaves them) a file's headers may use. */
export interface HeaderNames {
  /** Every field a header may stand for (including ones the import recognises but sets itself). */
  fields: readonly string[];
  exact: Readonly<Record<string, string>>;
  common: Readonly<Record<string, string>>;
}

/**
 * The field each header stands for, automatically (null: not imported). First the header as
 * docs/product/data-import-export.md#csv-import normalises it (or an exact alias); then, for a field no header named so, the same letters as
 * a field (camel-case, snake_case and spaced names meet) or a common name of another CRM's export.
 * No field is matched twice: a later header naming a taken field is not imported.
 */
export function matchHeaders(headers: readonly string[], names: HeaderNames): (string | null)[] {
  const taken = new Set<string>();
  const exact = headers.map((header) => {
    const normalised = normaliseHeader(header);
    const field = names.exact[normalised] ?? normalised;
    if (!names.fields.includes(field) || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
  return headers.map((header, i) => {
    if (exact[i]) return exact[i];
    const loose = looseHeader(header);
    const field = names.fields.find((f) => looseHeader(f) === loose) ?? names.common[loose];
    if (!field || !names.fields.includes(field) || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
}

/** PostgreSQL cannot store U+0000: such a row is skipped with this (decision 0019). */
export const NUL_IN_CELL = 'This value contains a character that is not allowed (NUL).';

export const missingField = (column: string) => `Missing required field: ${column}.`;

/** A contact row naming a company that does not exist is skipped with this (the deals import creates it instead). */
export const unknownCompanyReason = (name: string) => `Invalid company: No company is called "${name}".`;

/** A row naming a sales rep no team member is called is skipped with this (contacts and deals). */
export const unknownRepReason = (name: string) => `Invalid assignedSalesRep: No team member is called "${name}".`;

export type CsvRowResult<V> = { ok: true; values: V } | { ok: false; reason: string };

/**
 * The rules for the rows of one file, given the fields its columns were matched to. Only those
 * fields are read and written: a file of names and phones never blanks the other fields. Each cell
 * first loses the apostrophe our export put before a formula-like value (csv.ts), so a round trip
 * keeps every value; a value the database cannot hold skips the row with `Invalid <field>: …`.
 */
export function csvRowRules<S extends z.ZodObject, V>(row: S, fileFields: readonly string[], required: { field: string; reason: string }) {
  const known = Object.keys(row.shape).filter((c) => fileFields.includes(c));
  const schema = row.pick(Object.fromEntries(known.map((c) => [c, true])) as never);
  return function checkRow(record: Readonly<Record<string, unknown>>): CsvRowResult<V> {
    const key = record[required.field];
    if (typeof key !== 'string' || key.trim() === '') return { ok: false, reason: required.reason };
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
    return { ok: true, values: parsed.data as V };
  };
}
