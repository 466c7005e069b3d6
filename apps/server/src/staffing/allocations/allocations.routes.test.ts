import { beforeAll, describe, expect, it } from 'vitest';
import type { Allocation, Demand, DemandInput, DemandMatches } from '@keel/shared/demands';
import type { ResolvedSkill } from '@keel/shared/skills';
import { appWithEveryRole } from '../../test/app-with-every-role';
import { auditEntries } from '../../test/roles';

const app = appWithEveryRole();

const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: unknown) =>
  app.t.request({ method, url, cookie, payload: payload as never });

let react = '';
let dealId = '';

async function skillId(text: string): Promise<string> {
  return (await call('GET', `/api/skills/resolve?text=${encodeURIComponent(text)}`, app.as.user.cookie)).json<ResolvedSkill>().skill!
    .skill_id;
}

async function demand(overrides: Partial<DemandInput> = {}): Promise<Demand> {
  const res = await call('POST', `/api/deals/${dealId}/demands`, app.as.sales_rep.cookie, {
    role_title: 'React lead',
    seniority: 'lead',
    skills: [{ skill_id: react, min_level: 3 }],
    starts_on: '2027-03-01',
    ends_on: '2027-03-31',
    allocation_pct: 60,
    remote: true,
    ...overrides,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Demand>();
}

async function consultant(name: string): Promise<string> {
  const res = await call('POST', '/api/consultants', app.as.admin.cookie, {
    full_name: name,
    engagement: 'employee',
    skills: [{ skill_id: react, level: 4 }],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ consultant_id: string }>().consultant_id;
}

const base = (d: Demand) => `/api/deals/${dealId}/demands/${d.demand_id}/allocations`;
const propose = (d: Demand, consultantId: string, cookie = app.as.sales_rep.cookie) =>
  call('POST', base(d), cookie, { consultant_id: consultantId });
const confirm = (d: Demand, allocationId: string, body: object, cookie = app.as.sales_rep.cookie) =>
  call('POST', `${base(d)}/${allocationId}/confirm`, cookie, body);

describe('proposing and confirming consultants (decision 0093)', () => {
  beforeAll(async () => {
    react = await skillId('React');
    dealId = (await call('POST', '/api/funnel/leads', app.as.sales_rep.cookie, { name: 'Allocations deal' })).json<{ id: string }>().id;
  }, 120_000);

  it('are for admins and sales reps only (role matrix); a second proposal of one consultant is a 409', async () => {
    const d = await demand();
    const ada = await consultant('Ada Proposed');
    expect((await call('POST', base(d), undefined, { consultant_id: ada })).statusCode).toBe(401);
    for (const role of ['user', 'recruiter'] as const) expect((await propose(d, ada, app.as[role].cookie)).statusCode, role).toBe(403);
    const made = await propose(d, ada, app.as.admin.cookie);
    expect(made.statusCode, made.body).toBe(201);
    const proposal = made.json<Allocation>();
    expect(proposal).toMatchObject({ status: 'proposed', starts_on: '2027-03-01', ends_on: '2027-03-31', allocation_pct: 60 });
    expect((await propose(d, ada)).statusCode).toBe(409);
    expect((await propose(d, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const body = { starts_on: '2027-03-01', ends_on: '2027-03-31', allocation_pct: 60 };
    expect((await call('POST', `${base(d)}/${proposal.allocation_id}/confirm`, undefined, body)).statusCode).toBe(401);
    for (const role of ['user', 'recruiter'] as const)
      expect((await confirm(d, proposal.allocation_id, body, app.as[role].cookie)).statusCode, role).toBe(403);
    expect((await confirm(d, proposal.allocation_id, { ...body, ends_on: '2027-02-01' })).statusCode).toBe(400);
    const done = await confirm(d, proposal.allocation_id, body);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<Allocation>()).toMatchObject({ status: 'confirmed', over_allocation: null });
    expect((await confirm(d, proposal.allocation_id, body)).statusCode).toBe(409);

    // Both timelines: the deal's history says it; the consultant's audit entries too.
    const timeline = await call('GET', `/api/timeline/deal/${dealId}?kind=history`, app.as.user.cookie);
    expect(timeline.body).toContain(`${app.as.admin.user.fullName} proposed “Ada Proposed” for “React lead” on “Allocations deal”.`);
    expect(timeline.body).toContain(
      `${app.as.sales_rep.user.fullName} confirmed “Ada Proposed” for “React lead” on “Allocations deal” from 2027-03-01 to 2027-03-31 at 60%.`,
    );
    const onConsultant = (await auditEntries(app.t, 'ALLOCATION_CONFIRMED')).filter((e) => e.entity_type === 'consultant');
    expect(onConsultant.some((e) => e.entity_id === ada)).toBe(true);

    // The matches show the allocation; another demand in the same window sees her load.
    const m = (await call('GET', `/api/deals/${dealId}/demands/${d.demand_id}/matches`, app.as.user.cookie)).json<DemandMatches>();
    expect(m.matches.find((x) => x.id === ada)?.allocation).toMatchObject({ status: 'confirmed' });
    const other = await demand({ role_title: 'Second React role', starts_on: '2027-03-16', ends_on: '2027-04-14' });
    const m2 = (await call('GET', `/api/deals/${dealId}/demands/${other.demand_id}/matches`, app.as.user.cookie)).json<DemandMatches>();
    expect(m2.matches.find((x) => x.id === ada)?.availability).toMatchObject({ overlap_pct: 47 });
  });

  it('flags over-allocation without refusing it, also when two confirmations arrive at once', async () => {
    const bea = await consultant('Bea Twice');
    const first = await demand({ role_title: 'Frontend A' });
    const second = await demand({ role_title: 'Frontend B', starts_on: '2027-03-22', ends_on: '2027-04-30' });
    const a = (await propose(first, bea)).json<Allocation>();
    const b = (await propose(second, bea)).json<Allocation>();
    const [ra, rb] = await Promise.all([
      confirm(first, a.allocation_id, { starts_on: '2027-03-01', ends_on: '2027-03-31', allocation_pct: 60 }),
      confirm(second, b.allocation_id, { starts_on: '2027-03-22', ends_on: '2027-04-30', allocation_pct: 60 }),
    ]);
    expect([ra.statusCode, rb.statusCode]).toEqual([200, 200]);
    const flags = [ra.json<Allocation>().over_allocation, rb.json<Allocation>().over_allocation];
    // Whichever came second counted the first: exactly one answer warns, for the 10 shared days at 120 %.
    expect(flags.filter(Boolean)).toEqual([{ days: 10, peak_pct: 120 }]);
    const timeline = await call('GET', `/api/timeline/deal/${dealId}?kind=history`, app.as.user.cookie);
    expect(timeline.body).toContain('over-allocated up to 120% on 10 days');
  });
});
