import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_STAGES } from '@keel/shared/funnel';
import type { LeadCard } from '@keel/shared/funnel-lead';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedDemoData } from '../../identity/demo/demo-seed';
import { DEMO_LEADS } from '../../identity/demo/demo-data';
import { columnOrder, getBoard, insertDeals, stageIds } from './funnel.test-support';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await t.userWithRole('user'));
});
afterAll(() => t.close());

describe('GET /api/funnel/board', () => {
  it('shows the five default columns in order with their colours, empty', async () => {
    const board = await getBoard(t, cookie);
    expect(
      board.columns.map(({ title, color, count, totalValue, cards, nextCursor }) => ({
        title,
        color,
        count,
        totalValue,
        cards,
        nextCursor,
      })),
    ).toEqual(DEFAULT_STAGES.map((s) => ({ title: s.title, color: s.color, count: 0, totalValue: 0, cards: [], nextCursor: null })));
  });

  it('gives each column its count, total deal value and first page of cards in order', async () => {
    const ids = await stageIds(t);
    const contacted = await insertDeals(t, ids['Contacted'], 3, { deal_value: 1500.5 });
    // An inquiry's deal carries only `amount`: the board counts it as the deal value.
    const [inquiry] = await insertDeals(t, ids['New Inquiry'], 1, { deal_value: null, amount: 2500 });
    const board = await getBoard(t, cookie);
    const byTitle = Object.fromEntries(board.columns.map((c) => [c.title, c]));
    expect(byTitle['Contacted']).toMatchObject({ count: 3, totalValue: 4501.5, nextCursor: null });
    expect(byTitle['Contacted'].cards.map((c) => c.id)).toEqual(contacted);
    expect(byTitle['New Inquiry'].cards[0]).toMatchObject({
      id: inquiry,
      dealValue: 2500,
      priority: 'Medium',
      assignedSalesRep: 'Unassigned',
      leadSource: 'N/A',
    });
  });

  it('pages a long column: the board holds the first page, the column endpoint the rest, in order, without repeats', async () => {
    const ids = await stageIds(t);
    const created = await insertDeals(t, ids['Closed Lost'], 130);
    const board = await getBoard(t, cookie, 50);
    const column = board.columns.find((c) => c.title === 'Closed Lost')!;
    expect(column.count).toBe(130);
    expect(column.cards).toHaveLength(50);
    const seen: string[] = column.cards.map((c) => c.id);
    let cursor = column.nextCursor;
    while (cursor) {
      const res = await t.request({ method: 'GET', url: `/api/funnel/stages/${column.id}/leads?limit=40&cursor=${cursor}`, cookie });
      expect(res.statusCode).toBe(200);
      const page: { items: LeadCard[]; nextCursor: string | null } = res.json();
      seen.push(...page.items.map((c) => c.id));
      cursor = page.nextCursor;
    }
    expect(seen).toEqual(created);
    expect(seen).toEqual(await columnOrder(t, column.id));
  });

  it('refuses a forged cursor (400), an unknown column (404) and an oversized page (400)', async () => {
    const ids = await stageIds(t);
    const forged = await t.request({ method: 'GET', url: `/api/funnel/stages/${ids['Contacted']}/leads?cursor=bm9wZQ`, cookie });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('VALIDATION_ERROR');
    const unknown = await t.request({ method: 'GET', url: '/api/funnel/stages/00000000-0000-4000-8000-000000000000/leads', cookie });
    expect(unknown.statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/funnel/stages/${ids['Contacted']}/leads?limit=100000`, cookie })).statusCode).toBe(
      400,
    );
    expect((await t.request({ method: 'GET', url: '/api/funnel/board?limit=0', cookie })).statusCode).toBe(400);
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/funnel/board', '/api/funnel/leads/{leadId}/move', '/api/funnel/stages/{stageId}']),
    );
  });
});

describe('demo data', () => {
  it('puts the three sample leads on a fresh demo board, each in its column', async () => {
    const demo = await createTestApp({ env: { DEMO_MODE: 'true' } });
    try {
      await seedDemoData(demo.app);
      const { cookie: demoCookie } = await demo.userWithRole('user');
      const board = await getBoard(demo, demoCookie);
      const cards = board.columns.flatMap((c) => c.cards.map((card) => ({ column: c.title, name: card.name, status: card.status })));
      expect(cards).toHaveLength(3);
      expect(cards).toEqual(expect.arrayContaining(DEMO_LEADS.map((l) => ({ column: l.stageTitle, name: l.name, status: l.stageTitle }))));
    } finally {
      await demo.close();
    }
  });
});
