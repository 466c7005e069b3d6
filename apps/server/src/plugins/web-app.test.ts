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
  fs.writeFileSync(path.join(webDir, 'assets/app-abc123.js.br'), zlib.brotliCompressSync('console.log(1)'));
  write('assets/style-def456.css', 'body{margin:0}');
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

  it('answers hashed assets from memory: the precompressed copy when accepted, the right type, 304 for one the browser has', async () => {
    const br = await t.request({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');
    const plain = await t.request({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
    const again = await t.request({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'if-none-match': String(plain.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const css = await t.request({ method: 'GET', url: '/assets/style-def456.css' });
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.body).toBe('body{margin:0}');
  });

  it('finds an asset written after the start (a build made while the server runs)', async () => {
    write('assets/late-789.js', 'console.log(2)');
    const res = await t.request({ method: 'GET', url: '/assets/late-789.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(2)');
  });

  it('never answers a path outside the assets folder, nor a 5xx for a hostile name', async () => {
    for (const url of ['/assets/..%2Fapp-shell.html', '/assets/%2e%2e%2fapp-shell.html', '/assets/%00.js', '/assets/.hidden']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.body, url).not.toContain('<div id="root">');
    }
  });
});
