import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@keel/shared/roles';
import { createTestApp, type TestApp } from '../../test/test-app';
import { auditEntries, signInEveryRole, type SignedIn } from '../../test/roles';

let t: TestApp;
let as: SignedIn;
let globex: string;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp();
  as = await signInEveryRole(t);
  const rows = await t.database.db
    .insertInto('companies')
    .values([
      { name: 'Globex', sector: 'Technology', city: 'Springfield', phone: '555-2', website: 'globex.example', tags: ['cloud'] },
      { name: 'acme', sector: 'Retail', city: 'Austin', phone: '555-1' },
      { name: 'Initech', city: 'Boston', description: 'TPS reports' },
    ])
    .returning(['id', 'name'])
    .execute();
  globex = rows.find((r) => r.name === 'Globex')!.id;
});
afterAll(() => t.close());

const valid = {
  name: '  Hooli ',
  sector: '__NONE__',
  website: 'hooli.example',
  email: 'HI@hooli.example',
  number_of_employees: '250',
  annual_revenue: 1250000.5,
  tags: ['ai', ' search ', ''],
};

async function list(query: string) {
  const res = await t.request({ method: 'GET', url: `/api/companies?${query}`, cookie: as.user.cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const names = (page: { items: { name: string }[] }) => page.items.map((c) => c.name);

describe('who may use /api/companies (docs/product/roles-and-permissions.md#who-may-do-what: any signed-in user)', () => {
  it('refuses every route without a session, and changes nothing', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/companies'],
      ['GET', `/api/companies/${globex}`],
      ['POST', '/api/companies', valid],
      ['PUT', `/api/companies/${globex}`, valid],
      ['DELETE', `/api/companies/${globex}`],
    ] as const) {
      expect((await t.request({ method, url, payload })).statusCode, `${method} ${url}`).toBe(401);
    }
    const row = await t.database.db.selectFrom('companies').select('name').where('id', '=', globex).executeTakeFirst();
    expect(row?.name).toBe('Globex');
  });

  it.each(ROLES)('lets a %s list companies', async (role) => {
    const res = await t.request({ method: 'GET', url: '/api/companies', cookie: as[role].cookie });
    expect(res.statusCode).toBe(200);
  });
});

describe('GET /api/companies', () => {
  it('lists by name (case-insensitive) with the list columns', async () => {
    const page = await list('');
    expect(names(page)).toEqual(['acme', 'Globex', 'Initech']);
    expect(page.items[1]).toEqual({
      id: globex,
      name: 'Globex',
      sector: 'Technology',
      phone: '555-2',
      city: 'Springfield',
      website: 'globex.example',
    });
  });

  it.each([
    ['sector', 'asc', ['acme', 'Globex', 'Initech']],
    ['city', 'desc', ['Globex', 'Initech', 'acme']],
    ['phone', 'asc', ['acme', 'Globex', 'Initech']],
    // Companies without a website come last.
    ['website', 'asc', ['Globex']],
    ['name', 'desc', ['Initech', 'Globex', 'acme']],
  ])('sorts by %s %s', async (sort, dir, expected) => {
    expect(names(await list(`sort=${sort}&dir=${dir}`)).slice(0, expected.length)).toEqual(expected);
  });

  it('searches every field', async () => {
    expect(names(await list('q=tps REP'))).toEqual(['Initech']);
    expect(names(await list('q=CLOUD'))).toEqual(['Globex']);
    expect((await list('q=zzz-none')).total).toBe(0);
  });
});

describe('GET /api/companies/:id', () => {
  it("returns the company with read-only timestamps; 404 'Company not found.' otherwise", async () => {
    const res = await t.request({ method: 'GET', url: `/api/companies/${globex}`, cookie: as.user.cookie });
    expect(res.json()).toMatchObject({ id: globex, name: 'Globex', country: 'USA', tags: ['cloud'], annual_revenue: null });
    expect(Date.parse(res.json().created_at)).not.toBeNaN();
    for (const id of [UNKNOWN, 'nope']) {
      const missing = await t.request({ method: 'GET', url: `/api/companies/${id}`, cookie: as.user.cookie });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Company not found.');
    }
  });
});

describe('POST /api/companies', () => {
  it("refuses a missing name with 'Company name is required.' and bad field types; nothing is created", async () => {
    const before = (await list('')).total;
    const noName = await t.request({ method: 'POST', url: '/api/companies', cookie: as.user.cookie, payload: { ...valid, name: '   ' } });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().fields.name).toBe('Company name is required.');
    const bad = await t.request({
      method: 'POST',
      url: '/api/companies',
      cookie: as.user.cookie,
      payload: {
        ...valid,
        website: 'javascript:alert(1)',
        email: 'nope',
        number_of_employees: '12.5',
        annual_revenue: '-3',
        sector: 'Aerospace',
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['annual_revenue', 'email', 'number_of_employees', 'sector', 'website']);
    expect((await list('')).total).toBe(before);
  });

  it('creates with trimmed tags, the none sector as null, and a COMPANY_CREATED entry', async () => {
    const res = await t.request({ method: 'POST', url: '/api/companies', cookie: as.sales_rep.cookie, payload: valid });
    expect(res.statusCode, res.body).toBe(201);
    const company = res.json();
    expect(company).toMatchObject({
      name: 'Hooli',
      sector: null,
      email: 'hi@hooli.example',
      number_of_employees: 250,
      annual_revenue: 1250000.5,
      tags: ['ai', 'search'],
    });
    const [entry] = await auditEntries(t, 'COMPANY_CREATED');
    expect(entry).toMatchObject({ entity_id: company.id, user_id: as.sales_rep.user.id, details: { name: 'Hooli' } });
  });
});

describe('POST /api/companies with only a name', () => {
  it('fills every other field with its default', async () => {
    const res = await t.request({ method: 'POST', url: '/api/companies', cookie: as.user.cookie, payload: { name: 'Minimal Co' } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Minimal Co',
      sector: null,
      website: null,
      tags: [],
      country: 'USA',
      number_of_employees: null,
    });
  });
});

describe('PUT /api/companies/:id', () => {
  it('saves and records the changes; the none sector clears it', async () => {
    const res = await t.request({
      method: 'PUT',
      url: `/api/companies/${globex}`,
      cookie: as.user.cookie,
      payload: { name: 'Globex Corp', sector: '__NONE__', tags: ['cloud'], website: 'globex.example', version: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Globex Corp', sector: null, city: null });
    const [entry] = await auditEntries(t, 'COMPANY_UPDATED');
    expect(entry.details.changes).toMatchObject({ name: { from: 'Globex', to: 'Globex Corp' }, sector: { from: 'Technology', to: null } });
    expect(entry.details.changes).not.toHaveProperty('tags');
  });

  it('answers 404 for an unknown company and 400 for a bad body', async () => {
    expect(
      (await t.request({ method: 'PUT', url: `/api/companies/${UNKNOWN}`, cookie: as.user.cookie, payload: { ...valid, version: 1 } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'PUT', url: `/api/companies/${globex}`, cookie: as.user.cookie, payload: { name: '', version: 1 } }))
        .statusCode,
    ).toBe(400);
  });
});

describe('DELETE /api/companies/:id', () => {
  it('deletes the company; its contacts stay, without a company', async () => {
    const db = t.database.db;
    const { id } = await db.insertInto('companies').values({ name: 'Vandelay' }).returning('id').executeTakeFirstOrThrow();
    const contact = await db
      .insertInto('contacts')
      .values({ email: 'art@vandelay.example', company_id: id })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await t.request({ method: 'DELETE', url: `/api/companies/${id}`, cookie: as.user.cookie })).statusCode).toBe(204);
    expect(await db.selectFrom('contacts').select(['company_id', 'company_name']).where('id', '=', contact.id).executeTakeFirst()).toEqual({
      company_id: null,
      company_name: null,
    });
    const [entry] = await auditEntries(t, 'COMPANY_DELETED');
    expect(entry).toMatchObject({ entity_id: id, details: { name: 'Vandelay' } });
    expect((await t.request({ method: 'DELETE', url: `/api/companies/${id}`, cookie: as.user.cookie })).statusCode).toBe(404);
  });
});
