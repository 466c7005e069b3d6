import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE } from '@keel/shared/lists';
import { createTestApp, type TestApp } from '../test/test-app';
import { signInEveryRole, type SignedIn } from '../test/roles';

/** Filters, blank-last sorting and page-size bounds of the four server-side lists (decision 0022). */
let t: TestApp;
let as: SignedIn;
let acme: string;
let job: string;

beforeAll(async () => {
  t = await createTestApp();
  as = await signInEveryRole(t);
  const db = t.database.db;
  acme = (
    await db
      .insertInto('companies')
      .values({ name: 'Acme', sector: 'Technology', city: 'Austin', tags: ['vip'] })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await db
    .insertInto('companies')
    .values([
      { name: 'Bolt', sector: 'Finance', city: null },
      { name: 'Cog', sector: null, city: 'Boston', tags: ['vip', 'old'] },
    ])
    .execute();
  await db
    .insertInto('contacts')
    .values([
      {
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@x.example',
        phone: '555-1',
        company_id: acme,
        assigned_sales_rep_id: as.sales_rep.user.id,
        last_contact_date: '2026-11-01',
        tags: ['vip'],
        city: 'London',
      },
      { first_name: 'Alan', last_name: 'Turing', email: 'alan@x.example', phone: null, is_inquiry: true, last_contact_date: null },
      {
        first_name: 'Grace',
        last_name: 'Hopper',
        email: 'grace@x.example',
        phone: '555-3',
        assigned_sales_rep_id: as.admin.user.id,
        last_contact_date: '2026-10-01',
        tags: ['cobol'],
      },
    ])
    .execute();
  job = (
    await db
      .insertInto('jobs')
      .values({
        title: 'Engineer',
        description: 'd',
        requirements: 'r',
        department: 'R&D',
        status: 'Open',
        employment_type: 'Full-time',
        recruiter_id: as.recruiter.user.id,
        tags: ['remote'],
        date_posted: new Date('2026-11-10T12:00:00Z'),
      })
      .returning('job_id')
      .executeTakeFirstOrThrow()
  ).job_id;
  await db
    .insertInto('jobs')
    .values([
      {
        title: 'Designer',
        description: 'd',
        requirements: 'r',
        department: null,
        status: 'Closed',
        employment_type: 'Contract',
        date_posted: new Date('2026-09-01T12:00:00Z'),
      },
      { title: 'Analyst', description: 'd', requirements: 'r', department: 'Finance', status: 'On Hold' },
    ])
    .execute();
  await db
    .insertInto('applicants')
    .values([
      {
        first_name: 'Ann',
        last_name: 'Able',
        email: 'ann@x.example',
        phone: '1',
        status: 'Screening',
        source: 'Referral',
        job_id: job,
        tags: ['java'],
        date_added: new Date('2026-11-02T12:00:00Z'),
      },
      { first_name: 'Bob', last_name: 'Baker', email: 'bob@x.example', phone: null, status: 'New', source: 'LinkedIn' },
      { first_name: 'Cy', last_name: 'Cole', email: 'cy@x.example', phone: '2', status: 'Hired', source: null },
    ])
    .execute();
});
afterAll(() => t.close());

async function list(path: string, query: string, cookie = as.admin.cookie) {
  const res = await t.request({ method: 'GET', url: `/api/${path}?${query}`, cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as Record<string, unknown>[];
}
const col = (items: Record<string, unknown>[], key: string) => items.map((i) => i[key]);
const f = (...filters: string[]) => filters.map((x) => `filter=${encodeURIComponent(x)}`).join('&');

describe('filters by field type', () => {
  it('filters contacts by enum, reference, tags, date range, text and blank', async () => {
    expect(col(await list('contacts', f('status:eq:Inquiry')), 'last_name')).toEqual(['Turing']);
    expect(col(await list('contacts', f(`salesRep:eq:${as.sales_rep.user.id}`)), 'last_name')).toEqual(['Lovelace']);
    expect(col(await list('contacts', f(`company:eq:${acme}`)), 'last_name')).toEqual(['Lovelace']);
    expect(col(await list('contacts', f('tags:has:cobol')), 'last_name')).toEqual(['Hopper']);
    expect(col(await list('contacts', f('lastContact:gte:2026-10-01', 'lastContact:lte:2026-10-31')), 'last_name')).toEqual(['Hopper']);
    expect(col(await list('contacts', f('lastContact:eq:2026-11-01')), 'last_name')).toEqual(['Lovelace']);
    expect(col(await list('contacts', f('city:contains:LOND')), 'last_name')).toEqual(['Lovelace']);
    expect(col(await list('contacts', f('salesRep:blank')), 'last_name')).toEqual(['Turing']);
    expect(col(await list('contacts', f('tags:blank')), 'last_name')).toEqual(['Turing']);
    // Filters combine with each other and with the search.
    expect(col(await list('contacts', `q=grace&${f('status:eq:Active')}`), 'last_name')).toEqual(['Hopper']);
    expect(col(await list('contacts', `q=grace&${f('status:eq:Inquiry')}`), 'last_name')).toEqual([]);
  });

  it('filters companies, jobs and applicants', async () => {
    expect(col(await list('companies', f('sector:eq:Finance')), 'name')).toEqual(['Bolt']);
    expect(col(await list('companies', f('sector:blank')), 'name')).toEqual(['Cog']);
    expect(col(await list('companies', f('city:eq:austin')), 'name')).toEqual(['Acme']);
    expect(col(await list('companies', f('tags:has:vip')), 'name')).toEqual(['Acme', 'Cog']);
    expect(col(await list('jobs', f('status:eq:Closed')), 'title')).toEqual(['Designer']);
    expect(col(await list('jobs', f('employmentType:eq:Full-time')), 'title')).toEqual(['Engineer']);
    expect(col(await list('jobs', f(`recruiter:eq:${as.recruiter.user.id}`)), 'title')).toEqual(['Engineer']);
    expect(col(await list('jobs', f('datePosted:lte:2026-10-01')), 'title')).toEqual(['Designer']);
    expect(col(await list('jobs', f('department:notblank', 'tags:has:remote')), 'title')).toEqual(['Engineer']);
    expect(col(await list('applicants', f('status:eq:Hired')), 'last_name')).toEqual(['Cole']);
    expect(col(await list('applicants', f('source:blank')), 'last_name')).toEqual(['Cole']);
    expect(col(await list('applicants', f(`job:eq:${job}`)), 'last_name')).toEqual(['Able']);
    expect(col(await list('applicants', f('dateAdded:eq:2026-11-02')), 'last_name')).toEqual(['Able']);
  });

  it.each([
    ['contacts', 'nope:eq:1', 'Unknown filter field'],
    ['contacts', 'status:contains:Act', "no operator 'contains'"],
    ['contacts', 'status:eq:Sleeping', 'must be one of'],
    ['companies', 'created:gte:yesterday', 'needs a date'],
    ['jobs', 'recruiter:eq:bob', 'needs a record id'],
    ['applicants', 'status:eq:', 'needs a value'],
    ['applicants', '__proto__:eq:x', 'Unknown filter field'],
  ])('refuses %s filter %s with 400', async (path, filter, message) => {
    const res = await t.request({ method: 'GET', url: `/api/${path}?${f(filter)}`, cookie: as.admin.cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });
});

describe('blank values sort last in both directions', () => {
  it.each([
    ['contacts', 'phone', 'last_name', 'Turing'],
    ['contacts', 'lastContact', 'last_name', 'Turing'],
    ['contacts', 'salesRep', 'last_name', 'Turing'],
    ['companies', 'sector', 'name', 'Cog'],
    ['companies', 'city', 'name', 'Bolt'],
    ['jobs', 'department', 'title', 'Designer'],
    ['applicants', 'phone', 'last_name', 'Baker'],
  ])('%s sorted by %s', async (path, sort, key, blank) => {
    for (const dir of ['asc', 'desc']) {
      const names = col(await list(path, `sort=${sort}&dir=${dir}`), key);
      expect(names.at(-1), `${dir}: ${names.join(', ')}`).toBe(blank);
      // The same holds when the page comes from a search or filter (matches sorted on their own).
      const filtered = col(await list(path, `sort=${sort}&dir=${dir}&q=${encodeURIComponent('.')}`), key);
      if (filtered.length > 1) expect(filtered.at(-1)).toBe(blank);
    }
  });
});

describe('page size', () => {
  it(`accepts 1 to ${MAX_PAGE_SIZE} rows a page and refuses others`, async () => {
    expect(await list('contacts', 'pageSize=1')).toHaveLength(1);
    expect(await list('contacts', `pageSize=${MAX_PAGE_SIZE}`)).toHaveLength(3);
    for (const size of [0, MAX_PAGE_SIZE + 1, 'x']) {
      const res = await t.request({ method: 'GET', url: `/api/jobs?pageSize=${size}`, cookie: as.admin.cookie });
      expect(res.statusCode, String(size)).toBe(400);
    }
  });
});
