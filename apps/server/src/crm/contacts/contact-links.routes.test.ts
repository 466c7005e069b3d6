import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { auditEntries } from '../../test/roles';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = (await t.userWithRole('sales_rep')).cookie;
});
afterAll(() => t.close());

describe('deleting a contact that funnel deals list', () => {
  it('counts those deals, keeps them without the contact, and the audit entry names each', async () => {
    const db = t.database.db;
    const [art, kel] = await db
      .insertInto('contacts')
      .values([
        { first_name: 'Art', last_name: 'Vandelay', email: 'art@vandelay.example' },
        { first_name: 'Kel', last_name: 'Varnsen', email: 'kel@vandelay.example' },
      ])
      .returning('id')
      .execute();
    const stage = await db.selectFrom('pipeline_stages').select('id').orderBy('position').executeTakeFirstOrThrow();
    const deals = await db
      .insertInto('deals')
      .values([
        { stage_id: stage.id, name: 'Latex import', contact_ids: [art.id, kel.id] },
        { stage_id: stage.id, name: 'Chips export', contact_ids: [art.id] },
        { stage_id: stage.id, name: 'Unrelated', contact_ids: [kel.id] },
      ])
      .returning(['id', 'name'])
      .execute();
    const dealId = (name: string) => deals.find((d) => d.name === name)!.id;

    const links = await t.request({ method: 'GET', url: `/api/contacts/${art.id}/links`, cookie });
    expect(links.statusCode, links.body).toBe(200);
    expect(links.json()).toEqual({ deals: 2 });
    expect((await t.request({ method: 'GET', url: `/api/contacts/${art.id}/links` })).statusCode).toBe(401);

    expect((await t.request({ method: 'DELETE', url: `/api/contacts/${art.id}`, cookie })).statusCode).toBe(204);
    const after = await db
      .selectFrom('deals')
      .select(['name', 'contact_ids'])
      .where(
        'id',
        'in',
        deals.map((d) => d.id),
      )
      .orderBy('name')
      .execute();
    expect(after).toEqual([
      { name: 'Chips export', contact_ids: [] },
      { name: 'Latex import', contact_ids: [kel.id] },
      { name: 'Unrelated', contact_ids: [kel.id] },
    ]);
    const [entry] = await auditEntries(t, 'CONTACT_DELETED');
    expect(entry).toMatchObject({
      entity_id: art.id,
      details: {
        name: 'Art Vandelay',
        unlinked: {
          deals: [
            { id: dealId('Chips export'), name: 'Chips export' },
            { id: dealId('Latex import'), name: 'Latex import' },
          ],
        },
      },
    });
    expect((await t.request({ method: 'GET', url: `/api/contacts/${art.id}/links`, cookie })).statusCode).toBe(404);
  });
});
