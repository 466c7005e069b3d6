import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type AppError, validationError } from '../errors';

interface Issue {
  path: string;
  message: string;
}

/**
 * One VALIDATION_ERROR for a set of field issues. When any issue carries the form's own message
 * (e.g. docs/product/validation.md#job 'Job Title, Description, and Requirements are required.') that is the message;
 * otherwise the first issue's. Per-field messages go in `fields`.
 */
export function invalidInput(issues: readonly Issue[], formMessage?: string): AppError {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path || '_'] ??= issue.message;
  const message =
    (formMessage && issues.some((i) => i.message === formMessage) ? formMessage : issues[0]?.message) ?? 'The request is not valid.';
  return validationError(message, fields);
}

/** Parses input with a shared schema, or throws the VALIDATION_ERROR of {@link invalidInput}. */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown, formMessage?: string): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw invalidInput(
    result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    formMessage,
  );
}

/**
 * For routes declared with `attachValidation: true` (so the body schema still documents the API):
 * turns the attached schema failure into the VALIDATION_ERROR of {@link invalidInput}.
 */
export function rejectInvalidRequest(request: FastifyRequest, formMessage?: string): void {
  const error = request.validationError as (Error & { validation?: { instancePath?: string; message?: string }[] }) | undefined;
  if (!error) return;
  const issues = (error.validation ?? []).map((v) => ({
    path: (v.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.'),
    message: v.message ?? 'Invalid value.',
  }));
  throw invalidInput(issues.length ? issues : [{ path: '', message: error.message }], formMessage);
}
