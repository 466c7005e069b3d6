import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';

let t: TestApp;
let webDir: string;
beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'keel-web-'));
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Keel</title><div id="root"></div>');
  fs.writeFileSync(path.join(webDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await createTestApp({
    env: { WEB_DIST_DIR: webDir },
    beforeReady(app) {
      app.get('/api/test/boom', async () => {
        throw new Error('secret internal detail at /srv/keel/app.ts:42');
      });
    },
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

describe('health', () => {
  it('reports the database as reachable', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'up' });
  });
});

describe('errors', () => {
  it('hides internal errors behind a generic 500 without a stack trace', async () => {
    const res = await t.request({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' });
    expect(res.body).not.toContain('secret internal detail');
    expect(res.body).not.toContain('.ts:');
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.request({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('refuses malformed JSON with 400 and oversized bodies with 413', async () => {
    const bad = await t.request({
      method: 'POST',
      url: '/api/session',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('BAD_REQUEST');
    const huge = await t.request({
      method: 'POST',
      url: '/api/session',
      payload: { email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses an unsupported content type with 415', async () => {
    const res = await t.request({ method: 'POST', url: '/api/session', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(res.statusCode).toBe(415);
  });
});

describe('security headers', () => {
  it('sends a CSP without inline script, no-sniff, frame protection and a request id', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toMatch(/[0-9a-f-]{36}/);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('API documentation', () => {
  it('serves the OpenAPI document listing the routes, and browsable docs', async () => {
    const doc = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    expect(doc.json().openapi).toMatch(/^3\./);
    expect(Object.keys(doc.json().paths)).toEqual(expect.arrayContaining(['/api/health', '/api/session', '/api/me']));
    const ui = await t.request({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});
