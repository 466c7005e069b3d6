import { afterEach, describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_PATHS } from '@keel/shared/paths';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('robots.txt and sitemap.xml', () => {
  it('list every public page with absolute URLs on the configured PUBLIC_URL', async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://www.keel.example/' } });
    const sitemap = await t.request({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([...PUBLIC_PAGE_PATHS, '/careers'].map((p) => `https://www.keel.example${p}`));
    const robots = await t.request({ method: 'GET', url: '/robots.txt' });
    expect(robots.headers['content-type']).toContain('text/plain');
    expect(robots.body).toContain('Sitemap: https://www.keel.example/sitemap.xml');
    expect(robots.body).toMatch(/^Disallow: \/crm\/$/m);
    expect(robots.body).toMatch(/^Allow: \/crm\/inquiry$/m);
    expect(robots.body).toMatch(/^Disallow: \/api\/$/m);
  });

  it('use the host the request came to when no PUBLIC_URL is set', async () => {
    t = await createTestApp();
    const sitemap = await t.request({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).toContain('<loc>http://localhost:3000/about-daniel</loc>');
    const robots = await t.request({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });
});
