/**
 * Migration 0054 (decision 0077): a job's free-text salary read as structured facts, only where it
 * is unambiguous: one clear currency, a range of exactly two figures and a stated period, and no
 * other figure ('+ 10% bonus'). A bare '$' counts as USD only for a job located in the US. Anything
 * else gives `undefined` and the job is listed for a recruiter. Frozen with the migration.
 */
import { CURRENCY_CODES } from '@keel/shared/iso-codes';

export interface SalaryFacts {
  salary_currency: string;
  salary_min: number;
  salary_max: number;
  salary_unit: 'hour' | 'day' | 'week' | 'month' | 'year';
}

const SYMBOLS: ReadonlyArray<[RegExp, string]> = [
  [/US\$/g, 'USD'],
  [/C\$/g, 'CAD'],
  [/A\$/g, 'AUD'],
  [/€/g, 'EUR'],
  [/£/g, 'GBP'],
];

const UNITS: ReadonlyArray<[RegExp, SalaryFacts['salary_unit']]> = [
  [/\b(per|an|a|each)\s+hour\b|\/\s*(hour|hr|h)\b|\bhourly\b|\bpro\s+stunde\b/i, 'hour'],
  [/\b(per|a|each)\s+day\b|\/\s*day\b|\bdaily\b|\bpro\s+tag\b/i, 'day'],
  [/\b(per|a|each)\s+week\b|\/\s*(week|wk)\b|\bweekly\b|\bpro\s+woche\b/i, 'week'],
  [/\b(per|a|each)\s+month\b|\/\s*(month|mo)\b|\bmonthly\b|\bpro\s+monat\b/i, 'month'],
  [
    /\b(per|a|each)\s+(year|annum)\b|\/\s*(year|yr|annum)\b|\bannual(ly)?\b|\byearly\b|\bp\.?\s?a\.?(?=\s|$)|\bpro\s+jahr\b|\bj(ä|ae)hrlich\b/i,
    'year',
  ],
];

/** '120,000', '50.000', "120'000", '45.50', '1.234,56', '120k' → the number; undefined when unclear. */
function figure(digits: string, k: boolean): number | undefined {
  const compact = digits.replace(/\s/g, '');
  let n: number;
  if (/^\d{1,3}([,.'’]\d{3})+$/.test(compact)) n = Number(compact.replace(/[,.'’]/g, ''));
  else if (/^\d{1,3}(,\d{3})+\.\d{1,2}$/.test(compact)) n = Number(compact.replace(/,/g, ''));
  else if (/^\d{1,3}(\.\d{3})+,\d{1,2}$/.test(compact)) n = Number(compact.replace(/\./g, '').replace(',', '.'));
  else if (/^\d+([.,]\d{1,2})?$/.test(compact)) n = Number(compact.replace(',', '.'));
  else return undefined;
  return Math.round(n * (k ? 1000 : 1) * 100) / 100;
}

/** 'CHF 120,000 – 140,000 per year', '€50.000 – €60.000 pro Jahr' → facts; 'Up to £30k + 10% bonus', '$90k–$110k' (no period) → undefined. */
export function salaryFromText(text: string, locationCountry: string | null): SalaryFacts | undefined {
  let rest = text;
  const currencies = new Set<string>();
  for (const [symbol, code] of SYMBOLS) {
    if (symbol.test(rest)) currencies.add(code);
    rest = rest.replace(symbol, ' ');
  }
  for (const match of rest.matchAll(/\b[A-Z]{3}\b/g)) if (CURRENCY_CODES.includes(match[0])) currencies.add(match[0]);
  if (rest.includes('$')) {
    if (locationCountry !== 'US') return undefined; // which dollar?
    currencies.add('USD');
  }
  if (currencies.size !== 1) return undefined;

  const units = new Set(UNITS.filter(([pattern]) => pattern.test(text)).map(([, unit]) => unit));
  if (units.size !== 1) return undefined;

  const numbers = [...text.matchAll(/(\d(?:[\d.,'’]|\s(?=\d{3}\b))*\d|\d)\s*([kK]\b)?(\s*%)?/g)];
  if (numbers.length !== 2 || numbers.some((m) => m[3])) return undefined;
  const [min, max] = numbers.map((m) => figure(m[1]!, Boolean(m[2])));
  if (min === undefined || max === undefined || max < min || max > 1_000_000_000) return undefined;
  return { salary_currency: [...currencies][0]!, salary_min: min, salary_max: max, salary_unit: [...units][0]! };
}
