import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadCard } from '@keel/shared/funnel-lead';
import { createTestApp, type TestApp } from '../../test/test-app';
import { auditCount, columnOrder, funnelSnapshot, getBoard, insertDeals, stageIds } from './funnel.test-support';

let t: TestApp;
let cookie: string;
let ids: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await t.userWithRole('sales_rep', { fullName: 'Sam Seller' }));
  ids = await stageIds(t);
});
afterAll(() => t.close());

function move(id: string, payload: { stageId: string; beforeId?: string | null; afterId?: string | null; version: number }) {
  return t.request({ method: 'POST', url: `/api/funnel/leads/${id}/move`, payload, cookie });
}

async function deal(id: string) {
  return t.database.db.selectFrom('deals').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describe('moving a card to another column', () => {
  it('sets status and salesStage to the column title and tags to the lead source plus the title (docs/product/crm.md#funnel-moves)', async () => {
    const [id] = await insertDeals(t, ids['New Inquiry'], 1, {
      lead_source: 'LinkedIn',
      tags: ['old', 'tags'],
      status: 'New Inquiry',
      sales_stage: 'Prospect',
    });
    const res = await move(id, { stageId: ids['Proposal Sent'], version: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const card: LeadCard = res.json();
    expect(card).toMatchObject({
      stageId: ids['Proposal Sent'],
      status: 'Proposal Sent',
      salesStage: 'Proposal Sent',
      tags: ['LinkedIn', 'Proposal Sent'],
      version: 2,
    });
    expect(await deal(id)).toMatchObject({
      stage_id: ids['Proposal Sent'],
      status: 'Proposal Sent',
      sales_stage: 'Proposal Sent',
      tags: ['LinkedIn', 'Proposal Sent'],
      last_modified_by: 'Sam Seller',
    });
    const board = await getBoard(t, cookie);
    expect(board.columns.find((c) => c.title === 'Proposal Sent')!.cards.map((c) => c.id)).toContain(id);
    expect(board.columns.find((c) => c.title === 'New Inquiry')!.cards.map((c) => c.id)).not.toContain(id);
    const entry = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_id', '=', id)
      .where('action_type', '=', 'DEAL_MOVED')
      .executeTakeFirstOrThrow();
    expect(entry.details).toMatchObject({ fromStage: 'New Inquiry', toStage: 'Proposal Sent' });
  });

  it('puts the card between the named neighbours, and the order persists', async () => {
    const [a, b, c] = await insertDeals(t, ids['Closed Won'], 3);
    const [x] = await insertDeals(t, ids['Contacted'], 1);
    expect((await move(x, { stageId: ids['Closed Won'], beforeId: a, afterId: b, version: 1 })).statusCode).toBe(200);
    expect(await columnOrder(t, ids['Closed Won'])).toEqual([a, x, b, c]);
    expect((await move(x, { stageId: ids['Closed Won'], beforeId: c, version: 2 })).statusCode).toBe(200);
    expect(await columnOrder(t, ids['Closed Won'])).toEqual([a, b, c, x]);
    expect((await move(x, { stageId: ids['Closed Won'], afterId: a, version: 3 })).statusCode).toBe(200);
    expect(await columnOrder(t, ids['Closed Won'])).toEqual([x, a, b, c]);
  });

  it('reorders within a column without touching status or tags', async () => {
    const [a, b] = await insertDeals(t, ids['Closed Lost'], 2, { status: 'Custom', tags: ['keep'] });
    expect((await move(a, { stageId: ids['Closed Lost'], beforeId: b, version: 1 })).statusCode).toBe(200);
    expect(await columnOrder(t, ids['Closed Lost'])).toEqual([b, a]);
    expect(await deal(a)).toMatchObject({ status: 'Custom', tags: ['keep'], version: 2 });
  });

  it('falls back to a well-defined slot when the named neighbours have moved away, and fills an empty column', async () => {
    const stage = (
      await t.request({ method: 'POST', url: '/api/funnel/stages', payload: { title: 'Nurture', color: '#0EA5E9' }, cookie })
    ).json();
    const [x, y] = await insertDeals(t, ids['Contacted'], 2);
    const elsewhere = (await insertDeals(t, ids['Closed Won'], 1))[0];
    expect((await move(x, { stageId: stage.id, beforeId: elsewhere, afterId: y, version: 1 })).statusCode).toBe(200);
    expect((await move(y, { stageId: stage.id, beforeId: elsewhere, version: 1 })).statusCode).toBe(200);
    expect(await columnOrder(t, stage.id)).toEqual([x, y]);
  });

  it('keeps a strict order after many drops into the same gap (the column is renumbered when the gap runs out)', async () => {
    const stage = (
      await t.request({ method: 'POST', url: '/api/funnel/stages', payload: { title: 'Tight gap', color: '#334155' }, cookie })
    ).json();
    const [first, last] = await insertDeals(t, stage.id, 2);
    const dropped = await insertDeals(t, ids['Contacted'], 70);
    // Each card goes right after `first`: every drop halves the same gap.
    for (const id of dropped)
      expect((await move(id, { stageId: stage.id, beforeId: first, afterId: null, version: 1 })).statusCode).toBe(200);
    expect(await columnOrder(t, stage.id)).toEqual([first, ...[...dropped].reverse(), last]);
    const positions = (
      await t.database.db.selectFrom('deals').select('position').where('stage_id', '=', stage.id).orderBy('position').execute()
    ).map((r) => r.position);
    expect(new Set(positions).size).toBe(positions.length);
  });
});

describe('refused moves', () => {
  it('refuses a move made on an outdated version (409) and changes nothing', async () => {
    const [id] = await insertDeals(t, ids['New Inquiry'], 1);
    expect((await move(id, { stageId: ids['Contacted'], version: 1 })).statusCode).toBe(200);
    const before = await funnelSnapshot(t);
    const stale = await move(id, { stageId: ids['Closed Lost'], version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(await funnelSnapshot(t)).toEqual(before);
  });

  it.each([
    ['an unknown column', { stageId: '00000000-0000-4000-8000-000000000000', version: 1 }, 404],
    ['a malformed column id', { stageId: 'Contacted', version: 1 }, 400],
    ['no version', { stageId: 'STAGE' }, 400],
    ['a malformed neighbour', { stageId: 'STAGE', beforeId: 'top', version: 1 }, 400],
  ])('refuses %s and changes nothing', async (_label, payload, status) => {
    const [id] = await insertDeals(t, ids['New Inquiry'], 1);
    const before = await funnelSnapshot(t);
    const body = { ...payload, stageId: payload.stageId === 'STAGE' ? ids['Contacted'] : payload.stageId };
    const res = await t.request({ method: 'POST', url: `/api/funnel/leads/${id}/move`, payload: body, cookie });
    expect(res.statusCode).toBe(status);
    expect(await funnelSnapshot(t)).toEqual(before);
  });

  it('answers 404 for an unknown card', async () => {
    expect((await move('00000000-0000-4000-8000-000000000000', { stageId: ids['Contacted'], version: 1 })).statusCode).toBe(404);
  });
});

describe('concurrent moves of the same card', () => {
  it('end in one consistent state: exactly one move wins, the others get 409', async () => {
    const [id] = await insertDeals(t, ids['New Inquiry'], 1, { lead_source: 'Event' });
    const [anchor] = await insertDeals(t, ids['Contacted'], 1);
    const moves = await auditCount(t, 'DEAL_MOVED');
    const targets = ['Contacted', 'Proposal Sent', 'Closed Won', 'Closed Lost', 'Contacted', 'Proposal Sent', 'Closed Won', 'Closed Lost'];
    const results = await Promise.all(
      targets.map((title) => move(id, { stageId: ids[title], afterId: title === 'Contacted' ? anchor : null, version: 1 })),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(targets.length - 1);
    const winner: LeadCard = results.find((r) => r.statusCode === 200)!.json();
    const title = Object.entries(ids).find(([, stageId]) => stageId === winner.stageId)![0];
    // The row agrees with the winning move in every field the move writes.
    expect(await deal(id)).toMatchObject({
      stage_id: winner.stageId,
      status: title,
      sales_stage: title,
      tags: ['Event', title],
      version: 2,
      position: winner.position,
    });
    expect(await auditCount(t, 'DEAL_MOVED')).toBe(moves + 1);
  });

  it('serialises concurrent moves of different cards into one column without losing any', async () => {
    const stage = (
      await t.request({ method: 'POST', url: '/api/funnel/stages', payload: { title: 'Busy', color: '#A855F7' }, cookie })
    ).json();
    const cards = await insertDeals(t, ids['New Inquiry'], 8);
    const results = await Promise.all(cards.map((id) => move(id, { stageId: stage.id, version: 1 })));
    expect(results.map((r) => r.statusCode)).toEqual(cards.map(() => 200));
    const order = await columnOrder(t, stage.id);
    expect([...order].sort()).toEqual([...cards].sort());
    const positions = (await t.database.db.selectFrom('deals').select('position').where('stage_id', '=', stage.id).execute()).map(
      (r) => r.position,
    );
    expect(new Set(positions).size).toBe(cards.length);
  });
});
