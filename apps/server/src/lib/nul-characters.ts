import { AppError } from '../errors';

/** PostgreSQL text and jsonb cannot hold U+0000: such input is refused before it reaches a query. */
export const NUL_MESSAGE = 'The request contains a character that is not allowed (NUL).';
/**
 * jsonb refuses an unpaired UTF-16 surrogate ('\ud800' in JSON), and text would silently store it
 * as U+FFFD: refused as well (decision 0019), so no value is changed behind the sender's back.
 */
export const SURROGATE_MESSAGE = 'The request contains a character that is not allowed (an unpaired surrogate).';

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The message for text PostgreSQL cannot store as it is, or undefined when it can. */
export function unstorableText(text: string): string | undefined {
  if (text.includes('\u0000')) return NUL_MESSAGE;
  if (LONE_SURROGATE.test(text)) return SURROGATE_MESSAGE;
  return undefined;
}

/** Where (dot path, '' for the value itself) a string, key or nested string cannot be stored, and why. */
export function findUnstorable(value: unknown, path = '', depth = 0): { path: string; message: string } | undefined {
  if (typeof value === 'string') {
    const message = unstorableText(value);
    return message ? { path, message } : undefined;
  }
  if (value === null || typeof value !== 'object' || depth > 64) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    const message = unstorableText(key);
    if (message) return { path: at, message };
    const found = findUnstorable(item, at, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** A 400 naming the field (when there is one) that holds the character. */
export function unstorableError(found: { path: string; message: string }): AppError {
  return new AppError('BAD_REQUEST', found.message, found.path ? { [found.path]: found.message } : undefined);
}

export const nulCharacterError = () => new AppError('BAD_REQUEST', NUL_MESSAGE);
