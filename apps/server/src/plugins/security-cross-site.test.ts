import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeCollector } from '../fuzz/route-catalog';
import { formWith, PNG_1PX } from '../test/images';
import { createTestApp, type TestApp } from '../test/test-app';

const routes = routeCollector();
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ onRoute: routes.collect });
  admin = (await t.userWithRole('admin')).cookie;
});
afterAll(() => t.close());

const contactCount = async () =>
  (await t.request({ method: 'GET', url: '/api/contacts?pageSize=1', cookie: admin })).json().total as number;
const newContact = { first_name: 'Cross', last_name: 'Site', email: 'cross@site.test' };

/** Spellings of /api/contacts that a router may decode, normalise or match without case. */
const SPELLINGS = [
  '/api/contacts',
  '/%61pi/contacts',
  '/%61%70%69/contacts',
  '/API/contacts',
  '/Api/Contacts',
  '//api/contacts',
  '/api//contacts',
  '/api/./contacts',
  '/./api/contacts',
  '/api/%2e/contacts',
  '/x/../api/contacts',
  '/%2Fapi/contacts',
  '/api%2Fcontacts',
  '/api/contacts/',
  '/api/contacts?x=1',
  '/api/contacts;x',
  '/api/contact%73',
];

describe('cross-site writes', () => {
  it.each(SPELLINGS)('refuses POST %s from a foreign Origin and changes nothing', async (url) => {
    const before = await contactCount();
    const res = await t.request({ method: 'POST', url, cookie: admin, headers: { origin: 'https://evil.example' }, payload: newContact });
    expect(res.statusCode).toBe(403);
    expect(await contactCount()).toBe(before);
  });

  it.each(SPELLINGS)('refuses POST %s marked Sec-Fetch-Site: cross-site', async (url) => {
    const before = await contactCount();
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { host: 'localhost:3000', cookie: admin, 'sec-fetch-site': 'cross-site' },
      payload: newContact,
    });
    expect(res.statusCode).toBe(403);
    expect(await contactCount()).toBe(before);
  });

  it.each(['PUT', 'PATCH', 'DELETE'] as const)('refuses %s on any path from a foreign Origin', async (method) => {
    const res = await t.request({
      method,
      url: '/%61pi/contacts/00000000-0000-0000-0000-000000000000',
      cookie: admin,
      headers: { origin: 'https://evil.example' },
      payload: newContact,
    });
    expect(res.statusCode).toBe(403);
  });

  it('accepts the same write from our own pages (the check is not refusing everything)', async () => {
    const before = await contactCount();
    const res = await t.request({ method: 'POST', url: '/%61pi/contacts', cookie: admin, payload: newContact });
    expect(res.statusCode).toBe(201);
    expect(await contactCount()).toBe(before + 1);
  });
});

describe('Cache-Control on API answers', () => {
  it('is no-store on a sample of JSON answers, errors included, whatever the route', async () => {
    const api = routes.routes.filter((r) => r.method === 'GET' && r.url.startsWith('/api/') && !r.url.includes('events'));
    expect(api.length).toBeGreaterThan(20);
    const answers = [];
    for (const route of api) {
      const url = route.url.replace(/:\w+/g, '00000000-0000-0000-0000-000000000000');
      for (const cookie of [admin, undefined]) answers.push({ url, res: await t.request({ method: 'GET', url, cookie }) });
    }
    answers.push({ url: 'unknown', res: await t.request({ method: 'GET', url: '/api/no-such-route' }) });
    answers.push({
      url: 'bad json',
      res: await t.request({
        method: 'POST',
        url: '/api/contacts',
        cookie: admin,
        headers: { 'content-type': 'application/json' },
        payload: '{',
      }),
    });
    const json = answers.filter(({ res }) => String(res.headers['content-type']).startsWith('application/json'));
    expect(json.length).toBeGreaterThan(40);
    expect(json.filter(({ res }) => res.statusCode >= 400).length).toBeGreaterThan(10);
    const missing = json
      .filter(({ res }) => res.headers['cache-control'] !== 'no-store')
      .map(({ url, res }) => `${res.statusCode} ${url} ${res.headers['cache-control']}`);
    expect(missing).toEqual([]);
  });

  it("keeps the long cache of public files, and the robots file's for its asker", async () => {
    const upload = await t.request({
      method: 'POST',
      url: '/api/client-logos',
      cookie: admin,
      payload: formWith([{ field: 'files', name: 'a.png', bytes: PNG_1PX }]),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const list = await t.request({ method: 'GET', url: '/api/client-logos' });
    expect(list.headers['cache-control']).toBe('no-store');
    const file = await t.request({ method: 'GET', url: new URL(list.json()[0].url, 'http://x').pathname });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const robots = await t.request({ method: 'GET', url: '/robots.txt' });
    // Without PUBLIC_URL (or ALLOWED_HOSTS) it names the Host asked, so only the asker keeps it (decision 0071).
    expect(robots.headers['cache-control']).toBe('private, max-age=3600');
  });
});
