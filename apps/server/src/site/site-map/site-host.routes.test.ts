import { afterEach, describe, expect, it } from 'vitest';
import { insertJob } from '../../test/careers';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Decision 0071: a forged Host never lands in an answer shared caches keep.
 * Without PUBLIC_URL, sitemap.xml, robots.txt and the careers pages (canonical link, JSON-LD) are
 * built from the Host only when it is well-formed (and, with ALLOWED_HOSTS, one of them); without
 * ALLOWED_HOSTS they are private to the asker. Before, each was `public` with the forged host in it.
 */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const FORGED = 'evil.example';
const get = (url: string, host: string) => t!.request({ method: 'GET', url, headers: { host } });

async function publicAnswers(app: TestApp) {
  const job = await insertJob(app, { title: 'Host Engineer' });
  return ['/sitemap.xml', '/robots.txt', '/careers', `/careers/${job}`];
}

describe('public answers and the Host header', () => {
  it('without PUBLIC_URL or ALLOWED_HOSTS: built for the Host asked, but never publicly cacheable', async () => {
    t = await createTestApp();
    for (const url of await publicAnswers(t)) {
      const res = await get(url, FORGED);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toMatch(/^private\b/);
    }
    const job = (await get('/sitemap.xml', 'localhost:3000')).body;
    expect(job).toContain('<loc>http://localhost:3000/careers</loc>');
  });

  it('refuses a Host that is no host name (400), and puts none of it in an answer', async () => {
    t = await createTestApp();
    for (const url of await publicAnswers(t))
      for (const host of ['evil.example/"><script>', 'a b.example', 'evil.example:99999999', 'x@evil.example']) {
        const res = await get(url, host);
        expect(res.statusCode, `${url} ${host}`).toBe(400);
        expect(res.body).not.toContain('evil.example');
      }
  });

  it('with ALLOWED_HOSTS: a listed Host is served and cacheable, any other refused', async () => {
    t = await createTestApp({ env: { ALLOWED_HOSTS: 'careers.keel.example, localhost:3000' } });
    for (const url of await publicAnswers(t)) {
      const forged = await get(url, FORGED);
      expect(forged.statusCode, url).toBe(400);
      expect(forged.body, url).not.toContain(FORGED);
      const listed = await get(url, 'careers.keel.example');
      expect(listed.statusCode, url).toBe(200);
      expect(listed.headers['cache-control'], url).toMatch(/^public\b/);
    }
    expect((await get('/careers', 'careers.keel.example')).body).toContain(
      '<link rel="canonical" href="http://careers.keel.example/careers">',
    );
  });

  it('with PUBLIC_URL: every answer names PUBLIC_URL whatever the Host, and may be cached', async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://www.keel.example' } });
    for (const url of await publicAnswers(t)) {
      const res = await get(url, FORGED);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain(FORGED);
      expect(res.headers['cache-control'], url).toMatch(/^public\b/);
    }
  });
});
