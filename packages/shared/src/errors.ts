import { z } from 'zod';
import { StaleEdit } from './record-version';

/** Error codes the API returns as `{ code, message }`; each maps to one HTTP status. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_ERROR: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  /** Right password, e-mail address not confirmed yet (decision 0023). */
  EMAIL_NOT_CONFIRMED: 403,
  /** The admin requires two-factor sign-in and this user has not set it up (decision 0023). */
  TWO_FACTOR_SETUP_REQUIRED: 403,
  /** An admin chose this member's password: they choose a new one first (decision 0068). */
  PASSWORD_CHANGE_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export const ApiErrorBody = z.object({
  code: z.string(),
  message: z.string(),
  /** Per-field messages for VALIDATION_ERROR, keyed by dotted path. */
  fields: z.record(z.string(), z.string()).optional(),
  /** For a CONFLICT on a stale edit: who changed the record, when, and its current version. */
  stale: StaleEdit.optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;
