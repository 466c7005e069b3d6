import fc from 'fast-check';

/** The JSON Schema subset the API document uses (zod's output, with nullable folded into unions). */
export interface DocSchema {
  type?: string | string[];
  properties?: Record<string, DocSchema>;
  required?: string[];
  items?: DocSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: DocSchema[];
  oneOf?: DocSchema[];
  allOf?: DocSchema[];
  $ref?: string;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

const LIMIT = 40;

const day = fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true });

function stringArbitrary(schema: DocSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'email':
      return fc.emailAddress();
    case 'date-time':
      return day.map((d) => d.toISOString());
    case 'date':
      return day.map((d) => d.toISOString().slice(0, 10));
    case 'uri':
    case 'url':
      return fc.webUrl();
    case 'binary':
      return fc.constant('file');
  }
  if (schema.pattern) {
    try {
      const pattern = new RegExp(schema.pattern);
      return fc.stringMatching(pattern).filter((s) => s.length >= (schema.minLength ?? 0) && s.length <= (schema.maxLength ?? 10_000));
    } catch {
      // A pattern JavaScript cannot read: plain strings, which the server must refuse with a 4xx.
    }
  }
  const minLength = schema.minLength ?? 0;
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? LIMIT, minLength + LIMIT)) });
}

function numberArbitrary(schema: DocSchema, integer: boolean): fc.Arbitrary<number> {
  const exclusive = (bound: number | boolean | undefined, plain: number | undefined, step: number) =>
    typeof bound === 'number' ? bound + step : bound === true && plain !== undefined ? plain + step : plain;
  const min = exclusive(schema.exclusiveMinimum, schema.minimum, integer ? 1 : 1e-6) ?? -1_000_000;
  const max = exclusive(schema.exclusiveMaximum, schema.maximum, integer ? -1 : -1e-6) ?? 1_000_000;
  if (integer)
    return fc.integer({ min: Math.max(Math.ceil(min), Number.MIN_SAFE_INTEGER), max: Math.min(Math.floor(max), Number.MAX_SAFE_INTEGER) });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/**
 * Values a schema admits, as fast-check generates them: what schemathesis' positive mode sends.
 * `resolve` follows `$ref`s into the document's components.
 */
export function arbitraryOf(schema: DocSchema | undefined, resolve: (s: DocSchema) => DocSchema, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 8) return fc.constant(null);
  const s = resolve(schema);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const union = s.anyOf ?? s.oneOf;
  if (union?.length) return fc.oneof(...union.map((option) => arbitraryOf(option, resolve, depth + 1)));
  if (s.allOf?.length) return arbitraryOf(Object.assign({}, ...s.allOf.map(resolve)) as DocSchema, resolve, depth + 1);
  const types = [s.type ?? (s.properties ? 'object' : undefined)].flat().filter((t): t is string => Boolean(t));
  if (types.length > 1) return fc.oneof(...types.map((type) => arbitraryOf({ ...s, type }, resolve, depth + 1)));
  switch (types[0]) {
    case 'string':
      return stringArbitrary(s);
    case 'integer':
      return numberArbitrary(s, true);
    case 'number':
      return numberArbitrary(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = s.minItems ?? 0;
      return fc.array(arbitraryOf(s.items, resolve, depth + 1), {
        minLength,
        maxLength: Math.max(minLength, Math.min(s.maxItems ?? 3, 3)),
      });
    }
    case 'object': {
      const properties = s.properties ?? {};
      const shape = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, arbitraryOf(value, resolve, depth + 1)]));
      return fc.record(shape, { requiredKeys: (s.required ?? []).filter((key) => key in properties) });
    }
    default:
      return fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.boolean(), fc.constant(null));
  }
}
