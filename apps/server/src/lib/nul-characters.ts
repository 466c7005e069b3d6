import { AppError } from '../errors';

/** PostgreSQL text and jsonb cannot hold U+0000: such input is refused before it reaches a query. */
export const NUL_MESSAGE = 'The request contains a character that is not allowed (NUL).';

export const nulCharacterError = () => new AppError('BAD_REQUEST', NUL_MESSAGE);

/** True when a string, or any key or string inside an array/object, contains U+0000. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth > 64) return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
}
