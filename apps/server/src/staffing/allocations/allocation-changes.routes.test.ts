import { beforeAll, describe, expect, it } from 'vitest';
import type { Allocation, Demand, DemandMatches, EndedAllocation } from '@keel/shared/demands';
import type { ConsultantHistory } from '@keel/shared/consultants';
import type { ResolvedSkill } from '@keel/shared/skills';
import { appWithEveryRole } from '../../test/app-with-every-role';

const app = appWithEveryRole();

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: unknown) =>
  app.t.request({ method, url, cookie, payload: payload as never });

let react = '';
let dealId = '';
let demand: Demand;
const base = () => `/api/deals/${dealId}/demands/${demand.demand_id}/allocations`;

async function consultant(name: string): Promise<string> {
  const res = await call('POST', '/api/consultants', app.as.admin.cookie, {
    full_name: name,
    engagement: 'employee',
    skills: [{ skill_id: react, level: 4 }],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ consultant_id: string }>().consultant_id;
}

async function proposed(name: string): Promise<Allocation> {
  const res = await call('POST', base(), app.as.sales_rep.cookie, { consultant_id: await consultant(name) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Allocation>();
}

async function confirmed(name: string): Promise<Allocation> {
  const p = await proposed(name);
  const res = await call('POST', `${base()}/${p.allocation_id}/confirm`, app.as.sales_rep.cookie, {
    starts_on: '2027-03-01',
    ends_on: '2027-03-31',
    allocation_pct: 50,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Allocation>();
}

const history = async (consultantId: string) =>
  (await call('GET', `/api/consultants/${consultantId}/history`, app.as.user.cookie)).json<ConsultantHistory>().items.map((i) => i.text);
const dealHistory = async () => (await call('GET', `/api/timeline/deal/${dealId}?kind=history`, app.as.user.cookie)).body;

describe('withdrawing proposals and ending allocations (decision 0097)', () => {
  beforeAll(async () => {
    react = (await call('GET', '/api/skills/resolve?text=React', app.as.user.cookie)).json<ResolvedSkill>().skill!.skill_id;
    dealId = (await call('POST', '/api/funnel/leads', app.as.sales_rep.cookie, { name: 'Withdrawals deal' })).json<{ id: string }>().id;
    const res = await call('POST', `/api/deals/${dealId}/demands`, app.as.sales_rep.cookie, {
      role_title: 'React dev',
      seniority: 'senior',
      skills: [{ skill_id: react, min_level: 3 }],
      starts_on: '2027-03-01',
      ends_on: '2027-03-31',
      allocation_pct: 50,
      remote: true,
    });
    demand = res.json<Demand>();
  }, 120_000);

  it('a proposal is withdrawn by admins and sales reps only; both timelines say so; the consultant can be proposed again', async () => {
    const p = await proposed('Wanda Withdrawn');
    const url = `${base()}/${p.allocation_id}`;
    expect((await call('DELETE', url)).statusCode).toBe(401);
    for (const role of ['user', 'recruiter'] as const) expect((await call('DELETE', url, app.as[role].cookie)).statusCode, role).toBe(403);
    expect((await call('DELETE', url, app.as.sales_rep.cookie)).statusCode).toBe(204);
    expect((await call('DELETE', url, app.as.sales_rep.cookie)).statusCode).toBe(404);
    const sentence = `${app.as.sales_rep.user.fullName} withdrew “Wanda Withdrawn” from “React dev” on “Withdrawals deal”.`;
    expect(await dealHistory()).toContain(sentence);
    const onConsultant = await history(p.consultant_id);
    expect(onConsultant[0]).toBe(sentence);
    expect(onConsultant[1]).toBe(`${app.as.sales_rep.user.fullName} proposed “Wanda Withdrawn” for “React dev” on “Withdrawals deal”.`);
    const matches = (
      await call('GET', `/api/deals/${dealId}/demands/${demand.demand_id}/matches`, app.as.admin.cookie)
    ).json<DemandMatches>();
    expect(matches.matches.find((m) => m.id === p.consultant_id)?.allocation).toBeNull();
    const again = await call('POST', base(), app.as.admin.cookie, { consultant_id: p.consultant_id });
    expect(again.statusCode, again.body).toBe(201);
    // An admin withdraws too.
    expect((await call('DELETE', `${base()}/${again.json<Allocation>().allocation_id}`, app.as.admin.cookie)).statusCode).toBe(204);
  });

  it('a confirmed allocation is not withdrawn (409) but ended: shortened, or removed when ended before it starts', async () => {
    const a = await confirmed('Edgar Ended');
    const end = (body: object, cookie = app.as.sales_rep.cookie, id = a.allocation_id) => call('POST', `${base()}/${id}/end`, cookie, body);
    expect((await call('DELETE', `${base()}/${a.allocation_id}`, app.as.sales_rep.cookie)).statusCode).toBe(409);
    expect((await call('POST', `${base()}/${a.allocation_id}/end`, undefined, { last_day: '2027-03-15' })).statusCode).toBe(401);
    for (const role of ['user', 'recruiter'] as const)
      expect((await end({ last_day: '2027-03-15' }, app.as[role].cookie)).statusCode).toBe(403);
    expect((await end({ last_day: '2027-04-15' })).statusCode).toBe(400);
    expect((await end({ last_day: 'soon' })).statusCode).toBe(400);
    const shortened = await end({ last_day: '2027-03-15' });
    expect(shortened.statusCode, shortened.body).toBe(200);
    expect(shortened.json<EndedAllocation>()).toEqual({ allocation_id: a.allocation_id, removed: false, ends_on: '2027-03-15' });
    expect((await history(a.consultant_id))[0]).toBe(
      `${app.as.sales_rep.user.fullName} ended the allocation of “Edgar Ended” to “React dev” on “Withdrawals deal” on 2027-03-15.`,
    );
    const removed = await end({ last_day: '2027-02-28' }, app.as.admin.cookie);
    expect(removed.json<EndedAllocation>()).toEqual({ allocation_id: a.allocation_id, removed: true, ends_on: null });
    expect(await dealHistory()).toContain(
      `${app.as.admin.user.fullName} removed the allocation of “Edgar Ended” to “React dev” on “Withdrawals deal” before it started.`,
    );
    expect((await end({ last_day: '2027-02-28' })).statusCode).toBe(404);

    const p = await proposed('Pia Proposed');
    expect((await end({ last_day: '2027-03-10' }, app.as.sales_rep.cookie, p.allocation_id)).statusCode).toBe(409);
  });
});
