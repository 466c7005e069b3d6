import { z } from 'zod';

/**
 * What the OpenAPI document says about bodies that are not JSON (decision 0084): an upload's
 * multipart form or CSV file, and an answer that is a CSV, NDJSON, calendar, zip or event stream.
 * Without them a generated client cannot call an upload and tries to parse a CSV as JSON.
 */

/**
 * Text or bytes, as the document gives them (a string). Typed to admit what such routes send (a
 * Buffer or a stream): Fastify serializes neither, so the schema only describes the answer.
 */
const bytes = z.string() as unknown as z.ZodType<string | Uint8Array | NodeJS.ReadableStream>;

/** A 2xx answer in another media type than JSON: its text or bytes, described. */
export function answerAs(mediaType: string, description: string) {
  return { description, content: { [mediaType]: { schema: bytes } } };
}

type JsonSchema = Record<string, unknown>;

/** A request body the route reads itself (a multipart form, a file): for the document only, never validated by Fastify. */
export interface RequestBodyAs {
  mediaTypes: string[];
  schema: JsonSchema;
}

/** A file part of a multipart form, as OpenAPI 3.0 writes it. */
export const filePart = (description: string): JsonSchema => ({ type: 'string', format: 'binary', description });
export const textPart = (description: string): JsonSchema => ({ type: 'string', description });

/** A multipart/form-data body with these parts (`required` names the parts that must be sent). */
export function multipartBody(parts: Record<string, JsonSchema>, required: string[] = []): RequestBodyAs {
  return { mediaTypes: ['multipart/form-data'], schema: { type: 'object', properties: parts, ...(required.length ? { required } : {}) } };
}

/** A whole file as the request body, in one of these media types. */
export function fileBody(mediaTypes: string[], description: string): RequestBodyAs {
  return { mediaTypes, schema: { type: 'string', format: 'binary', description } };
}

declare module 'fastify' {
  interface FastifySchema {
    /** The request body of a route that reads it itself: documented, not validated. */
    requestBodyAs?: RequestBodyAs;
  }
}

/** Moves a route's `requestBodyAs` into the document's request body (the swagger transform's output is only documentation). */
export function documentRequestBodyAs(schema: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  // A route registered without a schema (a test's own route) has none to move.
  const bodyAs = schema?.requestBodyAs as RequestBodyAs | undefined;
  if (!schema || !bodyAs) return schema;
  const { requestBodyAs: _documented, ...rest } = schema;
  return { ...rest, body: bodyAs.schema, consumes: bodyAs.mediaTypes };
}
