import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_PATHS } from '@keel/shared/paths';
import { insertJob } from '../../test/careers';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let open: string;
let contract: string;
let closed: string;

const get = (url: string) => t.request({ method: 'GET', url });
const jsonLd = (html: string) => {
  const block = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html);
  return block ? (JSON.parse(block[1]) as Record<string, unknown>) : undefined;
};

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://www.keel.example' } });
  open = await insertJob(t, {
    title: 'Senior TypeScript Engineer <script>alert(1)</script>',
    date_posted: new Date('2026-11-02T10:00:00Z'),
  });
  contract = await insertJob(t, {
    title: 'Data Analyst',
    department: 'Analytics',
    location: 'Remote',
    employment_type: 'Contract',
    salary_range: null,
    date_posted: new Date('2026-11-10T10:00:00Z'),
  });
  closed = await insertJob(t, { title: 'Office Manager', department: 'Operations', status: 'Filled' });
  await insertJob(t, { title: 'Paused Role', status: 'On Hold' });
});
afterAll(() => t.close());

describe('GET /careers', () => {
  it('lists the Open jobs only, newest first, with department, location, type and date posted, escaped', async () => {
    const res = await get('/careers');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain('<title>Careers | Keel Consulting</title>');
    expect(html).toMatch(/<meta name="description" content="Open positions at Keel Consulting[^"]*"/);
    expect(html).toContain('Senior TypeScript Engineer &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain(`href="/careers/${open}"`);
    expect(html.indexOf(`/careers/${contract}`)).toBeLessThan(html.indexOf(`/careers/${open}`));
    expect(html).toContain('Analytics');
    expect(html).toContain('<time datetime="2026-11-02">November 2, 2026</time>');
    expect(html).not.toContain('Office Manager');
    expect(html).not.toContain('Paused Role');
    expect(html).not.toContain('Internal: hiring manager');
    expect(html).toContain('2 open positions.');
  });

  it('filters by department, location and type from the query string (a GET form)', async () => {
    const byType = await get('/careers?type=Contract');
    expect(byType.body).toContain('Data Analyst');
    expect(byType.body).not.toContain('Senior TypeScript Engineer');
    expect(byType.body).toContain('<option value="Contract" selected>');
    // The form sends every select; 'All' is an empty value, which is no filter.
    const allPlaces = await get('/careers?department=Engineering&location=&type=');
    expect(allPlaces.body).toContain('1 open position matches your filters.');
    const byPlace = await get('/careers?department=Engineering&location=Austin%2C%20TX&type=');
    expect(byPlace.body).toContain('Senior TypeScript Engineer');
    expect(byPlace.body).not.toContain('Data Analyst');
    expect(byPlace.body).toContain('1 open position matches your filters.');
    const none = await get('/careers?department=Analytics&type=Internship');
    expect(none.body).toContain('No open positions match your filters.');
    expect(none.body).toContain('<form method="get" action="/careers"');
    // A made-up filter value is no filter rather than an error page.
    expect((await get('/careers?type=Forever')).body).toContain('2 open positions.');
  });
});

describe('GET /careers/{job}', () => {
  it("shows an open job's description, requirements and salary, the Apply form and a JobPosting JSON-LD block", async () => {
    const res = await get(`/careers/${open}`);
    expect(res.statusCode).toBe(200);
    // Browsers then post the form with its real Origin (under 'no-referrer' it is "null" and refused as cross-site).
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.body).toContain('<title>Senior TypeScript Engineer &lt;script&gt;alert(1)&lt;/script&gt; | Keel Consulting</title>');
    expect(res.body).toContain('Build the platform.\nOwn the delivery.');
    expect(res.body).toContain('Five years of TypeScript.');
    expect(res.body).toContain('$140k–$170k');
    expect(res.body).toContain(`<form method="post" action="/careers/${open}#apply-result" enctype="multipart/form-data"`);
    expect(res.body).toContain('24 months');
    expect(res.body).not.toContain('Internal: hiring manager');
    const posting = jsonLd(res.body);
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Senior TypeScript Engineer <script>alert(1)</script>',
      datePosted: '2026-11-02',
      employmentType: 'FULL_TIME',
      identifier: { '@type': 'PropertyValue', name: 'Keel Consulting', value: open },
      hiringOrganization: { '@type': 'Organization', name: 'Keel Consulting', sameAs: 'https://www.keel.example' },
      url: `https://www.keel.example/careers/${open}`,
    });
    // Decision 0077: the free-text 'Austin, TX' and '$140k–$170k' are not guessed into an address or a salary.
    expect(posting).not.toHaveProperty('jobLocation');
    expect(posting).not.toHaveProperty('baseSalary');
    expect(posting!.description).toBe(
      '<p>Build the platform.<br>Own the delivery.</p><h3>Requirements</h3><p>Five years of TypeScript.</p>',
    );
    // The title's markup cannot end the JSON-LD block early.
    expect(res.body).not.toMatch(/<script type="application\/ld\+json">[^<]*<\/script>alert/);
  });

  it('is sent compressed to browsers that accept brotli or gzip', async () => {
    const plain = await get(`/careers/${open}`);
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await t.request({ method: 'GET', url: `/careers/${open}`, headers: { 'accept-encoding': `${encoding}, identity` } });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toContain('accept-encoding');
      expect(decode(res.rawPayload).toString()).toBe(plain.body);
    }
  });

  it('leaves baseSalary out when no salary range is set', async () => {
    const posting = jsonLd((await get(`/careers/${contract}`)).body);
    expect(posting).toMatchObject({ employmentType: 'CONTRACTOR', title: 'Data Analyst' });
    expect(posting).not.toHaveProperty('baseSalary');
  });

  it('says a Filled job no longer takes applications, with no form and no JobPosting', async () => {
    const res = await get(`/careers/${closed}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('This job no longer takes applications.');
    expect(res.body).not.toContain('<form method="post"');
    expect(jsonLd(res.body)).toBeUndefined();
  });

  it('answers an unknown or malformed job with a 404 page', async () => {
    for (const url of ['/careers/00000000-0000-4000-8000-000000000000', '/careers/not-a-job']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('Job not found');
    }
  });
});

describe('sitemap.xml', () => {
  it('lists /careers and every Open job after the public pages, and no closed one', async () => {
    const res = await get('/sitemap.xml');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const origin = 'https://www.keel.example';
    expect(locs).toEqual([
      ...PUBLIC_PAGE_PATHS.map((p) => origin + p),
      `${origin}/careers`,
      `${origin}/careers/${contract}`,
      `${origin}/careers/${open}`,
    ]);
  });
});
