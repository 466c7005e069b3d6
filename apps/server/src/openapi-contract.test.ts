import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';

/**
 * The API contract generated clients rely on (decision 0084): the OpenAPI document passes
 * Redocly's recommended rules with no error, every operation has a unique operationId and a
 * summary, every operation documents a 4xx, and no 204 has a body.
 */
let t: TestApp;
let doc: {
  servers?: unknown[];
  paths: Record<string, Record<string, { operationId?: string; summary?: string; responses: Record<string, { content?: unknown }> }>>;
};
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keel-openapi-'));
beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.request({ method: 'GET', url: '/api/docs/json' })).json();
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const operations = () =>
  Object.entries(doc.paths).flatMap(([url, methods]) => Object.entries(methods).map(([method, operation]) => ({ url, method, operation })));

describe('the OpenAPI document', () => {
  it('passes `redocly lint` (recommended rules) with no error', async () => {
    const file = path.join(dir, 'openapi.json');
    fs.writeFileSync(file, JSON.stringify(doc));
    const cli = createRequire(import.meta.url)
      .resolve('@redocly/cli/package.json')
      .replace(/package\.json$/, 'bin/cli.js');
    const result = await promisify(execFile)(process.execPath, [cli, 'lint', file, '--format=json', '--max-problems=1000'], {
      maxBuffer: 64 * 1024 * 1024,
      // No usage report or update check from a test run.
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    }).catch((error: { stdout: string }) => error);
    const { problems } = JSON.parse(result.stdout) as { problems: Array<{ ruleId: string; severity: string; message: string }> };
    const errors = problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message}`);
    expect(errors).toEqual([]);
    expect(problems.filter((p) => p.ruleId === 'operation-4xx-response').length).toBeLessThanOrEqual(7);
  }, 60_000);

  it('names every operation once and sums it up, and gives no 204 a body', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(150);
    const ids = all.map(({ operation }) => operation.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(all.filter(({ operation }) => !operation.summary).map(({ method, url }) => `${method} ${url}`)).toEqual([]);
    expect(all.filter(({ operation }) => operation.responses['204']?.content).map(({ method, url }) => `${method} ${url}`)).toEqual([]);
    expect(doc.servers).toEqual([{ url: '/', description: 'This Keel server' }]);
  });

  it('documents the uploads’ bodies and the answers that are not JSON in their own media types', () => {
    const body = (url: string, method: string) =>
      (doc.paths[url][method] as { requestBody?: { content: Record<string, unknown> } }).requestBody;
    const answer = (url: string, method: string, status = '200') => Object.keys(doc.paths[url][method].responses[status]?.content ?? {});
    for (const [method, url] of [
      ['post', '/api/applicants'],
      ['put', '/api/applicants/{id}'],
      ['post', '/api/client-logos'],
      ['post', '/api/profile/avatar'],
    ])
      expect(Object.keys(body(url, method)?.content ?? {}), `${method} ${url}`).toEqual(['multipart/form-data']);
    for (const url of [
      '/api/data-management/{kind}/import',
      '/api/data-management/{kind}/import/dry-run',
      '/api/data-management/{kind}/background-imports',
    ])
      expect(Object.keys(body(url, 'post')?.content ?? {}), url).toEqual(expect.arrayContaining(['text/csv', 'text/vcard']));
    expect(answer('/api/data-management/{kind}/export', 'get')).toEqual(['text/csv']);
    expect(answer('/api/contacts/export', 'post')).toEqual(['text/csv']);
    expect(answer('/api/data-management/{kind}/import', 'post')).toEqual(['application/x-ndjson']);
    expect(answer('/api/calendar/{file}', 'get')).toEqual(['text/calendar']);
    expect(answer('/api/privacy/{kind}/{id}/export', 'get')).toEqual(['application/zip']);
    expect(answer('/api/events', 'get')).toEqual(['text/event-stream']);
    expect(answer('/api/consultants/{id}/profile.pdf', 'get')).toEqual(['application/pdf']);
  });

  it('documents the funnel routes’ refusals, not only their answers', () => {
    const board = doc.paths['/api/funnel/leads/{leadId}'];
    expect(Object.keys(board.put.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '404', '409']));
    expect(Object.keys(board.delete.responses)).toEqual(expect.arrayContaining(['204', '401', '404']));
  });
});
