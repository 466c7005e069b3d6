import fc from 'fast-check';
import type { JsonSchema } from './route-catalog';

/** Text that breaks naive code: NUL, control and bidi characters, lone surrogates, emoji, SQL/HTML/path tricks. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\r\n',
    '\t\u000b\f',
    '\ud800',
    '\udfff\ud800',
    '\u202e\u202d',
    '\ufeff',
    '💥🧨👩‍👩‍👧‍👦',
    'Ω≈ç√∫˜µ≤≥÷',
    "'; drop table contacts; --",
    '" or 1=1 --',
    '<script>alert(1)</script>',
    '../../../../etc/passwd',
    '..\\..\\windows\\win.ini',
    '%2e%2e%2f%2e%2e%2f',
    '${jndi:ldap://x}',
    '{{7*7}}',
    '__proto__',
    'constructor',
    'NaN',
    '-1',
    '1e309',
    '9999-99-99',
    '2024-02-30',
    '0000-00-00',
    '0000-01-01',
    '10000-01-01',
    '0000-12-31T23:59:59.999Z',
    'javascript:alert(1)',
    'a@',
    '@b',
    'x'.repeat(10_001),
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer({ min: 200, max: 70_000 }).map((n) => 'é'.repeat(n)),
);

/** Numbers JSON can carry that code rarely expects. */
const nastyNumber = fc.oneof(
  fc.constantFrom(0, -0, -1, 1.5, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1e308, -1e308, Number.MIN_VALUE),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value of the wrong type for the field. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  nastyNumber,
  nastyString,
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 4 }),
  fc.constant({ __proto__: { admin: true } }),
  fc.constant(Array.from({ length: 64 }).reduce<unknown[]>((inner) => [inner], [])),
);

const typesOf = (schema: JsonSchema): string[] => {
  if (schema.anyOf || schema.oneOf) return (schema.anyOf ?? schema.oneOf)!.flatMap(typesOf);
  if (schema.allOf) return schema.allOf.flatMap(typesOf);
  return [schema.type ?? []].flat();
};

/** A value that looks like what the schema asks for, pushed to its edges. */
export function plausibleValue(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const options: fc.Arbitrary<unknown>[] = [];
  if (schema.enum?.length) options.push(fc.constantFrom(...schema.enum));
  if (schema.const !== undefined) options.push(fc.constant(schema.const));
  for (const type of new Set(typesOf(schema))) {
    if (type === 'string') {
      options.push(nastyString);
      if (schema.format === 'uuid') options.push(fc.uuid());
      if (schema.format === 'email')
        options.push(
          fc.emailAddress(),
          nastyString.map((s) => `${s}@example.test`),
        );
      // Any instant JavaScript can hold: years -271821..275760, so year 0 and year 10000 come up too.
      if (schema.format === 'date')
        options.push(
          fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
          fc.constantFrom('0000-01-01', '9999-12-31', '10000-01-01'),
        );
      if (schema.maxLength) options.push(fc.constant('y'.repeat(schema.maxLength + 1)));
    }
    if (type === 'number' || type === 'integer') options.push(nastyNumber);
    if (type === 'boolean') options.push(fc.boolean());
    if (type === 'null') options.push(fc.constant(null));
    if (type === 'array' && depth < 3) options.push(fc.array(plausibleValue(schema.items ?? {}, depth + 1), { maxLength: 5 }));
    if (type === 'object' && depth < 3) options.push(objectFor(schema, [], depth + 1));
  }
  return options.length ? fc.oneof(...options) : wrongType;
}

/** An object with the schema's fields (plus some of `extraNames`): each absent, plausible or of the wrong type. */
export function objectFor(schema: JsonSchema | undefined, extraNames: string[], depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const fields: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(schema?.properties ?? {})) {
    fields[name] = fc.oneof({ arbitrary: plausibleValue(property, depth), weight: 4 }, { arbitrary: wrongType, weight: 1 });
  }
  const known = fc.record(fields, { requiredKeys: [] });
  const extra = extraNames.length
    ? fc.dictionary(fc.constantFrom(...extraNames), fc.oneof(nastyString, wrongType), { maxKeys: 6 })
    : fc.constant({});
  return fc.tuple(known, extra).map(([a, b]) => ({ ...b, ...a }));
}
