import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formWith } from '../test/images';
import { createTestApp, type TestApp } from '../test/test-app';
import { type FuzzIds, idsForRoute, seedRecords } from './fuzz-fixtures';
import { type JsonSchema, resolver } from './route-catalog';
import { arbitraryOf, type DocSchema } from './schema-arbitrary';

/**
 * The API against its own OpenAPI document, as schemathesis checks an API (decision 0090): for every
 * documented operation, requests generated from its documented parameters and body (fast-check) are
 * sent as an admin with an API key, and every answer must pass four checks:
 * - not_a_server_error: no 5xx;
 * - status_code_conformance: the operation documents the status;
 * - content_type_conformance: the answer's media type is one documented for that status (none for a 204);
 * - response_schema_conformance: a JSON answer validates against the documented schema (Ajv).
 * CONFORMANCE_RUNS (default 4; `npm run test:contract` sends 40) cases per operation; CONFORMANCE_SEED replays a run.
 */
const RUNS = Number(process.env.CONFORMANCE_RUNS ?? 4);
const SEED = process.env.CONFORMANCE_SEED ? Number(process.env.CONFORMANCE_SEED) : Date.now() % 1_000_000;
// The live-update stream never ends while its client listens: its own tests cover it.
const SKIPPED = new Set(['GET /api/events']);

interface Operation {
  parameters?: Array<{ in: string; name: string; required?: boolean; schema?: DocSchema }>;
  requestBody?: { required?: boolean; content?: Record<string, { schema?: DocSchema }> };
  responses: Record<string, { content?: Record<string, { schema?: DocSchema }> }>;
}
interface ApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, DocSchema> };
}

let t: TestApp;
let doc: ApiDocument;
let apiKey: string;
let ids: FuzzIds;

beforeAll(async () => {
  t = await createTestApp({
    env: { PUBLIC_FORM_RATE_LIMIT: '100000', SIGNIN_MAX_FAILURES_PER_IP: '100000', API_KEY_RATE_LIMIT: '100000' },
  });
  const admin = await t.userWithRole('admin');
  const victim = await t.userWithRole('user');
  const key = await t.request({
    method: 'POST',
    url: '/api/api-keys',
    cookie: admin.cookie,
    payload: { name: 'conformance', scope: 'admin' },
  });
  expect(key.statusCode, key.body).toBe(201);
  apiKey = key.json().key;
  ids = await seedRecords(t, admin.cookie, victim.user.id);
  doc = (await t.request({ method: 'GET', url: '/api/docs/json' })).json();
}, 120_000);

afterAll(() => t?.close());

/** Ajv over the document's schemas: a response schema's `#/components/…` references resolve into it. */
function validators(document: ApiDocument) {
  const ajv = new Ajv({ strict: false, allErrors: false });
  addFormats.default(ajv);
  const rewrite = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(rewrite)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value).map(([k, v]) => [
              k,
              k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? `keel-api${v}` : rewrite(v),
            ]),
          )
        : value;
  ajv.addSchema({ $id: 'keel-api', components: rewrite(document.components ?? {}) });
  const cache = new Map<DocSchema, ValidateFunction>();
  return (schema: DocSchema) => {
    let validate = cache.get(schema);
    if (!validate) cache.set(schema, (validate = ajv.compile(rewrite(schema) as object)));
    return validate;
  };
}

interface Case {
  url: string;
  query: Record<string, unknown>;
  body?: { mediaType: string; value: unknown };
}

function casesOf(path: string, operation: Operation): fc.Arbitrary<Case> {
  // The fuzz tests' reference resolver; DocSchema is the same JSON Schema with the keywords generation reads.
  const resolveRef = resolver(doc as Parameters<typeof resolver>[0]);
  const resolve = (s: DocSchema): DocSchema => (resolveRef(s as JsonSchema) ?? {}) as DocSchema;
  const known = idsForRoute(path.replace(/\{(\w+)\}/g, ':$1'), ids);
  const pathParams = (operation.parameters ?? []).filter((p) => p.in === 'path');
  const queryParams = (operation.parameters ?? []).filter((p) => p.in === 'query');
  const pathValues = Object.fromEntries(
    pathParams.map((p) => {
      const real = (known[p.name] ?? []).filter(Boolean);
      const generated = arbitraryOf(p.schema ?? { type: 'string' }, resolve).map(String);
      return [
        p.name,
        real.length ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...real) }, { weight: 1, arbitrary: generated }) : generated,
      ];
    }),
  );
  const query = fc.record(Object.fromEntries(queryParams.map((p) => [p.name, arbitraryOf(p.schema ?? { type: 'string' }, resolve)])), {
    requiredKeys: queryParams.filter((p) => p.required).map((p) => p.name),
  });
  const [mediaType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
  const body = mediaType ? arbitraryOf(media?.schema ?? {}, resolve).map((value) => ({ mediaType, value })) : fc.constant(undefined);
  return fc.record({ pathValues: fc.record(pathValues), query, body }).map(({ pathValues: values, query: q, body: b }) => ({
    url: path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(values[name] ?? 'x')).replace(/%2F/g, '/')),
    query: q,
    body: b,
  }));
}

function queryString(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of [value].flat()) search.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The payload and content type of a generated body in its documented media type. */
function payloadOf(body: Case['body']): { payload?: unknown; headers: Record<string, string> } {
  if (!body) return { headers: {} };
  if (body.mediaType === 'multipart/form-data') {
    const fields: Record<string, string> = {};
    const files: Array<{ field: string; name: string; bytes: Buffer }> = [];
    for (const [key, value] of Object.entries((body.value as Record<string, unknown>) ?? {})) {
      if (value === 'file') files.push({ field: key, name: `${key}.txt`, bytes: Buffer.from('conformance') });
      else if (value !== undefined && value !== null) fields[key] = typeof value === 'object' ? JSON.stringify(value) : String(value);
    }
    return { payload: formWith(files, fields), headers: {} };
  }
  if (body.mediaType === 'application/json') return { payload: body.value as object, headers: { 'content-type': 'application/json' } };
  return { payload: typeof body.value === 'string' ? body.value : 'name\nconformance\n', headers: { 'content-type': body.mediaType } };
}

describe('the API answers as its OpenAPI document says (schemathesis-style checks, as an admin with an API key)', () => {
  it('passes not_a_server_error, status_code_conformance, content_type_conformance and response_schema_conformance on every operation', async () => {
    const validatorOf = validators(doc);
    const failures = new Map<string, string>();
    const counts = { operations: 0, cases: 0, byStatus: new Map<number, number>() };
    const fail = (operation: string, check: string, detail: string) => {
      if (!failures.has(`${operation} ${check}`)) failures.set(`${operation} ${check}`, detail);
    };
    // Deletes last, so the records the other operations read are still there.
    const operations = Object.entries(doc.paths)
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
      )
      .filter(({ path, method }) => !SKIPPED.has(`${method} ${path}`))
      .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
    for (const { path, method, operation } of operations) {
      counts.operations++;
      const name = `${method} ${path}`;
      const samples = fc.sample(casesOf(path, operation), { numRuns: RUNS, seed: SEED });
      for (const sample of samples) {
        const { payload, headers } = payloadOf(sample.body);
        const res = await t.request({
          method: method as 'GET',
          url: sample.url + queryString(sample.query),
          headers: { authorization: `Bearer ${apiKey}`, ...headers },
          ...(payload !== undefined ? { payload: payload as never } : {}),
        });
        counts.cases++;
        counts.byStatus.set(res.statusCode, (counts.byStatus.get(res.statusCode) ?? 0) + 1);
        const where = `${sample.url} → ${res.statusCode}`;
        if (res.statusCode >= 500) fail(name, 'not_a_server_error', `${where}: ${res.body.slice(0, 200)}`);
        const documented =
          operation.responses[String(res.statusCode)] ??
          operation.responses[`${String(res.statusCode)[0]}XX`] ??
          operation.responses.default;
        if (!documented) {
          fail(
            name,
            'status_code_conformance',
            `${where} (documented: ${Object.keys(operation.responses).join(', ')}): ${res.body.slice(0, 120)}`,
          );
          continue;
        }
        const mediaType = String(res.headers['content-type'] ?? '')
          .split(';')[0]!
          .trim();
        const content = documented.content ?? {};
        if (Object.keys(content).length === 0) {
          if (res.rawPayload.length > 0) fail(name, 'content_type_conformance', `${where}: a body (${mediaType}) where none is documented`);
          continue;
        }
        if (!(mediaType in content) && !('*/*' in content)) {
          fail(
            name,
            'content_type_conformance',
            `${where}: ${mediaType || 'no content type'} (documented: ${Object.keys(content).join(', ')})`,
          );
          continue;
        }
        const schema = content[mediaType]?.schema;
        if (mediaType === 'application/json' && schema) {
          const validate = validatorOf(schema);
          if (!validate(res.json())) fail(name, 'response_schema_conformance', `${where}: ${JSON.stringify(validate.errors?.slice(0, 2))}`);
        }
      }
    }
    console.log(
      `API conformance (seed ${SEED}): ${counts.operations} operations, ${counts.cases} cases; statuses ${JSON.stringify(Object.fromEntries(counts.byStatus))}; ${failures.size} failures`,
    );
    expect(Object.fromEntries(failures)).toEqual({});
  }, 600_000);
});
