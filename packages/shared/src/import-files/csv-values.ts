import type { SECTORS } from '../fields/company-fields';

/**
 * Values as other tools write them (decision 0056), turned into what Keel stores: dates in ISO, US
 * month/day/year, day/month/year, with month names, or as Excel serial numbers; a birthday without
 * a year; a whole name split into first and last; tags as each tool separates them.
 */

/** How a file writes dates like 03/04/2024: month first (US) or day first. */
export type DateOrder = 'mdy' | 'dmy';

/**
 * A birthday without a year (Google's `--03-14`, vCard's `--0314`) is stored with this year, as
 * Apple Contacts does (vCard X-APPLE-OMIT-YEAR=1604): a leap year, so 29 February is kept too.
 * Exports write it back as `--MM-DD`, and screens show the month and day only.
 */
export const YEARLESS_YEAR = '1604';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const monthOf = (name: string) => {
  const n = MONTHS.indexOf(name.slice(0, 3).toLowerCase());
  return n < 0 ? undefined : n + 1;
};
const pad = (n: number | string) => String(n).padStart(2, '0');

/** Excel's serial day numbers count from 1899-12-30; only 10000–99999 (1927–2173) are read as dates (a plain year is not one). */
function fromExcelSerial(serial: number): string {
  const date = new Date(Date.UTC(1899, 11, 30) + Math.floor(serial) * 86_400_000);
  return date.toISOString().slice(0, 10);
}

/** Two-digit years as spreadsheets read them: 00–29 → 2000s, 30–99 → 1900s. */
const fullYear = (year: string) => (year.length === 4 ? year : `${Number(year) < 30 ? '20' : '19'}${year}`);

/** Outlook writes 0/0/00 (and other tools 00/00/0000 or 0000-00-00) for no date. */
const NO_DATE = /^0{1,4}([/.-])0{1,2}\1(0{1,4})(\s.*)?$/;
const ISO = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T\s].*)?$/;
const YEARLESS = /^--(\d{2})-?(\d{2})$/;
const NUMERIC = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})(?:[T\s,].*)?$/;
const DAY_MONTH_NAME = /^(\d{1,2})[\s.-]+([A-Za-z]{3,9})\.?[\s.,-]+(\d{4})$/;
const MONTH_NAME_DAY = /^([A-Za-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/;
const SERIAL = /^\d{5}(\.\d+)?$/;

/**
 * A date cell as 'YYYY-MM-DD' ('' when the cell is empty or a tool's "no date"), or the cell as
 * it stands when it is not a date this reads (the row's rules then refuse it with their message).
 * Day and month of 03/04/2024 follow `order`; a dotted date (14.03.2024) is always day first.
 */
export function csvDate(text: string, order: DateOrder): string {
  const value = text.trim();
  if (value === '' || NO_DATE.test(value)) return '';
  let match = ISO.exec(value);
  if (match) return `${match[1]}-${pad(match[2])}-${pad(match[3])}`;
  match = YEARLESS.exec(value);
  if (match) return `${YEARLESS_YEAR}-${match[1]}-${match[2]}`;
  match = NUMERIC.exec(value);
  if (match) {
    const [, a, separator, b, year] = match;
    const [month, day] = order === 'dmy' || separator === '.' ? [b, a] : [a, b];
    return `${fullYear(year)}-${pad(month)}-${pad(day)}`;
  }
  match = DAY_MONTH_NAME.exec(value);
  if (match && monthOf(match[2])) return `${match[3]}-${pad(monthOf(match[2])!)}-${pad(match[1])}`;
  match = MONTH_NAME_DAY.exec(value);
  if (match && monthOf(match[1])) return `${match[3]}-${pad(monthOf(match[1])!)}-${pad(match[2])}`;
  if (SERIAL.test(value)) return fromExcelSerial(Number(value));
  return value;
}

/**
 * The order a file's dates are written in, from its date cells: 'dmy' when some day comes first
 * (13/04/2024), 'mdy' when some day comes second (04/13/2024), 'ambiguous' when every such date
 * could be either (03/04/2024: the preview asks), undefined when no date needs the answer.
 */
export function dateOrderOf(values: Iterable<string>): DateOrder | 'ambiguous' | undefined {
  const seen = new Set<DateEvidence>();
  for (const value of values) {
    const evidence = dateEvidence(value);
    if (evidence) seen.add(evidence);
  }
  return orderFromEvidence(seen);
}

/** What one cell says of the date order: day first, month first, or either (03/04/2024). */
export type DateEvidence = DateOrder | 'either';

export function dateEvidence(value: string): DateEvidence | undefined {
  const match = NUMERIC.exec(value.trim());
  if (!match || match[2] === '.') return undefined;
  const [a, b] = [Number(match[1]), Number(match[3])];
  if (a > 12 && b <= 12) return 'dmy';
  if (b > 12 && a <= 12) return 'mdy';
  return a !== b ? 'either' : undefined;
}

/** The order the cells of a file show (see dateOrderOf). */
export function orderFromEvidence(seen: ReadonlySet<DateEvidence>): DateOrder | 'ambiguous' | undefined {
  const [dayFirst, monthFirst] = [seen.has('dmy'), seen.has('mdy')];
  if (dayFirst !== monthFirst) return dayFirst ? 'dmy' : 'mdy';
  return seen.has('either') || dayFirst ? 'ambiguous' : undefined;
}

/** A stored date as an export writes it: a year-less birthday as `--MM-DD`. */
export const exportDate = (date: string) => (date.startsWith(`${YEARLESS_YEAR}-`) ? `--${date.slice(5)}` : date);

/** How a file separates tags: Keel's own export by semicolons only (a tag may hold a comma); other tools by `;`, `,` or Google's ` ::: `. */
export type TagStyle = 'keel' | 'any';

/** Google's group every contact is in ("* myContacts"): not a tag. */
const SYSTEM_LABELS = new Set(['mycontacts']);

export function splitTags(text: string, style: TagStyle): string[] {
  const parts = style === 'keel' ? text.split(';') : text.split(/\s*:::\s*|[;,]/);
  return parts
    .map((t) => t.trim().replace(/^\*\s+/, ''))
    .filter((t) => t !== '' && !(style === 'any' && SYSTEM_LABELS.has(t.toLowerCase())));
}

const PREFIXES = /^(mr|mrs|ms|miss|mx|dr|prof|sir|dame|herr|frau|m|mme|mlle|sr|sra|srta)\.?$/i;
const SUFFIXES = /^(jr|sr|ii|iii|iv|phd|ph\.d|md|esq|mba)\.?$/i;
const PARTICLES = new Set([
  'van',
  'von',
  'der',
  'den',
  'de',
  'del',
  'della',
  'di',
  'da',
  'du',
  'la',
  'le',
  'ter',
  'ten',
  'bin',
  'al',
  'dos',
  'das',
]);

/**
 * A whole name split into first and last name: 'Last, First' as written; else the last word is
 * the last name with the particles before it ('Ludwig van Beethoven' → van Beethoven), titles
 * before and after ('Dr.', 'Jr.') left out. One word is a first name.
 */
export function splitFullName(text: string): { first: string; last: string } {
  const value = text.trim().replace(/\s+/g, ' ');
  const comma = value.indexOf(',');
  if (comma > 0 && !SUFFIXES.test(value.slice(comma + 1).trim())) {
    return { last: value.slice(0, comma).trim(), first: value.slice(comma + 1).trim() };
  }
  const words = value.replace(/,/g, ' ').split(' ').filter(Boolean);
  while (words.length > 1 && PREFIXES.test(words[0])) words.shift();
  while (words.length > 1 && SUFFIXES.test(words.at(-1)!)) words.pop();
  if (words.length <= 1) return { first: words[0] ?? '', last: '' };
  let start = words.length - 1;
  while (start > 1 && PARTICLES.has(words[start - 1].toLowerCase())) start--;
  return { first: words.slice(0, start).join(' '), last: words.slice(start).join(' ') };
}

/** The sector other tools' industries belong to (HubSpot's, Salesforce's, LinkedIn's, Zoho's, Pipedrive's lists), by their words. */
const SECTOR_WORDS: readonly (readonly [RegExp, (typeof SECTORS)[number]])[] = [
  [
    /software|computer|information technology|\bit\b|internet|telecom|technolog|electronic|semiconductor|integrator|isv\b|\berp\b|\boem\b|wireless|optical|network|storage/,
    'Technology',
  ],
  [/health|hospital|medical|pharma|biotech|clinic/, 'Healthcare'],
  [/financ|bank|insurance|invest|accounting|capital/, 'Finance'],
  [/manufactur|industr|automotive|machinery|chemical|aerospace|mining/, 'Manufacturing'],
  [/retail|consumer|e-?commerce|wholesale|apparel|luxury/, 'Retail'],
  [/real estate|property|construction|architecture/, 'Real Estate'],
  [/educat|e-?learning|university|school|training/, 'Education'],
  [/non-?profit|charit|philanthrop|\bngo\b/, 'Non-Profit'],
  [/consult|service|staffing|legal|marketing|advertis|food|beverage|restaurant|hospitality|logistic|transport/, 'Services'],
];
export const sectorOf = (industry: string) => SECTOR_WORDS.find(([words]) => words.test(industry.toLowerCase()))?.[1];
