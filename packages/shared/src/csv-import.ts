import { z } from 'zod';
import { restoreFormula } from './csv';
import { csvDate, type DateOrder, splitFullName, splitTags, type TagStyle } from './import-files/csv-values';
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

/**
 * Tags are split on semicolons (docs/product/data-import-export.md#csv-import), or as the file's
 * tool separates them (the row rules split the cell first: csv-values.ts), then trimmed and
 * de-duplicated as everywhere else.
 */
export const csvTags = z
  .union([z.array(z.string()), csvCell.transform((v): string[] => v.split(';'))])
  .transform((v): string[] | undefined => v)
  .pipe(Tags);

/**
 * One of a fixed list, case-insensitively (a spreadsheet may have changed the case); '' is
 * `empty`. Another tool's word for one (decision 0056): the only option it begins ("Web" → Website), or
 * the one `synonym` names ("Computer Software" → Technology).
 */
export function csvChoice<T extends string, E extends T | null>(
  options: readonly T[],
  empty: E,
  synonym?: (text: string) => T | undefined,
) {
  return csvCell.transform((v, ctx): T | E => {
    const text = v.trim().toLowerCase();
    if (text === '') return empty;
    const found = options.find((o) => o.toLowerCase() === text);
    if (found) return found;
    const begun = text.length >= 3 ? options.filter((o) => o.toLowerCase().startsWith(text)) : [];
    if (begun.length === 1) return begun[0];
    const named = synonym?.(text);
    if (named) return named;
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
  /** Fields several columns may be imported into, and the text their non-empty values are joined with (address lines, a middle name). */
  joined?: Readonly<Record<string, string>>;
  /** Prefixes a tool puts before its headers ('Person - Email'): tried without them when the whole header matches nothing. */
  prefixes?: readonly string[];
  /**
   * Names (as looseHeader leaves them, with or without a prefix) matched only when no other header
   * of the file fills their field: Pipedrive's street subfield stands for the address only in a
   * file without its whole "Address".
   */
  fallbacks?: Readonly<Record<string, string>>;
}

/**
 * The field each header stands for, automatically (null: not imported). First the header as
 * docs/product/data-import-export.md#csv-import normalises it (or an exact alias); then, for a field no header named so, the same letters as
 * a field (camel-case, snake_case and spaced names meet) or a common name of another CRM's export;
 * then a header without a tool's entity prefix ('Deal - Status' → status), so a whole name wins
 * over a prefixed one wherever the two stand in the file ('Deal - Stage' is the stage even after
 * 'Deal - Status'); last, a fallback name, for a field no other header of the file fills.
 * No field is matched twice: a later header naming a taken field is not imported.
 */
export function matchHeaders(headers: readonly string[], names: HeaderNames): (string | null)[] {
  const taken = new Set<string>();
  const free = (field: string | undefined): field is string =>
    !!field && names.fields.includes(field) && (!taken.has(field) || names.joined?.[field] !== undefined);
  const fields = headers.map((header) => {
    const normalised = normaliseHeader(header);
    const field = names.exact[normalised] ?? normalised;
    if (!names.fields.includes(field) || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
  const byLetters = (loose: string) => names.fields.find((f) => looseHeader(f) === loose) ?? names.common[loose];
  const unprefixed = (loose: string) => {
    const prefix = names.prefixes?.find((p) => loose.startsWith(p) && loose.length > p.length);
    return prefix ? loose.slice(prefix.length) : undefined;
  };
  const pass = (find: (loose: string) => string | undefined, isFree: (field: string | undefined) => field is string) =>
    headers.forEach((header, i) => {
      if (fields[i]) return;
      const field = find(looseHeader(header));
      if (!isFree(field)) return;
      taken.add(field);
      fields[i] = field;
    });
  pass(byLetters, free);
  pass((loose) => {
    const rest = unprefixed(loose);
    return rest === undefined ? undefined : byLetters(rest);
  }, free);
  const fallback = names.fallbacks ?? {};
  pass(
    (loose) => fallback[loose] ?? fallback[unprefixed(loose) ?? ''],
    (field): field is string => !!field && names.fields.includes(field) && !taken.has(field),
  );
  return fields;
}

/** PostgreSQL cannot store U+0000: such a row is skipped with this (decision 0019). */
export const NUL_IN_CELL = 'This value contains a character that is not allowed (NUL).';

export const missingField = (column: string) => `Missing required field: ${column}.`;

/** One problem of a row: the field it is about and what is wrong. */
export interface RowProblem {
  field: string;
  message: string;
}

export type CsvRowResult<V> = { ok: true; values: V } | { ok: false; reason: string; errors: RowProblem[] };

/** How one file writes its values (the preview shows and lets the user change the date order). */
export interface CsvFileSettings {
  dateOrder: DateOrder;
  tagStyle: TagStyle;
}
export const DEFAULT_FILE_SETTINGS: CsvFileSettings = { dateOrder: 'mdy', tagStyle: 'keel' };

/** The fields of a kind of record whose cells are read as dates, tags, or a whole name (split into two fields). */
export interface CsvValueFields {
  dates?: readonly string[];
  tags?: readonly string[];
  fullName?: { field: string; first: string; last: string };
}

/** A problem as the skipped-rows report words it ('Invalid birthday: …', 'Missing required field: email.'). */
const problemText = ({ field, message }: RowProblem) => (message === missingField(field) ? message : `Invalid ${field}: ${message}`);
export const rowReason = (errors: readonly RowProblem[]) => errors.map(problemText).join(' ');

/**
 * The rules for the rows of one file, given the fields its columns were matched to. Only those
 * fields are read and written: a file of names and phones never blanks the other fields. Each cell
 * first loses the apostrophe our export put before a formula-like value (csv.ts), so a round trip
 * keeps every value; dates, tags and whole names are read as the file writes them
 * (csv-values.ts). A row is checked whole: every problem is reported, each with its field.
 */
export function csvRowRules<S extends z.ZodObject, V>(
  row: S,
  fileFields: readonly string[],
  required: { field: string; reason: string },
  valueFields: CsvValueFields = {},
  settings: CsvFileSettings = DEFAULT_FILE_SETTINGS,
) {
  const full = valueFields.fullName && fileFields.includes(valueFields.fullName.field) ? valueFields.fullName : undefined;
  const fields = full ? [...new Set([...fileFields, full.first, full.last])] : fileFields;
  const known = Object.keys(row.shape).filter((c) => fields.includes(c));
  const schema = row.pick(Object.fromEntries(known.map((c) => [c, true])) as never);
  const dates = new Set(valueFields.dates ?? []);
  const tags = new Set(valueFields.tags ?? []);
  return function checkRow(record: Readonly<Record<string, unknown>>): CsvRowResult<V> {
    const errors: RowProblem[] = [];
    const cell = (c: string) => restoreFormula(typeof record[c] === 'string' ? (record[c] as string) : '');
    const input: Record<string, string | string[]> = {};
    for (const c of known) {
      const text = cell(c);
      if (text.includes('\u0000')) errors.push({ field: c, message: NUL_IN_CELL });
      else if (text.includes('\uFFFD')) errors.push({ field: c, message: REPLACEMENT_IN_CELL });
      else input[c] = dates.has(c) ? csvDate(text, settings.dateOrder) : tags.has(c) ? splitTags(text, settings.tagStyle) : text;
    }
    if (full) {
      const name = splitFullName(cell(full.field));
      if (!String(input[full.first] ?? '').trim() && !String(input[full.last] ?? '').trim()) {
        input[full.first] = name.first;
        input[full.last] = name.last;
      }
    }
    const key = record[required.field];
    if (typeof key !== 'string' || key.trim() === '') errors.push({ field: required.field, message: required.reason });
    const parsed = schema.safeParse(input);
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'value');
        if (!errors.some((e) => e.field === field)) errors.push({ field, message: issue.message });
      }
    if (errors.length > 0) return { ok: false, reason: rowReason(errors), errors };
    return { ok: true, values: parsed.data as V };
  };
}

/** A cell holding U+FFFD: a character an earlier conversion lost. Stored, it would stay lost: the row is skipped. */
export const REPLACEMENT_IN_CELL = 'This value contains U+FFFD, the mark of a character an earlier conversion of the file lost.';
