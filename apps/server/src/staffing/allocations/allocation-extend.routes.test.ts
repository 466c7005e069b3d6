import { beforeAll, describe, expect, it } from 'vitest';
import type { Allocation, Demand } from '@keel/shared/demands';
import type { ConsultantHistory } from '@keel/shared/consultants';
import type { ResolvedSkill } from '@keel/shared/skills';
import type { Forecast } from '@keel/shared/staffing-forecast';
import { appWithEveryRole } from '../../test/app-with-every-role';

/** Decision 0109: a confirmed allocation is extended (end and %), with confirming's over-allocation check. */
const app = appWithEveryRole();

const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: unknown) =>
  app.t.request({ method, url, cookie, payload: payload as never });

let react = '';
let dealId = '';
const demands: Record<'march' | 'april', Demand> = {} as never;
const base = (d: Demand) => `/api/deals/${dealId}/demands/${d.demand_id}/allocations`;

async function newDemand(role_title: string, starts_on: string, ends_on: string): Promise<Demand> {
  const res = await call('POST', `/api/deals/${dealId}/demands`, app.as.sales_rep.cookie, {
    role_title,
    seniority: 'senior',
    skills: [{ skill_id: react, min_level: 3 }],
    starts_on,
    ends_on,
    allocation_pct: 50,
    remote: true,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Demand>();
}

async function confirmed(d: Demand, consultantId: string, starts_on: string, ends_on: string, allocation_pct: number) {
  const p = (await call('POST', base(d), app.as.sales_rep.cookie, { consultant_id: consultantId })).json<Allocation>();
  const res = await call('POST', `${base(d)}/${p.allocation_id}/confirm`, app.as.sales_rep.cookie, { starts_on, ends_on, allocation_pct });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Allocation>();
}

const history = async (consultantId: string) =>
  (await call('GET', `/api/consultants/${consultantId}/history`, app.as.user.cookie)).json<ConsultantHistory>().items.map((i) => i.text);
const dealHistory = async () => (await call('GET', `/api/timeline/deal/${dealId}?kind=history`, app.as.user.cookie)).body;
/** The React row's demand in the week of 2027-03-22 (FTE). */
const lateMarchDemand = async () => {
  const f = (await call('GET', '/api/staffing/forecast?from=2027-03-22&weeks=1', app.as.user.cookie)).json<Forecast>();
  return f.rows.find((r) => r.skill_id === react)?.cells[0].demand ?? 0;
};

describe('extending a confirmed allocation (decision 0109)', () => {
  let consultantId = '';
  let allocation: Allocation;
  // null: no session (a default parameter would take undefined for the sales rep).
  const extend = (body: object, cookie: string | null = app.as.sales_rep.cookie, id = allocation.allocation_id) =>
    call('POST', `${base(demands.march)}/${id}/extend`, cookie ?? undefined, body);

  beforeAll(async () => {
    react = (await call('GET', '/api/skills/resolve?text=React', app.as.user.cookie)).json<ResolvedSkill>().skill!.skill_id;
    const won = (
      await app.t.database.db.selectFrom('pipeline_stages').select('id').where('title', '=', 'Closed Won').executeTakeFirstOrThrow()
    ).id;
    dealId = (await call('POST', '/api/funnel/leads', app.as.sales_rep.cookie, { name: 'Extensions deal', stageId: won })).json<{
      id: string;
    }>().id;
    demands.march = await newDemand('React dev', '2027-03-01', '2027-03-31');
    demands.april = await newDemand('React reviewer', '2027-04-01', '2027-04-30');
    const res = await call('POST', '/api/consultants', app.as.admin.cookie, {
      full_name: 'Xena Extended',
      engagement: 'employee',
      skills: [{ skill_id: react, level: 4 }],
    });
    consultantId = res.json<{ consultant_id: string }>().consultant_id;
    allocation = await confirmed(demands.march, consultantId, '2027-03-01', '2027-03-19', 50);
    await confirmed(demands.april, consultantId, '2027-04-01', '2027-04-30', 60);
  }, 120_000);

  it('is for admins and sales reps only, never a proposal, never earlier, never unchanged', async () => {
    const body = { ends_on: '2027-03-31', allocation_pct: 50 };
    expect((await extend(body, null)).statusCode).toBe(401);
    for (const role of ['user', 'recruiter'] as const) expect((await extend(body, app.as[role].cookie)).statusCode, role).toBe(403);
    const earlier = await extend({ ends_on: '2027-03-10', allocation_pct: 50 });
    expect(earlier.statusCode).toBe(400);
    expect(earlier.json<{ message: string }>().message).toContain('end it to shorten it');
    expect((await extend({ ends_on: '2027-03-19', allocation_pct: 50 })).statusCode).toBe(400);
    expect((await extend({ ends_on: '2027-03-31', allocation_pct: 0 })).statusCode).toBe(400);
    const other = await call('POST', '/api/consultants', app.as.admin.cookie, { full_name: 'Paul Proposed', engagement: 'employee' });
    const p = await call('POST', base(demands.march), app.as.sales_rep.cookie, {
      consultant_id: other.json<{ consultant_id: string }>().consultant_id,
    });
    expect(p.statusCode, p.body).toBe(201);
    expect((await extend(body, app.as.sales_rep.cookie, p.json<Allocation>().allocation_id)).statusCode).toBe(409);
  });

  it('moves the end forward: both timelines say so, the forecast reads the new end, and over-allocation is flagged as on confirming', async () => {
    expect(await lateMarchDemand()).toBe(0.5);
    const res = await extend({ ends_on: '2027-03-31', allocation_pct: 50 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Allocation>()).toMatchObject({
      status: 'confirmed',
      starts_on: '2027-03-01',
      ends_on: '2027-03-31',
      over_allocation: null,
    });
    const sentence = `${app.as.sales_rep.user.fullName} extended the allocation of “Xena Extended” to “React dev” on “Extensions deal” from 2027-03-19 to 2027-03-31 at 50%.`;
    expect((await history(consultantId))[0]).toBe(sentence);
    expect(await dealHistory()).toContain(sentence);
    expect(await lateMarchDemand()).toBe(0);

    // Into April, where 60 % on the other demand is confirmed: 110 % on the ten days 04-01…04-10.
    const over = await extend({ ends_on: '2027-04-10', allocation_pct: 50 }, app.as.admin.cookie);
    expect(over.statusCode, over.body).toBe(200);
    expect(over.json<Allocation>().over_allocation).toEqual({ days: 10, peak_pct: 110 });
    expect((await history(consultantId))[0]).toBe(
      `${app.as.admin.user.fullName} extended the allocation of “Xena Extended” to “React dev” on “Extensions deal” from 2027-03-31 to 2027-04-10 at 50%, over-allocated up to 110% on 10 days.`,
    );
  });

  it('changes only the % when the end stays', async () => {
    const res = await extend({ ends_on: '2027-04-10', allocation_pct: 30 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Allocation>()).toMatchObject({ allocation_pct: 30, ends_on: '2027-04-10', over_allocation: null });
    expect(await dealHistory()).toContain(
      `${app.as.sales_rep.user.fullName} changed the allocation of “Xena Extended” to “React dev” on “Extensions deal” from 50% to 30% until 2027-04-10.`,
    );
  });
});
