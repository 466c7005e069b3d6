import { z } from 'zod';

/**
 * Field types shared by the record schemas (contacts, companies, …): each accepts what a form
 * sends (strings, '' for empty) and yields what the database stores (null for empty).
 */

const emptyToNull = (value: string) => (value === '' ? null : value);

/** Optional free text: trimmed, '' and null become null. */
export function optionalText(max = 500) {
  return z
    .string()
    .trim()
    .max(max, `Please use at most ${max} characters.`)
    .nullish()
    .transform((v) => emptyToNull(v ?? ''));
}

/** Optional e-mail address (email type): trimmed and lower-cased, '' becomes null. */
export const optionalEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .nullish()
  .transform((v) => v ?? '')
  .pipe(z.union([z.literal(''), z.email({ message: 'Please enter a valid e-mail address.' })]))
  .transform(emptyToNull);

/** Required e-mail address with a message naming the field. */
export function requiredEmail(label: string) {
  return z
    .string({ error: `${label} is required.` })
    .trim()
    .toLowerCase()
    .min(1, `${label} is required.`)
    .max(254)
    .pipe(z.email({ message: 'Please enter a valid e-mail address.' }));
}

/** The address with https:// prepended when it has no scheme (docs/product/crm.md#companies: company website links). */
export function withScheme(address: string): string {
  return /^[a-z][a-z\d+.-]*:\/\//i.test(address) ? address : `https://${address}`;
}

/**
 * The link a stored web address opens, or null when it is not a safe http(s) address (decision 0069).
 * Normalised first (https:// prepended when there is no scheme), then checked: the scheme is http or
 * https, the text has no space or control character (browsers drop tabs and line breaks, so
 * 'java\tscript:' would run), no user name or password (so `javascript:alert(1)+'@x.co` is not read as
 * user-info plus host), no scheme of another kind before the host ('javascript:…', 'data:…'), and the
 * host has a dot (or is localhost).
 */
export function webAddressHref(value: string | null | undefined): string | null {
  if (!value || /[\s\p{Cc}\p{Cf}\\]/u.test(value)) return null;
  const hasScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(value);
  if (hasScheme ? !/^https?:\/\//i.test(value) : !/^[^/?#:@]+(:\d+)?([/?#]|$)/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(withScheme(value));
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username !== '' || url.password !== '') return null;
  if (!(url.hostname.includes('.') || url.hostname === 'localhost')) return null;
  // As typed, with its scheme: it starts with http:// or https:// and holds nothing a browser would read otherwise.
  return withScheme(value);
}

/** A web address as people type it: with or without http(s)://, a host with a dot (or localhost); only http(s). */
export function isWebAddress(value: string): boolean {
  return webAddressHref(value) !== null;
}

/** Optional web address (url type): '' becomes null; anything but http(s) is refused. */
export const optionalWebAddress = z
  .string()
  .trim()
  .max(2048)
  .nullish()
  .transform((v) => v ?? '')
  .refine((v) => v === '' || isWebAddress(v), 'Please enter a valid web address.')
  .transform(emptyToNull);

/**
 * A candidate's web address (careers Apply form, Add Applicant): accepted as typed, with or without
 * http(s)://, and stored with its scheme, as people type 'linkedin.com/in/name'.
 */
export const optionalWebAddressWithScheme = optionalWebAddress.transform((v) => (v === null ? null : withScheme(v)));

/**
 * Dates we store: years 1 to 9999. PostgreSQL refuses year 0 ('0000-01-01' is a 500 otherwise)
 * and JavaScript writes years past 9999 as '+010000-…', which no form or CSV cell round-trips.
 */
export const MIN_DATE = '0001-01-01';
export const MAX_DATE = '9999-12-31';
export const DATE_RANGE_MESSAGE = `Please enter a date between ${MIN_DATE} and ${MAX_DATE}.`;

/** True for a real calendar day 'YYYY-MM-DD' (no 2024-02-30) in years 1..9999. */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || text < MIN_DATE) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/** True for an instant whose UTC calendar day lies in years 1..9999 (timestamptz columns). */
export const isStorableInstant = (date: Date): boolean =>
  !Number.isNaN(date.getTime()) && date.getUTCFullYear() >= 1 && date.getUTCFullYear() <= 9999;

/** The message for a date text outside what we store, or undefined ('' is fine: empty). */
export function dateProblem(text: string): string | undefined {
  if (text === '' || isCalendarDate(text)) return undefined;
  // A well-formed date whose year is 0, negative or past 9999.
  if (/^[+-]?\d{4,}-\d{2}-\d{2}$/.test(text) && (text.length !== 10 || text < MIN_DATE)) return DATE_RANGE_MESSAGE;
  return 'Please enter a valid date.';
}

/** Optional calendar date as 'YYYY-MM-DD' (a DATE column) in years 1..9999; '' becomes null. */
export const optionalDate = z
  .string()
  .trim()
  .nullish()
  .transform((v, ctx) => {
    const text = v ?? '';
    const problem = dateProblem(text);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return emptyToNull(text);
  });

/** Optional id of another record (uuid); '' becomes null. */
export const optionalId = z
  .string()
  .trim()
  .nullish()
  .transform((v) => v ?? '')
  .pipe(z.union([z.literal(''), z.uuid({ message: 'Please choose a valid record.' })]))
  .transform(emptyToNull);

/** Optional non-negative number from a number field ('' is empty). */
/**
 * A number written in decimal (digits, one point, an optional exponent), else NaN: `Number()`
 * alone reads '0x10' as 16, '0b11' as 3 and '0o7' as 7, so a CSV cell or a typed value in another
 * notation would be stored as a different number without a word.
 */
export function decimalNumber(text: string): number {
  const t = text.trim();
  return /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(t) ? Number(t) : Number.NaN;
}

export function optionalNumber(options: { integer?: boolean; max?: number } = {}) {
  const max = options.max ?? 1e13;
  return z
    .union([z.number(), z.string().trim()])
    .nullish()
    .transform((v, ctx) => {
      if (v === null || v === undefined || v === '') return null;
      const n = typeof v === 'number' ? v : decimalNumber(v);
      if (!Number.isFinite(n)) {
        ctx.addIssue({ code: 'custom', message: 'Please enter a number.' });
        return z.NEVER;
      }
      return n;
    })
    .refine((n) => n === null || n >= 0, 'Please enter a number of 0 or more.')
    .refine((n) => n === null || n <= max, `Please enter a number up to ${max.toLocaleString('en-US')}.`)
    .refine((n) => n === null || !options.integer || Number.isInteger(n), 'Please enter a whole number.');
}

/** Tags typed as comma-separated text: split on commas, trimmed, empty items dropped (docs/product/validation.md). */
export function splitTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

/** A list of tags: each trimmed, empties dropped, duplicates removed. */
export const Tags = z
  .array(z.string().max(100, 'A tag may have at most 100 characters.'))
  .max(50, 'Please use at most 50 tags.')
  .default([])
  .transform((tags) => [...new Set(tags.map((t) => t.trim()).filter((t) => t !== ''))]);
