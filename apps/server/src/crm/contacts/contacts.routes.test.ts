import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@keel/shared/roles';
import { createTestApp, type TestApp } from '../../test/test-app';
import { auditEntries, signInEveryRole, type SignedIn } from '../../test/roles';

let t: TestApp;
let as: SignedIn;
let acmeId: string;
let ada: string;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp();
  as = await signInEveryRole(t);
  const db = t.database.db;
  acmeId = (await db.insertInto('companies').values({ name: 'Acme Rockets' }).returning('id').executeTakeFirstOrThrow()).id;
  const rows = await db
    .insertInto('contacts')
    .values([
      {
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@engine.example',
        phone: '555-0003',
        company_id: acmeId,
        assigned_sales_rep_id: as.sales_rep.user.id,
        last_contact_date: '2026-11-01',
      },
      { first_name: 'Alan', last_name: 'Turing', email: 'alan@bletchley.example', phone: '555-0001', is_inquiry: true },
      {
        first_name: 'Grace',
        last_name: 'hopper',
        email: 'grace@navy.example',
        phone: '555-0002',
        assigned_sales_rep_id: as.admin.user.id,
        last_contact_date: '2026-10-01',
        tags: ['cobol'],
      },
    ])
    .returning(['id', 'email'])
    .execute();
  ada = rows.find((r) => r.email === 'ada@engine.example')!.id;
});
afterAll(() => t.close());

const valid = { first_name: 'Katherine', last_name: 'Johnson', email: 'KJ@NASA.example', tags: ['orbit', ' ', 'orbit'] };

async function list(query: string, cookie = as.user.cookie) {
  const res = await t.request({ method: 'GET', url: `/api/contacts?${query}`, cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const emails = (page: { items: { email: string }[] }) => page.items.map((c) => c.email);

describe('who may use /api/contacts (docs/product/roles-and-permissions.md#who-may-do-what: any signed-in user)', () => {
  it('refuses every route without a session, and changes nothing', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/contacts'],
      ['GET', `/api/contacts/${ada}`],
      ['POST', '/api/contacts', valid],
      ['PUT', `/api/contacts/${ada}`, valid],
      ['DELETE', `/api/contacts/${ada}`],
      // The session is checked before the body: no schema hints for strangers.
      ['PUT', `/api/contacts/${ada}`, { first_name: '' }],
    ] as const) {
      const res = await t.request({ method, url, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    const row = await t.database.db.selectFrom('contacts').select('first_name').where('id', '=', ada).executeTakeFirst();
    expect(row?.first_name).toBe('Ada');
    expect(await t.database.db.selectFrom('contacts').select('id').where('email', '=', 'kj@nasa.example').execute()).toEqual([]);
  });

  it.each(ROLES)('lets a %s list contacts', async (role) => {
    expect((await list('', as[role].cookie)).total).toBeGreaterThanOrEqual(3);
  });
});

describe('GET /api/contacts', () => {
  it('lists with company, status and sales rep, sorted by last name by default', async () => {
    const page = await list('');
    expect(emails(page).slice(0, 3)).toEqual(['grace@navy.example', 'ada@engine.example', 'alan@bletchley.example']);
    const adaRow = page.items.find((c: { id: string }) => c.id === ada);
    expect(adaRow).toMatchObject({
      company_name: 'Acme Rockets',
      status: 'Active',
      sales_rep_name: 'Test sales_rep',
      last_contact_date: '2026-11-01',
    });
    expect(page.items.find((c: { email: string }) => c.email === 'alan@bletchley.example').status).toBe('Inquiry');
    expect(page).toMatchObject({ total: 3, totalCapped: false, page: 1 });
  });

  it.each([
    ['email', 'asc', ['ada@engine.example', 'alan@bletchley.example', 'grace@navy.example']],
    ['phone', 'asc', ['alan@bletchley.example', 'grace@navy.example', 'ada@engine.example']],
    ['status', 'desc', ['alan@bletchley.example']],
    // 'Test admin' before 'Test sales_rep'; no rep last.
    ['salesRep', 'asc', ['grace@navy.example', 'ada@engine.example', 'alan@bletchley.example']],
    // Blank values last in either direction (decision 0022).
    ['lastContact', 'desc', ['ada@engine.example', 'grace@navy.example', 'alan@bletchley.example']],
  ])('sorts by %s %s', async (sort, dir, expected) => {
    const page = await list(`sort=${sort}&dir=${dir}`);
    expect(emails(page).slice(0, expected.length)).toEqual(expected);
  });

  it("searches every field, the company's name and the rep's name, case-insensitively", async () => {
    expect(emails(await list('q=BLETCH'))).toEqual(['alan@bletchley.example']);
    expect(emails(await list('q=acme rock'))).toEqual(['ada@engine.example']);
    expect(emails(await list('q=COBOL'))).toEqual(['grace@navy.example']);
    expect(emails(await list('q=test%20sales_rep'))).toEqual(['ada@engine.example']);
    expect(await list('q=nobody-here')).toMatchObject({ items: [], total: 0 });
  });

  it('pages', async () => {
    const second = await list('pageSize=2&page=2');
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.items).toHaveLength(1);
  });

  it('refuses unknown sorts and oversized pages', async () => {
    expect((await t.request({ method: 'GET', url: '/api/contacts?sort=password', cookie: as.user.cookie })).statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: '/api/contacts?pageSize=5000', cookie: as.user.cookie })).statusCode).toBe(400);
  });
});

describe('GET /api/contacts/:id', () => {
  it('returns every field with the company and rep names', async () => {
    const res = await t.request({ method: 'GET', url: `/api/contacts/${ada}`, cookie: as.user.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: ada,
      first_name: 'Ada',
      country: 'USA',
      company_id: acmeId,
      company_name: 'Acme Rockets',
      tags: [],
    });
    expect(res.json()).not.toHaveProperty('search_text');
  });

  it.each([UNKNOWN, 'not-an-id'])("answers 404 'Contact not found.' for %s", async (id) => {
    const res = await t.request({ method: 'GET', url: `/api/contacts/${id}`, cookie: as.user.cookie });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Contact not found.' });
  });
});

describe('POST /api/contacts', () => {
  it('creates a contact with its author and a CONTACT_CREATED entry', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/contacts',
      cookie: as.sales_rep.cookie,
      payload: { ...valid, company_id: acmeId, phone: '  ' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      email: 'kj@nasa.example',
      tags: ['orbit'],
      phone: null,
      company_name: 'Acme Rockets',
      created_by: 'Test sales_rep',
      country: 'USA',
    });
    const [entry] = await auditEntries(t, 'CONTACT_CREATED');
    expect(entry).toMatchObject({ entity_id: created.id, user_id: as.sales_rep.user.id, user_name: 'Test sales_rep' });
    expect(entry.details).toMatchObject({ name: 'Katherine Johnson' });
  });
});

describe('PUT /api/contacts/:id', () => {
  it('refuses a missing first name, last name or primary e-mail with the field message, and changes nothing', async () => {
    for (const [field, message] of [
      ['first_name', 'First Name is required.'],
      ['last_name', 'Last Name is required.'],
      ['email', 'Primary Email is required.'],
    ]) {
      const res = await t.request({
        method: 'PUT',
        url: `/api/contacts/${ada}`,
        cookie: as.user.cookie,
        payload: { ...valid, version: 1, [field]: ' ' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields[field]).toBe(message);
    }
    const bad = await t.request({
      method: 'PUT',
      url: `/api/contacts/${ada}`,
      cookie: as.user.cookie,
      payload: { ...valid, version: 1, work_email: 'not-mail', birthday: '2026-02-30' },
    });
    expect(bad.json().fields).toMatchObject({ work_email: 'Please enter a valid e-mail address.', birthday: 'Please enter a valid date.' });
    const gone = await t.request({
      method: 'PUT',
      url: `/api/contacts/${ada}`,
      cookie: as.user.cookie,
      payload: { ...valid, version: 1, company_id: UNKNOWN },
    });
    expect(gone.statusCode).toBe(400);
    expect(gone.json().fields.company_id).toBe('This company no longer exists.');
    const row = await t.database.db.selectFrom('contacts').select(['first_name', 'company_id']).where('id', '=', ada).executeTakeFirst();
    expect(row).toEqual({ first_name: 'Ada', company_id: acmeId });
    expect(await auditEntries(t, 'CONTACT_UPDATED')).toEqual([]);
  });

  it('saves every field and records who changed what', async () => {
    const res = await t.request({
      method: 'PUT',
      url: `/api/contacts/${ada}`,
      cookie: as.recruiter.cookie,
      payload: {
        ...valid,
        version: 1,
        first_name: 'Augusta Ada',
        company_id: '',
        assigned_sales_rep_id: as.admin.user.id,
        birthday: '1815-12-10',
        city: 'London',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      first_name: 'Augusta Ada',
      company_id: null,
      company_name: null,
      sales_rep_name: 'Test admin',
      birthday: '1815-12-10',
      last_modified_by: 'Test recruiter',
    });
    const [entry] = await auditEntries(t, 'CONTACT_UPDATED');
    expect(entry).toMatchObject({ entity_id: ada, user_id: as.recruiter.user.id });
    expect(entry.details.changes).toMatchObject({ first_name: { from: 'Ada', to: 'Augusta Ada' }, city: { from: null, to: 'London' } });
  });

  it('answers 404 for an unknown contact', async () => {
    const res = await t.request({
      method: 'PUT',
      url: `/api/contacts/${UNKNOWN}`,
      cookie: as.user.cookie,
      payload: { ...valid, version: 1 },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('DELETE /api/contacts/:id', () => {
  it('deletes once, with a CONTACT_DELETED entry; then 404', async () => {
    const { id } = await t.database.db
      .insertInto('contacts')
      .values({ first_name: 'Del', last_name: 'Me', email: 'del@example.test' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await t.request({ method: 'DELETE', url: `/api/contacts/${id}`, cookie: as.user.cookie });
    expect(res.statusCode).toBe(204);
    expect(await t.database.db.selectFrom('contacts').select('id').where('id', '=', id).execute()).toEqual([]);
    const [entry] = await auditEntries(t, 'CONTACT_DELETED');
    expect(entry).toMatchObject({ entity_id: id, user_id: as.user.user.id });
    expect(entry.details).toMatchObject({ name: 'Del Me', email: 'del@example.test' });
    expect((await t.request({ method: 'DELETE', url: `/api/contacts/${id}`, cookie: as.user.cookie })).statusCode).toBe(404);
  });
});
