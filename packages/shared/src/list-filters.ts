import { z } from 'zod';
import { DATE_RANGE_MESSAGE, dateProblem, isCalendarDate } from './field-types';

/**
 * Filters of the server-side lists (decision 0022): `filter=field:op:value`, repeatable, all of
 * them must hold. Each list names its filterable fields and their type; the type decides the ops.
 */
export const FILTER_OPS = {
  text: ['eq', 'contains', 'blank', 'notblank'],
  enum: ['eq', 'blank', 'notblank'],
  ref: ['eq', 'blank', 'notblank'],
  date: ['eq', 'gte', 'lte', 'blank', 'notblank'],
  tags: ['has', 'blank', 'notblank'],
} as const;
export type FilterType = keyof typeof FILTER_OPS;
export type FilterOp = (typeof FILTER_OPS)[FilterType][number];
/** Ops that take no value. */
export const VALUELESS_OPS: readonly FilterOp[] = ['blank', 'notblank'];

export interface FilterField {
  type: FilterType;
  label: string;
  /** Allowed values of an enum field. */
  options?: readonly string[];
}
export type FilterFields = Record<string, FilterField>;

export interface ListFilter {
  field: string;
  op: FilterOp;
  value: string;
  /** The field's type (filled in by validation). */
  type?: FilterType;
}

/** Most filters one request may carry. */
export const MAX_FILTERS = 20;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One filter as the query string carries it: `field:op:value` (the value may hold colons). */
export function formatFilter(f: ListFilter): string {
  return VALUELESS_OPS.includes(f.op) ? `${f.field}:${f.op}` : `${f.field}:${f.op}:${f.value}`;
}

/** Why a filter is not valid for these fields, or undefined when it is. */
function problem(raw: string, fields: FilterFields): string | ListFilter {
  const [field = '', op = '', ...rest] = raw.split(':');
  const value = rest.join(':').trim();
  const def = Object.hasOwn(fields, field) ? fields[field] : undefined;
  if (!def) return `Unknown filter field '${field}'.`;
  if (!(FILTER_OPS[def.type] as readonly string[]).includes(op)) return `Filter '${field}' has no operator '${op}'.`;
  const f = { field, op: op as FilterOp, value, type: def.type };
  if (VALUELESS_OPS.includes(f.op)) return { ...f, value: '' };
  if (value === '' || value.length > 200) return `Filter '${field}' needs a value (at most 200 characters).`;
  // Years 1..9999 only (decision 0019): year 0 is a 400 here, not a database error.
  if (def.type === 'date' && !isCalendarDate(value))
    return dateProblem(value) === DATE_RANGE_MESSAGE
      ? `Filter '${field}': ${DATE_RANGE_MESSAGE}`
      : `Filter '${field}' needs a date (YYYY-MM-DD).`;
  if (def.type === 'ref' && !UUID.test(value)) return `Filter '${field}' needs a record id.`;
  if (def.type === 'enum' && def.options && !def.options.includes(value))
    return `Filter '${field}' must be one of: ${def.options.join(', ')}.`;
  return f;
}

/** The `filter` query parameter of a list with these fields: unknown field or op → 400. */
export function listFilters(fields: FilterFields) {
  return z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v, ctx): ListFilter[] => {
      const raws = v === undefined ? [] : Array.isArray(v) ? v : [v];
      if (raws.length > MAX_FILTERS) {
        ctx.addIssue({ code: 'custom', message: `At most ${MAX_FILTERS} filters.` });
        return z.NEVER;
      }
      const out: ListFilter[] = [];
      for (const raw of raws) {
        const p = problem(raw, fields);
        if (typeof p === 'string') {
          ctx.addIssue({ code: 'custom', message: p });
          return z.NEVER;
        }
        out.push(p);
      }
      return out;
    });
}
