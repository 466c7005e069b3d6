import type { RouteOptions } from 'fastify';

/** A JSON Schema fragment, as the OpenAPI document gives it. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  format?: string;
  maxLength?: number;
}

/** One method + URL the app answers, with what its documentation says it reads. */
export interface FuzzRoute {
  method: string;
  /** Fastify's pattern: `/api/contacts/:id`, `/files/:bucket/*`. */
  url: string;
  params: string[];
  body?: JsonSchema;
  query: Record<string, JsonSchema>;
}

/** Collects every route as the app registers it (pass `collect` as createTestApp's onRoute). */
export function routeCollector() {
  const seen = new Map<string, { method: string; url: string }>();
  return {
    collect(route: RouteOptions) {
      for (const method of [route.method].flat()) seen.set(`${method} ${route.url}`, { method, url: route.url });
    },
    get routes() {
      return [...seen.values()];
    },
  };
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Array<{ in: string; name: string; schema?: JsonSchema }>;
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** Resolves `#/components/schemas/X` references (one level at a time, as they are met). */
export function resolver(doc: OpenApiDocument) {
  return (schema: JsonSchema | undefined): JsonSchema | undefined => {
    let current = schema;
    for (let i = 0; current?.$ref && i < 10; i++) current = doc.components?.schemas?.[current.$ref.split('/').pop()!];
    return current;
  };
}

/** Every registered route, with the body and query schemas the OpenAPI document gives it. */
export function describeRoutes(registered: Array<{ method: string; url: string }>, doc: OpenApiDocument): FuzzRoute[] {
  const resolve = resolver(doc);
  return registered.map(({ method, url }) => {
    const openApiPath = url.replace(/:(\w+)/g, '{$1}');
    const operation = doc.paths[openApiPath]?.[method.toLowerCase()];
    const query: Record<string, JsonSchema> = {};
    for (const p of operation?.parameters ?? []) if (p.in === 'query') query[p.name] = resolve(p.schema) ?? {};
    const params = [...url.matchAll(/:(\w+)/g)].map((m) => m[1]);
    if (url.endsWith('*')) params.push('*');
    return { method, url, params, query, body: resolve(operation?.requestBody?.content?.['application/json']?.schema) };
  });
}

/** Every property name any documented body uses: routes that read their body by hand get these. */
export function allFieldNames(routes: FuzzRoute[]): string[] {
  const names = new Set<string>();
  for (const route of routes) for (const name of Object.keys(route.body?.properties ?? {})) names.add(name);
  return [...names];
}
