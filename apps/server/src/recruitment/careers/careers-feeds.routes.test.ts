import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apply, candidate, insertJob } from '../../test/careers';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let zurich: string;
let remote: string;
const ORIGIN = 'https://www.keel.example';
const TRICKY = 'R&D <Lead> "Ops" \u0001 ]]> O\'Brien';

const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'item' || name === 'job' });
function parse(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  return parser.parse(xml) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- parsed XML
}

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: ORIGIN } });
  zurich = await insertJob(t, {
    title: TRICKY,
    department: 'Delivery & Ops',
    location: 'Zürich',
    location_city: 'Zürich',
    location_country: 'CH',
    workplace_type: 'hybrid',
    salary_currency: 'CHF',
    salary_min: '120000',
    salary_max: '140000',
    salary_unit: 'year',
    closing_date: '2099-06-30',
    date_posted: new Date('2026-11-20T09:00:00Z'),
  });
  remote = await insertJob(t, {
    title: 'Remote Analyst',
    workplace_type: 'remote',
    remote_countries: ['DE'],
    employment_type: 'Contract',
    date_posted: new Date('2026-11-10T09:00:00Z'),
  });
  await insertJob(t, { title: 'Closed Role', status: 'Closed' });
  await insertJob(t, { title: 'Past Closing', closing_date: '2026-01-31', date_posted: new Date('2026-01-01T00:00:00Z') });
});
afterAll(() => t.close());

describe('the RSS feed of open jobs', () => {
  it('is RSS 2.0 a third-party parser reads, with open jobs only, escaped, and links that say ?source=rss', async () => {
    const res = await t.request({ method: 'GET', url: '/careers/feed.rss' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const { rss } = parse(res.body);
    expect(rss['@_version']).toBe('2.0');
    const items = rss.channel.item as Array<Record<string, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any -- parsed XML
    expect(items.map((i) => i.title)).toEqual(['R&D <Lead> "Ops"  ]]> O\'Brien', 'Remote Analyst']);
    expect(items[0]).toMatchObject({
      link: `${ORIGIN}/careers/${zurich}?source=rss`,
      category: 'Delivery & Ops',
      pubDate: 'Fri, 20 Nov 2026 09:00:00 GMT',
    });
    expect(items[0]!.guid['#text']).toBe(zurich);
    expect(items[0]!.description).toContain('<p>Build the platform.<br>Own the delivery.</p>');
  });

  it("is linked from the careers pages' head", async () => {
    const html = (await t.request({ method: 'GET', url: '/careers' })).body;
    expect(html).toContain('<link rel="alternate" type="application/rss+xml" title="Jobs at Keel Consulting" href="/careers/feed.rss">');
  });
});

describe('the Indeed XML feed', () => {
  it('lists open jobs with reference, apply link ?source=indeed, place, salary, type and expiry from the structured facts', async () => {
    const res = await t.request({ method: 'GET', url: '/careers/feed/indeed.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const { source } = parse(res.body);
    expect(source.publisher).toBe('Keel Consulting');
    const jobs = source.job as Array<Record<string, unknown>>;
    expect(jobs).toHaveLength(2);
    expect(jobs[0]).toMatchObject({
      title: 'R&D <Lead> "Ops"  ]]> O\'Brien',
      referencenumber: zurich,
      url: `${ORIGIN}/careers/${zurich}?source=indeed`,
      company: 'Keel Consulting',
      city: 'Zürich',
      country: 'CH',
      salary: 'CHF 120,000 - 140,000 per year',
      jobtype: 'fulltime',
      remotetype: 'Hybrid remote',
      expirationdate: '2099-06-30',
    });
    expect(jobs[1]).toMatchObject({ referencenumber: remote, country: 'DE', remotetype: 'Fully remote', jobtype: 'contract' });
    // Nothing known, nothing said: the free-text '$140k–$170k' is not a salary here.
    expect(jobs[1]).not.toHaveProperty('salary');
    expect(jobs[1]).not.toHaveProperty('city');
  });
});

describe('where an application came from', () => {
  it('carries ?source= from the job page to the application, normalised, and records it', async () => {
    const page = await t.request({ method: 'GET', url: `/careers/${zurich}?source=Indeed` });
    expect(page.body).toContain('<input type="hidden" name="source" value="indeed">');
    const odd = await t.request({ method: 'GET', url: `/careers/${zurich}?source=%3Cscript%3E%20Big%20Board!!` });
    expect(odd.body).toContain('<input type="hidden" name="source" value="script-big-board">');

    for (const [source, email, expected] of [
      ['indeed', 'feed@example.com', { source: 'Job Board', source_channel: 'indeed' }],
      ['<b>News Letter</b>', 'letter@example.com', { source: 'Company Website', source_channel: 'b-news-letter-b' }],
      ['', 'plain@example.com', { source: 'Company Website', source_channel: null }],
    ] as const) {
      const res = await apply(t, zurich, candidate({ email, source }));
      expect(res.statusCode, res.body).toBe(200);
      const row = await t.database.db
        .selectFrom('applications')
        .innerJoin('applicants', 'applicants.applicant_id', 'applications.applicant_id')
        .select(['applications.source', 'applications.source_channel'])
        .where('applicants.email', '=', email)
        .executeTakeFirstOrThrow();
      expect(row).toEqual(expected);
    }
  });
});
