/**
 * What the OpenAPI document needs beyond what the zod schemas give it, for generated clients and
 * linters (decision 0084): an operationId for every operation, a server, `null` allowed where
 * the API sends and accepts it, and no body on a 204.
 */

const pascal = (word: string) => word.replace(/(^|[-_.])([a-z0-9])/gi, (_, _sep: string, c: string) => c.toUpperCase());

/**
 * A stable, unique operationId from the method and path: `GET /api/contacts/:id/links` →
 * `getContactsByIdLinks`. Unique because the method and path are; it changes only when they do.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter((part) => part !== '' && part !== 'api')
    .map((part) => (part.startsWith(':') ? `By${pascal(part.slice(1))}` : part === '*' ? 'Path' : pascal(part)));
  return `${method.toLowerCase()}${words.join('')}`;
}

type Json = unknown;

/**
 * OpenAPI 3.0 ignores `nullable` beside `anyOf`/`oneOf` without a `type` (the converter writes it
 * there for a nullable union), so `null` was not allowed although the API sends and accepts it.
 * It moves to the union's first member: null then matches exactly one member, as oneOf requires.
 */
export function moveNullableIntoUnions(node: Json): Json {
  if (Array.isArray(node)) return node.map(moveNullableIntoUnions);
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, Json> = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, moveNullableIntoUnions(value)]));
  const union = Array.isArray(out.anyOf) ? 'anyOf' : Array.isArray(out.oneOf) ? 'oneOf' : undefined;
  if (out.nullable === true && out.type === undefined && union) {
    const [first, ...rest] = out[union] as Array<Record<string, Json>>;
    delete out.nullable;
    out[union] = [{ ...first, nullable: true }, ...rest];
  }
  // OpenAPI 3.0.3 §4.7.25.1: `nullable` does not widen an `enum`; null is allowed only when the
  // enum lists it (a company's sector, a job's workplace type: the API answers null for "not set").
  if (out.nullable === true && Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
  return out;
}

/** A 204 has no body (RFC 9110 §15.3.5); the converter described `z.null()` as a JSON body, which generated clients then try to parse. */
export function noBodyOn204<T>(document: T): T {
  const paths = (document as { paths?: Record<string, Record<string, { responses?: Record<string, { content?: unknown }> }>> }).paths ?? {};
  for (const operations of Object.values(paths))
    for (const operation of Object.values(operations)) {
      const noContent = operation?.responses?.['204'];
      if (noContent) delete noContent.content;
    }
  return document;
}
