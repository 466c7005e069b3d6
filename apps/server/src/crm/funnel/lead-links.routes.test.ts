import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_COMPANY_GONE, LEAD_CONTACT_GONE, type Lead } from '@keel/shared/funnel-lead';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let cookie: string;
let acme: string;
let ada: string;
let bob: string;
const missing = '00000000-0000-4000-8000-000000000000';
beforeAll(async () => {
  t = await createTestApp();
  cookie = (await t.userWithRole('sales_rep')).cookie;
  const db = t.database.db;
  acme = (await db.insertInto('companies').values({ name: 'Acme Picked' }).returning('id').executeTakeFirstOrThrow()).id;
  const contacts = await db
    .insertInto('contacts')
    .values([
      { first_name: 'Ada', last_name: 'Picked', email: 'ada@picked.example' },
      { first_name: 'Bob', last_name: 'Second', email: 'bob@picked.example' },
    ])
    .returning('id')
    .execute();
  [ada, bob] = contacts.map((c) => c.id);
});
afterAll(() => t.close());

describe('a funnel lead linked to company and contact records', () => {
  it("takes the picked company's and first contact's names, and lists the contacts", async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/funnel/leads',
      cookie,
      payload: { name: 'Linked lead', company: 'typed text', firstName: 'x', companyId: acme, contactIds: [bob, ada] },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Lead>()).toMatchObject({
      company: 'Acme Picked',
      companyId: acme,
      firstName: 'Bob',
      lastName: 'Second',
      contactIds: [bob, ada],
      contacts: [
        { id: bob, name: 'Bob Second' },
        { id: ada, name: 'Ada Picked' },
      ],
    });
    const lead = res.json<Lead>();
    // An edit that leaves the links out keeps them; the record pages list the lead.
    const put = await t.request({
      method: 'PUT',
      url: `/api/funnel/leads/${lead.id}`,
      cookie,
      payload: { name: 'Linked lead renamed', version: lead.version },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json<Lead>()).toMatchObject({ companyId: acme, contactIds: [bob, ada], company: 'Acme Picked' });
    expect((await t.request({ method: 'GET', url: `/api/contacts/${ada}/leads`, cookie })).json().items).toMatchObject([
      { name: 'Linked lead renamed' },
    ]);
    expect((await t.request({ method: 'GET', url: `/api/companies/${acme}/related`, cookie })).json().leads.items).toMatchObject([
      { name: 'Linked lead renamed' },
    ]);
    // Unlinking: null company, no contacts.
    const unlinked = await t.request({
      method: 'PUT',
      url: `/api/funnel/leads/${lead.id}`,
      cookie,
      payload: { name: 'Linked lead renamed', companyId: null, contactIds: [], version: put.json<Lead>().version },
    });
    expect(unlinked.json<Lead>()).toMatchObject({ companyId: null, contactIds: [], contacts: [] });
  });

  it('refuses a company or contact that does not exist with a 400 on its field, and changes nothing', async () => {
    const created = await t.request({ method: 'POST', url: '/api/funnel/leads', cookie, payload: { name: 'Kept lead' } });
    const lead = created.json<Lead>();
    const count = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('deals')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();

    const badCompany = await t.request({
      method: 'POST',
      url: '/api/funnel/leads',
      cookie,
      payload: { name: 'Ghost', companyId: missing },
    });
    expect(badCompany.statusCode).toBe(400);
    expect(badCompany.json()).toMatchObject({ message: LEAD_COMPANY_GONE, fields: { companyId: LEAD_COMPANY_GONE } });
    const badContact = await t.request({
      method: 'PUT',
      url: `/api/funnel/leads/${lead.id}`,
      cookie,
      payload: { name: 'Kept lead', contactIds: [ada, missing], version: lead.version },
    });
    expect(badContact.statusCode).toBe(400);
    expect(badContact.json()).toMatchObject({ message: LEAD_CONTACT_GONE, fields: { contactIds: LEAD_CONTACT_GONE } });
    expect(
      (await t.request({ method: 'POST', url: '/api/funnel/leads', cookie, payload: { name: 'Bad id', contactIds: ['nope'] } })).statusCode,
    ).toBe(400);

    expect(await count()).toBe(before);
    const after = await t.request({ method: 'GET', url: `/api/funnel/leads/${lead.id}`, cookie });
    expect(after.json<Lead>()).toMatchObject({ version: lead.version, contactIds: [], companyId: null });
  });
});
