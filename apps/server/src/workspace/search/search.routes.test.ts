import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_HITS_PER_KIND, type SearchResponse } from '@keel/shared/search';
import { type SignedIn, signInEveryRole } from '../../test/roles';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let as: SignedIn;

/** One record of every kind whose name, e-mail, company or phone carries a unique marker. */
async function seed() {
  const { db } = t.database;
  const company = await db
    .insertInto('companies')
    .values({ name: 'Zephyrine Logistics', email: 'office@zephyrine.example', phone: '+1 555 0100', city: 'Austin' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('contacts')
    .values({ first_name: 'Quilla', last_name: 'Marsh', email: 'quilla@zephyrine.example', phone: '+1 555 0199', company_id: company.id })
    .execute();
  const stage = await db.selectFrom('pipeline_stages').select('id').orderBy('position').executeTakeFirstOrThrow();
  await db
    .insertInto('deals')
    .values({ stage_id: stage.id, name: 'Warehouse rollout', company: 'Zephyrine Logistics', email: 'buyer@orvalle.example' })
    .execute();
  await db
    .insertInto('jobs')
    .values({ title: 'Zephyrine Platform Engineer', description: 'Build it.', requirements: 'TypeScript' })
    .execute();
  await db
    .insertInto('applicants')
    .values({ first_name: 'Ondrej', last_name: 'Zephyrine', email: 'ondrej@mail.example', phone: '+420 555 0142' })
    .execute();
}

async function search(q: string, cookie?: string) {
  return t.request({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}`, cookie });
}

async function found(q: string, cookie: string): Promise<Record<string, string[]>> {
  const res = await search(q, cookie);
  expect(res.statusCode, res.body).toBe(200);
  const body: SearchResponse = res.json();
  return Object.fromEntries(body.groups.map((group) => [group.kind, group.hits.map((hit) => hit.title)]));
}

beforeAll(async () => {
  t = await createTestApp();
  as = await signInEveryRole(t);
  await seed();
});
afterAll(() => t.close());

describe('GET /api/search: who may find what', () => {
  it('refuses a caller without a session (401), also with a bad term', async () => {
    expect((await search('zephyrine')).statusCode).toBe(401);
    expect((await search('')).statusCode).toBe(401);
  });

  it('gives recruiters and admins every kind, grouped in a fixed order', async () => {
    for (const role of ['recruiter', 'admin'] as const) {
      expect(await found('zephyrine', as[role].cookie)).toEqual({
        contact: ['Quilla Marsh'],
        company: ['Zephyrine Logistics'],
        deal: ['Warehouse rollout'],
        job: ['Zephyrine Platform Engineer'],
        applicant: ['Ondrej Zephyrine'],
      });
    }
  });

  it('gives users and sales reps no jobs or applicants at all', async () => {
    for (const role of ['user', 'sales_rep'] as const) {
      expect(await found('zephyrine', as[role].cookie)).toEqual({
        contact: ['Quilla Marsh'],
        company: ['Zephyrine Logistics'],
        deal: ['Warehouse rollout'],
      });
      expect(await found('Ondrej', as[role].cookie)).toEqual({ contact: [], company: [], deal: [] });
    }
  });
});

describe('GET /api/search: what it finds', () => {
  it('finds by name, e-mail, company and phone, case-insensitively, with a detail line', async () => {
    const cookie = as.admin.cookie;
    expect((await found('quilla marsh', cookie)).contact).toEqual(['Quilla Marsh']);
    expect((await found('QUILLA@ZEPHYRINE', cookie)).contact).toEqual(['Quilla Marsh']);
    expect((await found('555 0199', cookie)).contact).toEqual(['Quilla Marsh']);
    expect((await found('orvalle', cookie)).deal).toEqual(['Warehouse rollout']);
    expect((await found('+420 555', cookie)).applicant).toEqual(['Ondrej Zephyrine']);
    const body: SearchResponse = (await search('quilla', cookie)).json();
    expect(body.groups.find((g) => g.kind === 'contact')?.hits[0]).toMatchObject({
      title: 'Quilla Marsh',
      detail: 'quilla@zephyrine.example · Zephyrine Logistics · +1 555 0199',
    });
  });

  it('treats % and _ literally', async () => {
    await t.database.db.insertInto('companies').values({ name: 'Save 50%_now Ltd' }).execute();
    expect(await found('0%_', as.admin.cookie)).toEqual({ contact: [], company: ['Save 50%_now Ltd'], deal: [], job: [], applicant: [] });
    expect((await found('0_n', as.admin.cookie)).company).toEqual([]);
  });

  it(`shows at most ${SEARCH_HITS_PER_KIND} per kind, those whose title starts with the term first`, async () => {
    const { db } = t.database;
    await db
      .insertInto('companies')
      .values(Array.from({ length: 8 }, (_, i) => ({ name: `Acme Kestrelwood ${i}` })))
      .execute();
    await db.insertInto('companies').values({ name: 'Kestrelwood Holdings' }).execute();
    const companies = (await found('kestrelwood', as.user.cookie)).company ?? [];
    expect(companies).toHaveLength(SEARCH_HITS_PER_KIND);
    expect(companies[0]).toBe('Kestrelwood Holdings');
  });
});

describe('GET /api/search: bad input', () => {
  it.each([
    ['no term', '/api/search'],
    ['a term too short', '/api/search?q=ab'],
    ['a short term padded with spaces', '/api/search?q=%20ab%20'],
    ['only spaces', '/api/search?q=%20%20%20'],
    ['a term too long', `/api/search?q=${'x'.repeat(101)}`],
  ])('answers 400 with a message for %s', async (_name, url) => {
    const res = await t.request({ method: 'GET', url, cookie: as.user.cookie });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});
