import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type ApiErrorBody, ERROR_STATUS, type ErrorCode } from '@keel/shared/errors';
import { AppError, StaleEditError } from '../errors';

/** Fastify's own error codes that are the caller's fault, mapped to ours. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_VALIDATION: 'VALIDATION_ERROR',
  FST_ERR_NOT_FOUND: 'NOT_FOUND',
  // @fastify/multipart
  FST_REQ_FILE_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_PARTS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_FILES_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_FIELDS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_PROTO_VIOLATION: 'BAD_REQUEST',
  FST_MP_PREMATURE_CLOSE: 'BAD_REQUEST',
};

const CLIENT_MESSAGES: Partial<Record<ErrorCode, string>> = {
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'This content type is not supported.',
  BAD_REQUEST: 'The request could not be read.',
  RATE_LIMITED: 'Too many requests. Please wait a moment and try again.',
};

function fieldMessages(error: FastifyError): Record<string, string> | undefined {
  if (!hasZodFastifySchemaValidationErrors(error)) return undefined;
  const fields: Record<string, string> = {};
  for (const issue of error.validation) {
    const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    fields[key] ??= issue.message ?? 'Invalid value.';
  }
  return fields;
}

/** One error handler: coded errors become `{ code, message }`; nothing internal ever leaks. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let body: ApiErrorBody;
    let status: number;
    if (error instanceof AppError) {
      status = error.statusCode;
      body = {
        code: error.code,
        message: error.message,
        ...(error.fields ? { fields: error.fields } : {}),
        ...(error instanceof StaleEditError ? { stale: error.stale } : {}),
      };
    } else if (error.validation) {
      const fields = fieldMessages(error);
      const first = fields ? Object.entries(fields)[0] : undefined;
      status = 400;
      body = {
        code: 'VALIDATION_ERROR',
        message: first ? (first[0] === '_' ? first[1] : `${first[0]}: ${first[1]}`) : 'The request is not valid.',
        ...(fields ? { fields } : {}),
      };
    } else if (error.statusCode === 429) {
      status = 429;
      body = { code: 'RATE_LIMITED', message: CLIENT_MESSAGES.RATE_LIMITED! };
    } else if (error.code && FASTIFY_CODES[error.code]) {
      const code = FASTIFY_CODES[error.code];
      status = ERROR_STATUS[code];
      body = { code, message: CLIENT_MESSAGES[code] ?? 'The request is not valid.' };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      body = { code: status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST', message: 'The request is not valid.' };
    } else {
      status = 500;
      body = { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' };
    }
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, status }, 'request refused');
    void reply.status(status).type('application/json').send(body);
  });
}
