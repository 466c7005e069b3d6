/**
 * Edge values per field type (decision 0019): what a form or a script can send that PostgreSQL
 * cannot store (dates at year 0 or 10000, numbers past int4/int8/numeric, NaN/Infinity, NUL, huge
 * text). Each is injected into an otherwise valid body, field by field, so the request reaches the
 * code behind the schema; the answer must be 2xx or a clear 4xx, never a 5xx.
 */

/** A JSON number literal that JSON.parse reads but JSON.stringify cannot write (1e999 → Infinity). */
export class RawJson {
  constructor(readonly text: string) {}
}

export type EdgeValue = string | number | boolean | null | RawJson | unknown[] | Record<string, unknown>;

/** Dates and timestamps around what PostgreSQL's date/timestamptz hold (4713 BC … 294276 AD) and what we allow (1 … 9999). */
export const DATE_EDGES: EdgeValue[] = [
  '0000-01-01',
  '0000-12-31',
  '0001-01-01',
  '9999-12-31',
  '10000-01-01',
  '-0001-01-01',
  '+010000-01-01',
  '99999-01-01',
  '0000-01-01T00:00:00Z',
  '0000-12-31T23:59:59.999Z',
  '9999-12-31T23:59:59.999Z',
  '10000-01-01T00:00:00Z',
  '+275760-09-13T00:00:00Z',
  '-271821-04-20T00:00:00Z',
  '1969-12-31T23:59:59-23:59',
  '2024-02-30',
  '2023-02-29',
  '2024-13-01',
  '2024-00-10',
  '0000-00-00',
  '2024-1-1',
  '20240101',
  '2024-01-01T25:00:00Z',
  '1e309',
  'infinity',
  '-infinity',
  'epoch',
  'now',
  'allballs',
  '4714-11-24 BC',
];

/** Numbers past int4, int8, numeric(14,2) and float8 (as JSON numbers, raw literals and text). */
export const NUMBER_EDGES: EdgeValue[] = [
  0,
  -0,
  -1,
  0.1,
  0.005,
  1.5,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  2 ** 63,
  -(2 ** 63),
  2 ** 64,
  1e15,
  1e20,
  1e308,
  -1e308,
  5e-324,
  999_999_999_999.99,
  999_999_999_999.995,
  1_000_000_000_000,
  new RawJson('1e999'),
  new RawJson('-1e999'),
  new RawJson('1e-999'),
  new RawJson('123456789012345678901234567890'),
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1e309',
  '9'.repeat(400),
  '0x1F',
  '1_000',
  '12,34',
  '$1,000,000,000,000,000',
  ' 42 ',
  '2147483648',
  '-2147483649',
  '9223372036854775808',
  '',
];

/** Text: huge, multi-byte, NUL and other control characters, lone surrogates, formula-like cells. */
export const TEXT_EDGES: EdgeValue[] = [
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u0007\u001b[31m',
  '\u007f\u0080\u009f',
  '\t',
  '\r\n\r\n',
  '\u2028\u2029',
  '\ud800',
  'a\udfffb',
  '\ufeff',
  '\u202e\u200b',
  'x'.repeat(10_001),
  'x'.repeat(100_000),
  'é'.repeat(70_000),
  '💥'.repeat(20_000),
  ' '.repeat(5_000),
  '=HYPERLINK("http://evil.example","x")',
  "'=1+1",
  "+cmd|' /C calc'!A0",
  '-5',
  '@SUM(1+1)',
  '%s%n%x',
  '\\',
  "'",
  '"',
  '\\u0000',
];

/** Wrong shapes: what a field of any type may meet. */
export const SHAPE_EDGES: EdgeValue[] = [null, true, false, [], [null], {}, { $gt: '' }, [1, 2], ''];

/** A few of each other kind: a field also meets values of the wrong type. */
const CROSS_EDGES: EdgeValue[] = ['0000-01-01', '10000-01-01', 2 ** 31, new RawJson('1e999'), 'NaN', '\u0000', 'x'.repeat(100_000)];

/**
 * The edge values for a field, chosen by the type of its valid value: a date-like text gets the
 * dates, a number the numbers, text the texts, a list its items; each also gets the wrong shapes
 * and a few of every other kind.
 */
export function edgesFor(valid: unknown): EdgeValue[] {
  if (typeof valid === 'string' && /^\d{4}-\d{2}-\d{2}/.test(valid)) return [...DATE_EDGES, ...SHAPE_EDGES, ...CROSS_EDGES];
  if (typeof valid === 'number' || typeof valid === 'boolean') return [...NUMBER_EDGES, ...SHAPE_EDGES, ...CROSS_EDGES];
  if (Array.isArray(valid))
    return [...TEXT_EDGES.map((edge) => [edge]), ...NUMBER_EDGES.slice(0, 12).map((edge) => [edge]), ...SHAPE_EDGES, ...CROSS_EDGES];
  return [...TEXT_EDGES, ...SHAPE_EDGES, ...CROSS_EDGES];
}

/** Every edge value (the CSV import's cells get all of them). */
export const ALL_EDGES: EdgeValue[] = [...DATE_EDGES, ...NUMBER_EDGES, ...TEXT_EDGES];

/** Sets `path` (dot-separated) in a copy of `body` to `value`. */
export function withValue(body: Record<string, unknown>, path: string, value: EdgeValue): Record<string, unknown> {
  const copy = structuredClone(body);
  const keys = path.split('.');
  let target = copy as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) {
    const next = target[key];
    target = (target[key] = next && typeof next === 'object' ? next : {}) as Record<string, unknown>;
  }
  target[keys.at(-1)!] = value;
  return copy;
}

/** JSON text of a body, with raw number literals written as they are. */
export function toJson(body: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(body, (_key, value: unknown) => {
    if (value instanceof RawJson) {
      raws.push(value.text);
      return `\u0001raw${raws.length - 1}\u0001`;
    }
    return value;
  });
  return text.replace(/"\\u0001raw(\d+)\\u0001"/g, (_m, i: string) => raws[Number(i)]);
}

/** The value at a dot path. */
export function valueAt(body: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), body);
}

/** Every leaf path of a body ('address.street' for nested objects), arrays counted as leaves. */
export function leafPaths(body: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(body).flatMap(([key, value]) =>
    value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length
      ? leafPaths(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}
