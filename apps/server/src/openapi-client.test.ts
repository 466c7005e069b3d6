import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';

/**
 * A client generated from the OpenAPI document, as an integrator would make one (decision 0084):
 * openapi-typescript writes the document's types, a script written against them with
 * openapi-fetch must compile under `strict`, and then, run against the live API with an admin's
 * API key, it creates a contact, saves it with its version, meets a 409 when that version is
 * stale, and deletes it. The upload routes' bodies are typed from the document too.
 */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let t: TestApp;
let dir: string;
let baseUrl: string;
let apiKey: string;

const CLIENT = `
import createClient from 'openapi-fetch';
import type { paths } from './keel-api';

export async function run(baseUrl: string, apiKey: string) {
  const client = createClient<paths>({ baseUrl, headers: { authorization: \`Bearer \${apiKey}\` } });
  const created = await client.POST('/api/contacts', {
    body: { first_name: 'Grace', last_name: 'Hopper', email: 'grace.hopper@client.example', phone: '+41 044 123 45 67' },
  });
  if (!created.data) throw new Error(\`create: \${created.response.status} \${JSON.stringify(created.error)}\`);
  const { id, version } = created.data;
  const saved = await client.PUT('/api/contacts/{id}', {
    params: { path: { id } },
    body: { first_name: 'Grace', last_name: 'Hopper', email: 'grace.hopper@client.example', city: 'Zürich', version },
  });
  const stale = await client.PUT('/api/contacts/{id}', {
    params: { path: { id } },
    body: { first_name: 'Grace', last_name: 'Brewster', email: 'grace.hopper@client.example', version },
  });
  const removed = await client.DELETE('/api/contacts/{id}', { params: { path: { id } } });
  const gone = await client.GET('/api/contacts/{id}', { params: { path: { id } } });
  return {
    created: { status: created.response.status, phone: created.data.phone, version },
    saved: { status: saved.response.status, city: saved.data?.city, version: saved.data?.version },
    stale: { status: stale.response.status, code: stale.error?.code },
    removed: removed.response.status,
    gone: gone.response.status,
  };
}

/** Compiles only: the upload routes take their documented bodies. */
export function uploads(client: ReturnType<typeof createClient<paths>>, file: Blob) {
  return [
    client.POST('/api/profile/avatar', { body: { avatar: 'bytes' }, bodySerializer: () => { const form = new FormData(); form.append('avatar', file); return form; } }),
    client.POST('/api/applicants', { body: { data: '{}' } }),
  ];
}
`;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const admin = await t.userWithRole('admin');
  const key = await t.request({ method: 'POST', url: '/api/api-keys', cookie: admin.cookie, payload: { name: 'generated client' } });
  expect(key.statusCode, key.body).toBe(201);
  apiKey = key.json().key;
  // Beside the server's own node_modules, so the script resolves openapi-fetch as an integrator's would.
  dir = fs.mkdtempSync(path.join(serverDir, '.openapi-client-'));
}, 120_000);

afterAll(async () => {
  await t?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('a TypeScript client generated from the OpenAPI document', () => {
  it('compiles, then creates, saves with its version, and deletes a contact against the live API', async () => {
    const document = (await t.request({ method: 'GET', url: '/api/docs/json' })).json();
    fs.writeFileSync(path.join(dir, 'keel-api.d.ts'), astToString(await openapiTS(document)));
    const clientFile = path.join(dir, 'client.ts');
    fs.writeFileSync(clientFile, CLIENT);

    const program = ts.createProgram([clientFile], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      skipLibCheck: true,
      types: [],
    });
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))
      .slice(0, 10);
    expect(problems).toEqual([]);

    const client = (await import(clientFile)) as { run(baseUrl: string, apiKey: string): Promise<unknown> };
    expect(await client.run(baseUrl, apiKey)).toEqual({
      created: { status: 201, phone: '+41 044 123 45 67', version: 1 },
      saved: { status: 200, city: 'Zürich', version: 2 },
      stale: { status: 409, code: 'CONFLICT' },
      removed: 204,
      gone: 404,
    });
  }, 120_000);
});
