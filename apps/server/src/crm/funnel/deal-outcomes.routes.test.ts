import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LOST_REASONS, LOST_REASON_UNKNOWN, type LostReason } from '@keel/shared/deal-figures';
import { STAGE_SETTINGS_ADMIN_ONLY, type Stage } from '@keel/shared/funnel';
import type { Lead, LeadCard } from '@keel/shared/funnel-lead';
import { createTestApp, type TestApp } from '../../test/test-app';
import { auditCount, funnelSnapshot, getBoard, stageIds } from './funnel.test-support';

let t: TestApp;
let rep: string;
let admin: string;
let ids: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  ({ cookie: rep } = await t.userWithRole('sales_rep'));
  ({ cookie: admin } = await t.userWithRole('admin'));
  ids = await stageIds(t);
});
afterAll(() => t.close());

async function newLead(name: string, dealValue = 1000, stageId = ids['New Inquiry']): Promise<Lead> {
  const res = await t.request({ method: 'POST', url: '/api/funnel/leads', payload: { name, dealValue, stageId }, cookie: rep });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function move(lead: { id: string; version: number }, stageId: string, extra: Record<string, unknown> = {}) {
  return t.request({
    method: 'POST',
    url: `/api/funnel/leads/${lead.id}/move`,
    payload: { stageId, version: lead.version, ...extra },
    cookie: rep,
  });
}

async function lead(id: string): Promise<Lead> {
  return (await t.request({ method: 'GET', url: `/api/funnel/leads/${id}`, cookie: rep })).json();
}

describe('stage outcomes', () => {
  it('start as open, won and lost with win probabilities by position', async () => {
    const board = await getBoard(t, rep);
    expect(board.columns.map((c) => [c.title, c.outcome, c.winProbability])).toEqual([
      ['New Inquiry', 'open', 25],
      ['Contacted', 'open', 50],
      ['Proposal Sent', 'open', 75],
      ['Closed Won', 'won', 100],
      ['Closed Lost', 'lost', 0],
    ]);
  });

  it('are set by admins only: anyone else gets 403 and nothing changes', async () => {
    const before = await funnelSnapshot(t);
    const url = `/api/funnel/stages/${ids['Contacted']}`;
    for (const payload of [{ outcome: 'won' }, { winProbability: 90 }]) {
      const res = await t.request({ method: 'PATCH', url, payload, cookie: rep });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(STAGE_SETTINGS_ADMIN_ONLY);
    }
    const create = await t.request({
      method: 'POST',
      url: '/api/funnel/stages',
      payload: { title: 'Signed', color: '#10B981', outcome: 'won' },
      cookie: rep,
    });
    expect(create.statusCode).toBe(403);
    expect(await funnelSnapshot(t)).toEqual(before);
  });

  it.each([[{ winProbability: 101 }], [{ winProbability: -1 }], [{ winProbability: 2.5 }], [{ outcome: 'maybe' }]])(
    'refuses %j with 400 and changes nothing',
    async (payload) => {
      const before = await funnelSnapshot(t);
      const res = await t.request({ method: 'PATCH', url: `/api/funnel/stages/${ids['Contacted']}`, payload, cookie: admin });
      expect(res.statusCode).toBe(400);
      expect(await funnelSnapshot(t)).toEqual(before);
    },
  );

  it('an admin makes a stage of their own won: its deals close, and reopen when it is open again', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/funnel/stages',
      payload: { title: 'Verbal yes', color: '#0EA5E9' },
      cookie: admin,
    });
    const stage: Stage = created.json();
    // A new stage is open, with the probability of the last open place (four open: 80 %).
    expect(stage).toMatchObject({ outcome: 'open', winProbability: 80 });
    const deal = await newLead('Verbal deal', 500, stage.id);
    expect(deal.closedAt).toBeNull();

    const won = await t.request({ method: 'PATCH', url: `/api/funnel/stages/${stage.id}`, payload: { outcome: 'won' }, cookie: admin });
    expect(won.statusCode, won.body).toBe(200);
    expect(won.json()).toMatchObject({ outcome: 'won', winProbability: 100, count: 1, totalValue: 500, weightedValue: 500 });
    expect((await lead(deal.id)).closedAt).not.toBeNull();
    expect((await getBoard(t, rep)).figures.won).toEqual({ deals: 1, value: 500 });

    await t.request({
      method: 'PATCH',
      url: `/api/funnel/stages/${stage.id}`,
      payload: { outcome: 'open', winProbability: 60 },
      cookie: admin,
    });
    expect(await lead(deal.id)).toMatchObject({ closedAt: null, stageOutcome: 'open' });
    expect((await getBoard(t, rep)).figures.won).toEqual({ deals: 0, value: 0 });
    await t.request({ method: 'DELETE', url: `/api/funnel/leads/${deal.id}`, cookie: rep });
    await t.request({ method: 'DELETE', url: `/api/funnel/stages/${stage.id}`, cookie: admin });
  });
});

describe('closing a deal', () => {
  it('records closed_at when a deal is won, and clears it when it is reopened', async () => {
    const created = await newLead('Win me');
    const res = await move(created, ids['Closed Won']);
    expect(res.statusCode, res.body).toBe(200);
    const card: LeadCard = res.json();
    expect(card.closedAt).not.toBeNull();
    expect(Date.now() - Date.parse(card.closedAt!)).toBeLessThan(60_000);

    const reopened: LeadCard = (await move(card, ids['Contacted'])).json();
    expect(reopened).toMatchObject({ closedAt: null, lostReason: null });
  });

  it('a lost deal keeps the reason chosen from the list (spelled as the list spells it)', async () => {
    const created = await newLead('Lose me');
    const res = await move(created, ids['Closed Lost'], { lostReason: 'chose a COMPETITOR' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ lostReason: 'Chose a competitor' });
    expect((await lead(created.id)).stageOutcome).toBe('lost');
    expect(
      (
        await t.database.db
          .selectFrom('audit_log')
          .select('details')
          .where('entity_id', '=', created.id)
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow()
      ).details,
    ).toMatchObject({ toStage: 'Closed Lost', lostReason: 'Chose a competitor' });

    // Reopened, the reason goes with the close date.
    const reopened: LeadCard = (await move(res.json(), ids['New Inquiry'])).json();
    expect(reopened).toMatchObject({ closedAt: null, lostReason: null });
  });

  it('refuses a lost reason that is not on the list, and changes nothing', async () => {
    const created = await newLead('Odd reason');
    const before = await funnelSnapshot(t);
    const res = await move(created, ids['Closed Lost'], { lostReason: 'The moon was full' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(LOST_REASON_UNKNOWN);
    expect(await funnelSnapshot(t)).toEqual(before);
  });

  it('an edit sets the expected close date and, in a lost stage, the lost reason', async () => {
    const created = await newLead('Edit me');
    const res = await t.request({
      method: 'PUT',
      url: `/api/funnel/leads/${created.id}`,
      payload: {
        name: 'Edit me',
        version: created.version,
        stageId: ids['Closed Lost'],
        expectedCloseDate: '2026-09-30',
        lostReason: 'Price',
      },
      cookie: rep,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ expectedCloseDate: '2026-09-30', lostReason: 'Price', stageOutcome: 'lost' });
    expect(res.json().closedAt).not.toBeNull();
  });
});

describe('lost reasons', () => {
  const url = '/api/funnel/lost-reasons';

  it('lists the default reasons to anyone signed in, and nothing without a session', async () => {
    const res = await t.request({ method: 'GET', url, cookie: rep });
    expect(res.json().map((r: LostReason) => r.label)).toEqual([...DEFAULT_LOST_REASONS]);
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('is edited by admins only', async () => {
    const reasons = (await t.request({ method: 'GET', url, cookie: rep })).json();
    expect((await t.request({ method: 'PUT', url, payload: { reasons }, cookie: rep })).statusCode).toBe(403);
    expect((await t.request({ method: 'PUT', url, payload: { reasons } })).statusCode).toBe(401);
  });

  it.each([
    [{ reasons: [{ label: '' }] }],
    [{ reasons: [{ label: 'Same' }, { label: 'same' }] }],
    [{ reasons: [{ label: 'x'.repeat(61) }] }],
  ])('refuses %j with 400', async (payload) => {
    const before = (await t.request({ method: 'GET', url, cookie: rep })).json();
    expect((await t.request({ method: 'PUT', url, payload, cookie: admin })).statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url, cookie: rep })).json()).toEqual(before);
  });

  it('renaming a reason renames the deals lost for it; removing one leaves their text; it is audited', async () => {
    const created = await newLead('Priced out');
    await move(created, ids['Closed Lost'], { lostReason: 'Price' });
    const current: LostReason[] = (await t.request({ method: 'GET', url, cookie: rep })).json();
    const reasons = current
      .filter((r) => r.label !== 'Bad timing')
      .map((r) => (r.label === 'Price' ? { id: r.id, label: 'Too expensive' } : r))
      .concat([{ label: 'Went in-house' } as LostReason]);
    const res = await t.request({ method: 'PUT', url, payload: { reasons }, cookie: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().map((r: LostReason) => r.label)).toEqual([
      'Too expensive',
      'Chose a competitor',
      'No budget',
      'No decision',
      'Other',
      'Went in-house',
    ]);
    expect((await lead(created.id)).lostReason).toBe('Too expensive');
    expect(await auditCount(t, 'LOST_REASONS_UPDATED')).toBe(1);
  });
});
