import { ERROR_STATUS, type ErrorCode } from '@keel/shared/errors';
import type { StaleEdit } from '@keel/shared/record-version';

/** An error the API reports to its caller as `{ code, message }` with the code's HTTP status. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.statusCode = ERROR_STATUS[code];
  }
}

/** A save started from an older version of the record (decision 0016): 409 with `stale`. */
export class StaleEditError extends AppError {
  constructor(
    message: string,
    readonly stale: StaleEdit,
  ) {
    super('CONFLICT', message);
  }
}

export const notFound = (message = 'Not found.') => new AppError('NOT_FOUND', message);
export const forbidden = (message = 'You do not have permission to do this.') => new AppError('FORBIDDEN', message);
export const unauthenticated = (message = 'Please sign in to continue.') => new AppError('UNAUTHENTICATED', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const validationError = (message: string, fields?: Record<string, string>) => new AppError('VALIDATION_ERROR', message, fields);
