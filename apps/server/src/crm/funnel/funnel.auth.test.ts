import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@keel/shared/roles';
import { createTestApp, type TestApp } from '../../test/test-app';
import { funnelSnapshot, insertDeals, stageIds } from './funnel.test-support';

let t: TestApp;
let stageId: string;
let leadId: string;
beforeAll(async () => {
  t = await createTestApp();
  stageId = (await stageIds(t))['Contacted'];
  [leadId] = await insertDeals(t, stageId, 1);
});
afterAll(() => t.close());

const lead = { name: 'Anonymous deal' };
const endpoints = () =>
  [
    { method: 'GET', url: '/api/funnel/board' },
    { method: 'GET', url: `/api/funnel/stages/${stageId}/leads` },
    { method: 'POST', url: '/api/funnel/stages', payload: { title: 'Sneaky', color: '#123456' } },
    { method: 'PATCH', url: `/api/funnel/stages/${stageId}`, payload: { title: 'Renamed' } },
    { method: 'PUT', url: '/api/funnel/stages/order', payload: { stageIds: [stageId] } },
    { method: 'DELETE', url: `/api/funnel/stages/${stageId}` },
    { method: 'GET', url: '/api/funnel/sales-reps' },
    { method: 'GET', url: `/api/funnel/leads/${leadId}` },
    { method: 'POST', url: '/api/funnel/leads', payload: lead },
    { method: 'PUT', url: `/api/funnel/leads/${leadId}`, payload: { ...lead, version: 1 } },
    { method: 'POST', url: `/api/funnel/leads/${leadId}/move`, payload: { stageId, version: 1 } },
    { method: 'DELETE', url: `/api/funnel/leads/${leadId}` },
  ] as const;

describe('funnel permissions', () => {
  it('refuses every funnel endpoint without a session (401) and changes nothing', async () => {
    const before = await funnelSnapshot(t);
    for (const endpoint of endpoints()) {
      const res = await t.request({ ...endpoint });
      expect(res.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
    // Even an invalid body or id gets 401 first: nothing is validated for an anonymous caller.
    expect((await t.request({ method: 'POST', url: '/api/funnel/leads', payload: { name: '' } })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: `/api/funnel/leads/not-a-uuid` })).statusCode).toBe(401);
    expect(await funnelSnapshot(t)).toEqual(before);
  });

  it('refuses a forged or expired session cookie', async () => {
    const res = await t.request({ method: 'GET', url: '/api/funnel/board', cookie: `keel.session_token=${randomUUID()}` });
    expect(res.statusCode).toBe(401);
  });

  it.each(ROLES)('lets a signed-in %s use the shared board', async (role) => {
    const { cookie } = await t.userWithRole(role);
    const board = await t.request({ method: 'GET', url: '/api/funnel/board', cookie });
    expect(board.statusCode).toBe(200);
    expect(
      board
        .json()
        .columns.find((c: { id: string }) => c.id === stageId)
        .cards.map((c: { id: string }) => c.id),
    ).toContain(leadId);
    const created = await t.request({ method: 'POST', url: '/api/funnel/leads', payload: { name: `Lead by ${role}` }, cookie });
    expect(created.statusCode).toBe(201);
  });
});
