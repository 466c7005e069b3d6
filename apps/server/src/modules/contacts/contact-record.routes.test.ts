import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HISTORY_PAGE_SIZE } from '@keel/shared/records';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let cookie: string;
let stageId: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = (await t.userWithRole('user', { fullName: 'Uma User' })).cookie;
  stageId = (await t.database.db.selectFrom('pipeline_stages').select('id').orderBy('position').executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

async function newContact(first: string, last: string) {
  const res = await t.request({ method: 'POST', url: '/api/contacts', cookie, payload: { first_name: first, last_name: last, email: `${first.toLowerCase()}@record.example` } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string; version: number }>();
}

describe('GET /api/contacts/:id/leads', () => {
  it("lists the funnel leads whose contacts include the contact, with their column, and no other lead", async () => {
    const ada = await newContact('Ada', 'Leads');
    const bob = await newContact('Bob', 'Leads');
    await t.database.db.insertInto('deals').values([
      { stage_id: stageId, name: 'Beta deal', contact_ids: [bob.id, ada.id], deal_value: '1500' },
      { stage_id: stageId, name: 'Alpha deal', contact_ids: [ada.id] },
      { stage_id: stageId, name: 'Not hers', contact_ids: [bob.id] },
    ]).execute();
    const res = await t.request({ method: 'GET', url: `/api/contacts/${ada.id}/leads`, cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ total: 2, items: [{ name: 'Alpha deal', stageTitle: 'New Inquiry', dealValue: null }, { name: 'Beta deal', dealValue: 1500 }] });
  });

  it('answers 401 without a session and 404 for an unknown contact', async () => {
    const ada = await newContact('Nos', 'Session');
    expect((await t.request({ method: 'GET', url: `/api/contacts/${ada.id}/leads` })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: `/api/contacts/${ada.id}/history` })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/contacts/00000000-0000-4000-8000-000000000000/leads', cookie })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/contacts/not-an-id/history', cookie })).statusCode).toBe(404);
  });
});

describe('GET /api/contacts/:id/history', () => {
  it("tells the contact's audit entries as sentences, newest first, and only this contact's", async () => {
    const ada = await newContact('Hist', 'Ory');
    await newContact('Other', 'Person');
    const put = await t.request({
      method: 'PUT', url: `/api/contacts/${ada.id}`, cookie,
      payload: { first_name: 'Hist', last_name: 'Ory', email: 'hist@record.example', job_title: 'CTO', city: 'Austin', version: ada.version },
    });
    expect(put.statusCode, put.body).toBe(200);
    const res = await t.request({ method: 'GET', url: `/api/contacts/${ada.id}/history`, cookie });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<{ items: Array<{ sentence: string; userName: string }>; hasMore: boolean }>();
    expect(page.hasMore).toBe(false);
    expect(page.items.map((e) => e.sentence)).toEqual([
      'Uma User changed city from empty to “Austin”, country from “USA” to empty and job title from empty to “CTO”.',
      'Uma User created the contact “Hist Ory”.',
    ]);
  });

  it('pages: 20 entries a page, the next page holds the rest', async () => {
    const c = await newContact('Many', 'Edits');
    let version = c.version;
    for (let i = 1; i <= HISTORY_PAGE_SIZE; i += 1) {
      const put = await t.request({ method: 'PUT', url: `/api/contacts/${c.id}`, cookie, payload: { first_name: 'Many', last_name: 'Edits', email: 'many@record.example', zip_code: String(10000 + i), version } });
      expect(put.statusCode, put.body).toBe(200);
      version = put.json<{ version: number }>().version;
    }
    const first = (await t.request({ method: 'GET', url: `/api/contacts/${c.id}/history`, cookie })).json<{ items: Array<{ sentence: string }>; hasMore: boolean }>();
    expect(first.items).toHaveLength(HISTORY_PAGE_SIZE);
    expect(first.hasMore).toBe(true);
    expect(first.items[0].sentence).toContain(`to “${10000 + HISTORY_PAGE_SIZE}”`);
    const second = (await t.request({ method: 'GET', url: `/api/contacts/${c.id}/history?page=2`, cookie })).json<{ items: Array<{ sentence: string }>; hasMore: boolean }>();
    expect(second).toMatchObject({ hasMore: false, items: [{ sentence: 'Uma User created the contact “Many Edits”.' }] });
    expect((await t.request({ method: 'GET', url: `/api/contacts/${c.id}/history?page=0`, cookie })).statusCode).toBe(400);
  });
});
