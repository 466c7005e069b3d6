import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let webDir: string;

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(webDir, file)), { recursive: true });
  fs.writeFileSync(path.join(webDir, file), text);
}

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'keel-web-'));
  write('app-shell.html', '<!doctype html><title>Keel</title><div id="root"></div>');
  write('index.html', '<!doctype html><title>Home</title><div id="root"><h1>Delivering</h1></div>');
  const about = '<!doctype html><title>About Us</title><div id="root"><h1>About Us</h1></div>';
  write('about/index.html', about);
  fs.writeFileSync(path.join(webDir, 'about/index.html.br'), zlib.brotliCompressSync(about));
  write('assets/app-abc123.js', 'console.log(1)');
  t = await createTestApp({ env: { WEB_DIST_DIR: webDir } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

describe('web app', () => {
  it('serves each public page as its prerendered HTML, revalidated on every visit', async () => {
    const about = await t.request({ method: 'GET', url: '/about' });
    expect(about.statusCode).toBe(200);
    expect(about.headers['content-type']).toContain('text/html');
    expect(about.headers['cache-control']).toBe('no-cache');
    expect(about.body).toContain('<h1>About Us</h1>');
    const home = await t.request({ method: 'GET', url: '/' });
    expect(home.body).toContain('<h1>Delivering</h1>');
  });

  it('sends the precompressed copy to a browser that accepts it', async () => {
    const res = await t.request({ method: 'GET', url: '/about', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('text/html');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain('<h1>About Us</h1>');
  });

  it('sends the uncompressed page when the browser refuses brotli, and 304 for a page it has', async () => {
    const plain = await t.request({ method: 'GET', url: '/about', headers: { 'accept-encoding': 'br;q=0, identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.body).toContain('<h1>About Us</h1>');
    const again = await t.request({ method: 'GET', url: '/about', headers: { 'if-none-match': String(plain.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('falls back to the app shell for a public page the build did not prerender', async () => {
    const res = await t.request({ method: 'GET', url: '/clients' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('serves the app shell for other page routes and caches hashed assets for a year', async () => {
    const page = await t.request({ method: 'GET', url: '/crm/contacts' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');
    const asset = await t.request({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('answers a missing file with 404, never with the shell', async () => {
    const res = await t.request({ method: 'GET', url: '/assets/gone-123.js' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});
