import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  const res = await t.request({
    method: 'POST',
    url: '/api/contacts',
    cookie,
    payload: { first_name: first, last_name: last, email: `${first.toLowerCase()}@record.example` },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string; version: number }>();
}

describe('GET /api/contacts/:id/leads', () => {
  it('lists the funnel leads whose contacts include the contact, with their column, and no other lead', async () => {
    const ada = await newContact('Ada', 'Leads');
    const bob = await newContact('Bob', 'Leads');
    await t.database.db
      .insertInto('deals')
      .values([
        { stage_id: stageId, name: 'Beta deal', contact_ids: [bob.id, ada.id], deal_value: '1500' },
        { stage_id: stageId, name: 'Alpha deal', contact_ids: [ada.id] },
        { stage_id: stageId, name: 'Not hers', contact_ids: [bob.id] },
      ])
      .execute();
    const res = await t.request({ method: 'GET', url: `/api/contacts/${ada.id}/leads`, cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      total: 2,
      items: [
        { name: 'Alpha deal', stageTitle: 'New Inquiry', dealValue: null },
        { name: 'Beta deal', dealValue: 1500 },
      ],
    });
  });

  it('answers 401 without a session and 404 for an unknown contact', async () => {
    const ada = await newContact('Nos', 'Session');
    expect((await t.request({ method: 'GET', url: `/api/contacts/${ada.id}/leads` })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/contacts/00000000-0000-4000-8000-000000000000/leads', cookie })).statusCode).toBe(
      404,
    );
  });
});

// The contact page's history is its timeline's (GET /api/timeline/contact/:id, decision 0026): its own edits read with their values.
describe("a contact's history on its timeline", () => {
  type Page = { items: Array<{ source: string; text?: string }>; nextCursor: string | null };
  const history = async (id: string, query = '') => {
    const res = await t.request({ method: 'GET', url: `/api/timeline/contact/${id}?kind=history${query}`, cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Page>();
  };

  it("tells the contact's audit entries as sentences, newest first, and only this contact's", async () => {
    const ada = await newContact('Hist', 'Ory');
    await newContact('Other', 'Person');
    const put = await t.request({
      method: 'PUT',
      url: `/api/contacts/${ada.id}`,
      cookie,
      payload: {
        first_name: 'Hist',
        last_name: 'Ory',
        email: 'hist@record.example',
        job_title: 'CTO',
        city: 'Austin',
        version: ada.version,
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    const page = await history(ada.id);
    expect(page.nextCursor).toBeNull();
    expect(page.items.map((e) => e.text)).toEqual([
      'Uma User changed city from empty to “Austin”, country from “USA” to empty and job title from empty to “CTO”.',
      'Uma User created the contact “Hist Ory”.',
    ]);
  });

  it('pages: the next page holds the rest', async () => {
    const c = await newContact('Many', 'Edits');
    let version = c.version;
    for (let i = 1; i <= 5; i += 1) {
      const put = await t.request({
        method: 'PUT',
        url: `/api/contacts/${c.id}`,
        cookie,
        payload: { first_name: 'Many', last_name: 'Edits', email: 'many@record.example', zip_code: String(10000 + i), version },
      });
      expect(put.statusCode, put.body).toBe(200);
      version = put.json<{ version: number }>().version;
    }
    const first = await history(c.id, '&limit=5');
    expect(first.items).toHaveLength(5);
    expect(first.items[0].text).toContain('to “10005”');
    expect(first.nextCursor).not.toBeNull();
    const second = await history(c.id, `&limit=5&cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect(second).toMatchObject({ nextCursor: null, items: [{ text: 'Uma User created the contact “Many Edits”.' }] });
  });
});
