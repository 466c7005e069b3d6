import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lead } from '@keel/shared/funnel-lead';
import { createTestApp, type TestApp } from '../../test/test-app';
import { columnOrder, funnelSnapshot, insertDeals, stageIds } from './funnel.test-support';

/** Decision 0025: the column a lead is in is its stage; status and salesStage are that column's title. */
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await t.userWithRole('sales_rep', { fullName: 'Sam Seller' }));
});
afterAll(() => t.close());

async function create(payload: object): Promise<Lead> {
  const res = await t.request({ method: 'POST', url: '/api/funnel/leads', payload, cookie });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const edit = (lead: Lead, payload: object) =>
  t.request({
    method: 'PUT',
    url: `/api/funnel/leads/${lead.id}`,
    payload: { name: lead.name, leadSource: lead.leadSource, version: lead.version, ...payload },
    cookie,
  });
const stored = (id: string) =>
  t.database.db
    .selectFrom('deals')
    .select(['stage_id', 'status', 'sales_stage', 'tags', 'version'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('a lead follows its column', () => {
  it('a lead created in a column gets its title as status and salesStage, whatever the body says', async () => {
    const ids = await stageIds(t);
    const lead = await create({ name: 'Portal', stageId: ids['Proposal Sent'], status: 'Forged', salesStage: 'Prospect' });
    expect(lead).toMatchObject({
      stageId: ids['Proposal Sent'],
      stageTitle: 'Proposal Sent',
      status: 'Proposal Sent',
      salesStage: 'Proposal Sent',
    });
    expect(await stored(lead.id)).toMatchObject({ status: 'Proposal Sent', sales_stage: 'Proposal Sent' });
  });

  it('a custom stage passes its own title on, as docs/product/crm.md#funnel-moves says for any column', async () => {
    const res = await t.request({ method: 'POST', url: '/api/funnel/stages', payload: { title: 'Negotiation', color: '#123456' }, cookie });
    expect(res.statusCode, res.body).toBe(201);
    const lead = await create({ name: 'Custom', stageId: res.json().id });
    expect(lead).toMatchObject({ status: 'Negotiation', salesStage: 'Negotiation' });
  });

  it('changing the stage in the editor moves the card on top of that column, with status, salesStage and tags of a move', async () => {
    const ids = await stageIds(t);
    const [already] = await insertDeals(t, ids['Closed Won'], 1);
    const lead = await create({ name: 'Editor move', leadSource: 'Referral', tags: 'vip', stageId: ids['New Inquiry'] });
    const res = await edit(lead, { stageId: ids['Closed Won'], description: 'Signed', leadSource: 'Referral', tags: 'vip' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      stageId: ids['Closed Won'],
      stageTitle: 'Closed Won',
      status: 'Closed Won',
      salesStage: 'Closed Won',
      tags: ['Referral', 'Closed Won'],
      description: 'Signed',
      version: lead.version + 1,
    });
    expect(await columnOrder(t, ids['Closed Won'])).toEqual([lead.id, already]);
    expect(await columnOrder(t, ids['New Inquiry'])).not.toContain(lead.id);
    const board = (await t.request({ method: 'GET', url: '/api/funnel/board', cookie })).json() as {
      columns: Array<{ title: string; cards: Array<{ id: string }> }>;
    };
    expect(board.columns.find((s) => s.title === 'Closed Won')!.cards.map((c) => c.id)).toContain(lead.id);
    const entry = await t.database.db
      .selectFrom('audit_log')
      .select('details')
      .where('entity_id', '=', lead.id)
      .where('action_type', '=', 'DEAL_UPDATED')
      .executeTakeFirstOrThrow();
    expect(entry.details).toMatchObject({ fromStage: 'New Inquiry', toStage: 'Closed Won' });
  });

  it('an edit that keeps the column cannot set status or salesStage to anything else', async () => {
    const ids = await stageIds(t);
    const lead = await create({ name: 'Stay', stageId: ids['Contacted'] });
    const res = await edit(lead, { stageId: ids['Contacted'], status: 'Won', salesStage: 'Closing' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored(lead.id)).toMatchObject({ stage_id: ids['Contacted'], status: 'Contacted', sales_stage: 'Contacted' });
  });

  it('moving a card on the board sets status and salesStage to the new column', async () => {
    const ids = await stageIds(t);
    const lead = await create({ name: 'Board move', stageId: ids['New Inquiry'] });
    const res = await t.request({
      method: 'POST',
      url: `/api/funnel/leads/${lead.id}/move`,
      payload: { stageId: ids['Closed Lost'], version: lead.version },
      cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored(lead.id)).toMatchObject({ stage_id: ids['Closed Lost'], status: 'Closed Lost', sales_stage: 'Closed Lost' });
  });

  it('an edit naming a stage that does not exist is refused with 404 and changes nothing', async () => {
    const lead = await create({ name: 'Nowhere' });
    const before = await funnelSnapshot(t);
    const res = await edit(lead, { stageId: '00000000-0000-4000-8000-000000000000' });
    expect(res.statusCode).toBe(404);
    expect(await funnelSnapshot(t)).toEqual(before);
  });
});
