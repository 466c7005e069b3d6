import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANNOT_DELETE_STAGE, type Stage } from '@keel/shared/funnel';
import { createTestApp, type TestApp } from '../../test/test-app';
import { auditCount, funnelSnapshot, getBoard, insertDeals, stageIds } from './funnel.test-support';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await t.userWithRole('user'));
});
afterAll(() => t.close());

async function createStage(title: string, color = '#14B8A6'): Promise<Stage> {
  const res = await t.request({ method: 'POST', url: '/api/funnel/stages', payload: { title, color }, cookie });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function titles(): Promise<string[]> {
  return (await getBoard(t, cookie)).columns.map((c) => c.title);
}

describe('creating stages', () => {
  it('adds a stage at the right end of the board and records it', async () => {
    const stage = await createStage('  Negotiation  ', '#ABCDEF');
    expect(stage).toMatchObject({ title: 'Negotiation', color: '#ABCDEF', count: 0, totalValue: 0 });
    expect((await titles()).at(-1)).toBe('Negotiation');
    expect(await auditCount(t, 'STAGE_CREATED')).toBe(1);
  });

  it.each([
    [{ title: '', color: '#123456' }, 400],
    [{ title: 'x'.repeat(61), color: '#123456' }, 400],
    [{ title: 'Colourless' }, 400],
    [{ title: 'Bad colour', color: 'red' }, 400],
    [{ title: 'Bad colour', color: '#12345' }, 400],
    [{ title: 'negotiation', color: '#123456' }, 409],
    [{ title: 'New Inquiry', color: '#123456' }, 409],
  ])('refuses %j (%i) and changes nothing', async (payload, status) => {
    const before = await funnelSnapshot(t);
    const res = await t.request({ method: 'POST', url: '/api/funnel/stages', payload, cookie });
    expect(res.statusCode).toBe(status);
    expect(await funnelSnapshot(t)).toEqual(before);
  });
});

describe('renaming and recolouring', () => {
  it('renames a stage and carries the new title into its leads (status and salesStage follow the column) and their stage tag', async () => {
    const stage = await createStage('Qualified');
    const [moved, edited] = await insertDeals(t, stage.id, 2, {
      lead_source: 'Website',
      status: 'Qualified',
      sales_stage: 'Qualified',
      tags: ['Website', 'Qualified'],
    });
    await t.database.db
      .updateTable('deals')
      .set({ status: 'On hold', tags: ['vip'] })
      .where('id', '=', edited)
      .execute();
    const res = await t.request({ method: 'PATCH', url: `/api/funnel/stages/${stage.id}`, payload: { title: 'Sales Qualified' }, cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Sales Qualified', color: stage.color, count: 2 });
    const rows = await t.database.db
      .selectFrom('deals')
      .select(['id', 'status', 'sales_stage', 'tags', 'version'])
      .where('stage_id', '=', stage.id)
      .execute();
    expect(rows.find((r) => r.id === moved)).toMatchObject({
      status: 'Sales Qualified',
      sales_stage: 'Sales Qualified',
      tags: ['Website', 'Sales Qualified'],
      version: 2,
    });
    expect(rows.find((r) => r.id === edited)).toMatchObject({ status: 'Sales Qualified', sales_stage: 'Sales Qualified', tags: ['vip'] });
  });

  it('recolours a stage', async () => {
    const { Contacted } = await stageIds(t);
    const res = await t.request({ method: 'PATCH', url: `/api/funnel/stages/${Contacted}`, payload: { color: '#000000' }, cookie });
    expect(res.json()).toMatchObject({ title: 'Contacted', color: '#000000' });
    const entry = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_id', '=', Contacted)
      .where('action_type', '=', 'STAGE_UPDATED')
      .executeTakeFirstOrThrow();
    expect(entry.details).toMatchObject({ color: '#000000', previousColor: '#F59E0B' });
  });

  it.each([
    [{}, 400],
    [{ title: '  ' }, 400],
    [{ color: 'blue' }, 400],
    [{ title: 'Closed Won' }, 409],
  ])('refuses %j (%i) and changes nothing', async (payload, status) => {
    const { Contacted } = await stageIds(t);
    const before = await funnelSnapshot(t);
    const res = await t.request({ method: 'PATCH', url: `/api/funnel/stages/${Contacted}`, payload, cookie });
    expect(res.statusCode).toBe(status);
    expect(await funnelSnapshot(t)).toEqual(before);
  });

  it('answers 404 for an unknown stage', async () => {
    const res = await t.request({
      method: 'PATCH',
      url: '/api/funnel/stages/00000000-0000-4000-8000-000000000000',
      payload: { title: 'x' },
      cookie,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('reordering', () => {
  it('sets the left-to-right order of every stage', async () => {
    const board = await getBoard(t, cookie);
    const reversed = [...board.columns].reverse();
    const res = await t.request({
      method: 'PUT',
      url: '/api/funnel/stages/order',
      payload: { stageIds: reversed.map((c) => c.id) },
      cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().map((s: Stage) => s.title)).toEqual(reversed.map((c) => c.title));
    expect(await titles()).toEqual(reversed.map((c) => c.title));
  });

  it('refuses an order that leaves out, repeats or invents a stage (409) and changes nothing', async () => {
    const ids = (await getBoard(t, cookie)).columns.map((c) => c.id);
    const before = await funnelSnapshot(t);
    for (const stageIds of [ids.slice(1), [...ids, ids[0]], [...ids.slice(1), '00000000-0000-4000-8000-000000000000']]) {
      expect((await t.request({ method: 'PUT', url: '/api/funnel/stages/order', payload: { stageIds }, cookie })).statusCode).toBe(409);
    }
    expect((await t.request({ method: 'PUT', url: '/api/funnel/stages/order', payload: { stageIds: ['x'] }, cookie })).statusCode).toBe(
      400,
    );
    expect(await funnelSnapshot(t)).toEqual(before);
  });
});

describe('deleting stages', () => {
  it('refuses to delete a stage that holds leads with the documented message (409) and changes nothing', async () => {
    const stage = await createStage('Has leads');
    await insertDeals(t, stage.id, 1);
    const before = await funnelSnapshot(t);
    const res = await t.request({ method: 'DELETE', url: `/api/funnel/stages/${stage.id}`, cookie });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'CONFLICT', message: CANNOT_DELETE_STAGE.description });
    expect(await funnelSnapshot(t)).toEqual(before);
  });

  it('deletes an empty stage and records it', async () => {
    const stage = await createStage('Empty one');
    const deletes = await auditCount(t, 'STAGE_DELETED');
    expect((await t.request({ method: 'DELETE', url: `/api/funnel/stages/${stage.id}`, cookie })).statusCode).toBe(204);
    expect(await titles()).not.toContain('Empty one');
    expect(await auditCount(t, 'STAGE_DELETED')).toBe(deletes + 1);
    expect((await t.request({ method: 'DELETE', url: `/api/funnel/stages/${stage.id}`, cookie })).statusCode).toBe(404);
  });

  it('never deletes the last stage', async () => {
    const other = await createTestApp();
    try {
      const { cookie: c } = await other.userWithRole('admin');
      const columns = (await getBoard(other, c)).columns;
      for (const column of columns.slice(1))
        expect((await other.request({ method: 'DELETE', url: `/api/funnel/stages/${column.id}`, cookie: c })).statusCode).toBe(204);
      const last = await other.request({ method: 'DELETE', url: `/api/funnel/stages/${columns[0].id}`, cookie: c });
      expect(last.statusCode).toBe(409);
      expect((await getBoard(other, c)).columns).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});
