import type { ApiErrorBody } from '@keel/shared/errors';
import type { StaleEdit } from '@keel/shared/record-version';
import type { z } from 'zod';
import { TAB_ID_HEADER } from '@keel/shared/live-updates';
import { TAB_ID } from './tab-id';

/** An error the API (or the network) reported; `code` and `message` come from the server body. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;
  /** A 409 on a stale edit: who changed the record, when, and its current version (decision 0016). */
  readonly stale: StaleEdit | undefined;

  constructor(status: number, code: string, message: string, fields?: Record<string, string>, stale?: StaleEdit) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.stale = stale;
  }
}

export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Please check your connection and try again.';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions<T> {
  method?: HttpMethod;
  /** Serialized as JSON with `Content-Type: application/json`; FormData is sent as is. */
  body?: unknown;
  signal?: AbortSignal;
  /** Validates the success body; a mismatch becomes an ApiError with code BAD_RESPONSE. */
  schema?: z.ZodType<T>;
  /** The browser cache mode, e.g. 'no-cache' to revalidate a response the server lets browsers cache. */
  cache?: RequestCache;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return undefined;
    }
  }
  return text;
}

/** `{ code, message, fields? }` checked by hand: this module is on every page, zod is not (public-page JS budget). */
function isApiErrorBody(body: unknown): body is ApiErrorBody {
  if (typeof body !== 'object' || body === null) return false;
  const { code, message, fields } = body as Record<string, unknown>;
  if (typeof code !== 'string' || typeof message !== 'string') return false;
  if (fields === undefined) return true;
  return typeof fields === 'object' && fields !== null && Object.values(fields).every((value) => typeof value === 'string');
}

function staleEdit(value: unknown): StaleEdit | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { version, changedBy, changedAt } = value as Record<string, unknown>;
  if (typeof version !== 'number' || typeof changedAt !== 'string' || (changedBy !== null && typeof changedBy !== 'string'))
    return undefined;
  return { version, changedBy, changedAt };
}

function toApiError(status: number, body: unknown): ApiError {
  if (isApiErrorBody(body)) return new ApiError(status, body.code, body.message, body.fields, staleEdit(body.stale));
  return new ApiError(status, 'HTTP_ERROR', `The request failed (HTTP ${status}).`);
}

/**
 * Same-origin JSON request to the Keel API. Resolves with the parsed body (undefined for 204) and
 * throws ApiError for any non-2xx answer, a network failure or an unexpected body.
 */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, signal, schema, cache } = options;
  const headers: Record<string, string> = { Accept: 'application/json', [TAB_ID_HEADER]: TAB_ID };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: payload, signal, credentials: 'same-origin', ...(cache ? { cache } : {}) });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE);
  }

  const data = await readBody(response);
  if (!response.ok) throw toApiError(response.status, data);
  if (!schema) return data as T;
  const checked = schema.safeParse(data);
  if (!checked.success) {
    throw new ApiError(response.status, 'BAD_RESPONSE', 'The server sent an unexpected response.');
  }
  return checked.data;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T = void>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/** The message to show a user for any thrown value. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
