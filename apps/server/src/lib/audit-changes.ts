import type { JsonValue } from '../db/types';

type Row = Record<string, unknown>;

function comparable(value: unknown): JsonValue {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(comparable);
  if (value === undefined) return null;
  return value as JsonValue;
}

/**
 * What an update changed, for its audit entry: `{ field: { from, to } }` over the given fields.
 * Long texts are recorded as changed without their content.
 */
export function changedFields(before: Row, after: Row, fields: readonly string[]): { [field: string]: JsonValue } {
  const changes: { [field: string]: JsonValue } = {};
  for (const field of fields) {
    const from = comparable(before[field]);
    const to = comparable(after[field]);
    if (JSON.stringify(from) === JSON.stringify(to)) continue;
    const long = (typeof from === 'string' && from.length > 200) || (typeof to === 'string' && to.length > 200);
    changes[field] = long ? { changed: true } : { from, to };
  }
  return changes;
}
