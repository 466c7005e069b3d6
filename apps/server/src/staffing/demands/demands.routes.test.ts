import { describe, expect, it } from 'vitest';
import type { Demand, DemandInput } from '@keel/shared/demands';
import type { ResolvedSkill } from '@keel/shared/skills';
import { appWithEveryRole } from '../../test/app-with-every-role';
import { auditEntries } from '../../test/roles';
import { numberPattern } from '../../test/number-pattern';

const app = appWithEveryRole();

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: unknown) =>
  app.t.request({ method, url, cookie, payload: payload as never });

async function skillId(text: string): Promise<string> {
  return (await call('GET', `/api/skills/resolve?text=${encodeURIComponent(text)}`, app.as.user.cookie)).json<ResolvedSkill>().skill!
    .skill_id;
}

async function newDeal(name = 'Platform rebuild'): Promise<string> {
  const res = await call('POST', '/api/funnel/leads', app.as.sales_rep.cookie, { name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

async function body(overrides: Partial<DemandInput> = {}): Promise<DemandInput> {
  return {
    role_title: 'React lead',
    seniority: 'lead',
    skills: [
      { skill_id: await skillId('React.js'), min_level: 4 },
      { skill_id: await skillId('TS'), min_level: 3 },
    ],
    starts_on: '2027-03-01',
    ends_on: '2027-05-31',
    allocation_pct: 80,
    remote: false,
    city: 'Berlin',
    country: 'DE',
    rate: { target_day_rate: 900, rate_currency: 'EUR' },
    ...overrides,
  };
}

const url = (dealId: string, demandId?: string) => `/api/deals/${dealId}/demands${demandId ? `/${demandId}` : ''}`;

describe('demands on deals', () => {
  it('are read by every member and changed by admins and sales reps only (role matrix)', async () => {
    const { as } = app;
    const deal = await newDeal();
    const made = await call('POST', url(deal), as.sales_rep.cookie, await body());
    expect(made.statusCode, made.body).toBe(201);
    const one = made.json<Demand>();
    expect((await call('GET', url(deal))).statusCode).toBe(401);
    for (const role of ['user', 'sales_rep', 'recruiter', 'admin'] as const) {
      const res = await call('GET', url(deal), as[role].cookie);
      expect(res.statusCode, role).toBe(200);
      expect(res.json<Demand[]>().map((d) => d.demand_id)).toEqual([one.demand_id]);
    }
    const edit = { ...(await body()), version: one.version };
    for (const [method, target, payload] of [
      ['POST', url(deal), await body()],
      ['PUT', url(deal, one.demand_id), edit],
      ['DELETE', url(deal, one.demand_id), undefined],
    ] as const) {
      expect((await call(method, target, undefined, payload)).statusCode, `${method} without a session`).toBe(401);
      for (const role of ['user', 'recruiter'] as const) {
        const res = await call(method, target, as[role].cookie, payload);
        expect(res.statusCode, `${method} as ${role}`).toBe(403);
        expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
      }
    }
    expect((await call('POST', url(deal), as.admin.cookie, await body())).statusCode).toBe(201);
    expect((await call('DELETE', url(deal, one.demand_id), as.admin.cookie)).statusCode).toBe(204);
    expect((await call('GET', url(deal), as.user.cookie)).json<Demand[]>()).toHaveLength(1);
  });

  it('keep skills with minimum levels, dates, allocation and place; the target rate only for admins and sales reps', async () => {
    const { as } = app;
    const deal = await newDeal();
    const one = (await call('POST', url(deal), as.sales_rep.cookie, await body())).json<Demand>();
    expect(one).toMatchObject({
      role_title: 'React lead',
      seniority: 'lead',
      skills: [
        { name: 'React', min_level: 4 },
        { name: 'TypeScript', min_level: 3 },
      ],
      starts_on: '2027-03-01',
      ends_on: '2027-05-31',
      allocation_pct: 80,
      remote: false,
      city: 'Berlin',
      country: 'DE',
      rate: { target_day_rate: 900, rate_currency: 'EUR' },
      version: 1,
      updated_by: as.sales_rep.user.fullName,
    });
    for (const role of ['user', 'recruiter'] as const) {
      const res = await call('GET', url(deal), as[role].cookie);
      expect(res.body).not.toContain('target_day_rate');
      expect(res.body).not.toMatch(numberPattern(900));
    }
    expect((await call('GET', url(deal), as.admin.cookie)).json<Demand[]>()[0].rate).toEqual({
      target_day_rate: 900,
      rate_currency: 'EUR',
    });

    const bad = async (overrides: Partial<DemandInput>) =>
      (await call('POST', url(deal), as.admin.cookie, await body(overrides))).statusCode;
    const react = await skillId('React');
    expect(await bad({ ends_on: '2027-02-28' })).toBe(400);
    expect(await bad({ allocation_pct: 0 })).toBe(400);
    expect(await bad({ allocation_pct: 101 })).toBe(400);
    expect(await bad({ allocation_pct: 50.5 })).toBe(400);
    expect(await bad({ skills: [{ skill_id: react, min_level: 5 }] })).toBe(400);
    expect(
      await bad({
        skills: [
          { skill_id: react, min_level: 2 },
          { skill_id: react, min_level: 3 },
        ],
      }),
    ).toBe(400);
    expect(await bad({ skills: [{ skill_id: '00000000-0000-4000-8000-000000000000', min_level: 2 }] })).toBe(400);
    expect(await bad({ remote: false, country: null, city: null })).toBe(400);
    expect(await bad({ role_title: ' ' })).toBe(400);
    expect(await bad({ rate: { target_day_rate: 900, rate_currency: null } })).toBe(400);
    expect(await bad({ remote: true, country: null, city: null })).toBe(201);
    expect((await call('POST', url('00000000-0000-4000-8000-000000000000'), as.admin.cookie, await body())).statusCode).toBe(404);
    // A skill a demand requires cannot be deleted from the graph.
    const go = await skillId('Golang');
    expect((await call('POST', url(deal), as.admin.cookie, await body({ skills: [{ skill_id: go, min_level: 2 }] }))).statusCode).toBe(201);
    expect((await call('DELETE', `/api/skills/${go}`, as.admin.cookie)).statusCode).toBe(409);
  });

  it('refuse a stale edit with 409; keep a rate an edit leaves out; audit each change on the deal’s timeline', async () => {
    const { as } = app;
    const deal = await newDeal();
    const one = (await call('POST', url(deal), as.admin.cookie, await body())).json<Demand>();
    const { rate: _none, ...input } = await body({ role_title: 'React architect' });
    const first = await call('PUT', url(deal, one.demand_id), as.sales_rep.cookie, { ...input, version: 1 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<Demand>()).toMatchObject({ role_title: 'React architect', version: 2, rate: { target_day_rate: 900 } });
    const stale = await call('PUT', url(deal, one.demand_id), as.admin.cookie, { ...input, role_title: 'Late', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'CONFLICT', stale: { version: 2, changedBy: as.sales_rep.user.fullName } });
    expect(
      (await call('PUT', url(deal, '00000000-0000-4000-8000-000000000000'), as.admin.cookie, { ...input, version: 1 })).statusCode,
    ).toBe(404);
    // A demand is reached only through its own deal.
    const other = await newDeal('Other deal');
    expect((await call('PUT', url(other, one.demand_id), as.admin.cookie, { ...input, version: 2 })).statusCode).toBe(404);

    expect((await auditEntries(app.t, 'DEMAND_CREATED')).some((e) => e.entity_id === deal)).toBe(true);
    expect((await auditEntries(app.t, 'DEMAND_UPDATED')).some((e) => e.entity_id === deal)).toBe(true);
    const timeline = await call('GET', `/api/timeline/deal/${deal}?kind=history`, as.user.cookie);
    expect(timeline.body).toContain(`${as.sales_rep.user.fullName} changed the demand “React architect”.`);
    expect(timeline.body).toContain(`${as.admin.user.fullName} added the demand “React lead”.`);
  });
});
