import { z } from 'zod';

/**
 * What an import does to a record it matches (decision 0057): an empty cell never erases a stored
 * value; by default a value fills only a field that is empty ('fill'), or it replaces what is
 * stored ('overwrite'); tags are added to the stored ones (or replace them, as the other fields).
 */
export const UPDATE_MODES = ['fill', 'overwrite'] as const;
export const UpdateMode = z.enum(UPDATE_MODES);
export type UpdateMode = z.infer<typeof UpdateMode>;
export const TAG_MODES = ['add', 'replace'] as const;
export const TagMode = z.enum(TAG_MODES);
export type TagMode = z.infer<typeof TagMode>;

export interface UpdateRules {
  update: UpdateMode;
  tags: TagMode;
}
export const DEFAULT_UPDATE_RULES: UpdateRules = { update: 'fill', tags: 'add' };

/** How a value is compared and when it counts as empty: text ('' is empty), a typed value (null is), tags ([] is), a flag (false is empty stored, a blank cell is no value). */
export type ValueKind = 'text' | 'typed' | 'tags' | 'flag';

const isBlank = (value: unknown) => value === null || value === undefined || value === '';
const tagList = (value: unknown): string[] => (Array.isArray(value) ? (value as string[]) : []);

export function storedEmpty(value: unknown, kind: ValueKind): boolean {
  if (kind === 'tags') return tagList(value).length === 0;
  if (kind === 'flag') return value !== true;
  return isBlank(value) || (kind === 'text' && String(value).trim() === '');
}

export function incomingEmpty(value: unknown, kind: ValueKind): boolean {
  if (kind === 'tags') return tagList(value).length === 0;
  return isBlank(value) || (kind === 'text' && String(value).trim() === '');
}

/** The stored tags, then the file's that are new to them (letter case aside). */
export function addedTags(stored: unknown, incoming: unknown): string[] {
  const list = tagList(stored);
  const have = new Set(list.map((t) => t.toLowerCase()));
  return [...list, ...tagList(incoming).filter((t) => !have.has(t.toLowerCase()))];
}

/** The value a field holds after the import of a matched record: the stored one, or the file's, by the rules. */
export function mergedValue(stored: unknown, incoming: unknown, kind: ValueKind, rules: UpdateRules): unknown {
  if (incomingEmpty(incoming, kind)) return stored;
  if (kind === 'tags' && rules.tags === 'add') return addedTags(stored, incoming);
  if (rules.update === 'overwrite') return incoming;
  return storedEmpty(stored, kind) ? incoming : stored;
}

/** Whether two values are the same as stored: empty text and NULL alike, lists joined by ';', numbers by value, ids by letters. */
export function sameValue(stored: unknown, value: unknown): boolean {
  const norm = (v: unknown) => (Array.isArray(v) ? (v.length ? v.join(';') : null) : isBlank(v) ? null : v);
  const [a, b] = [norm(stored), norm(value)];
  if (typeof b === 'number' && a !== null) return Number(a) === b;
  if (typeof a === 'string' && typeof b === 'string' && /^[0-9a-f-]{36}$/i.test(a)) return a.toLowerCase() === b.toLowerCase();
  if (a instanceof Date || b instanceof Date) return String(a) === String(b);
  return a === b;
}
