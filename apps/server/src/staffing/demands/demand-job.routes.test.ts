import { beforeAll, describe, expect, it } from 'vitest';
import type { Demand, JobDemandOrigin } from '@keel/shared/demands';
import type { Job } from '@keel/shared/jobs';
import type { ResolvedSkill } from '@keel/shared/skills';
import { appWithEveryRole } from '../../test/app-with-every-role';
import { auditEntries } from '../../test/roles';

const app = appWithEveryRole();

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: unknown) =>
  app.t.request({ method, url, cookie, payload: payload as never });

let dealId = '';
const skill = async (text: string) =>
  (await call('GET', `/api/skills/resolve?text=${text}`, app.as.user.cookie)).json<ResolvedSkill>().skill!.skill_id;

async function demand(overrides: object): Promise<Demand> {
  const res = await call('POST', `/api/deals/${dealId}/demands`, app.as.sales_rep.cookie, {
    role_title: 'Rust platform engineer',
    seniority: 'senior',
    skills: [{ skill_id: await skill('Rust'), min_level: 3 }],
    starts_on: '2099-04-01',
    ends_on: '2099-06-30',
    allocation_pct: 100,
    remote: false,
    city: 'Berlin',
    country: 'DE',
    ...overrides,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Demand>();
}

describe('a demand nobody fits becomes a job (decision 0097)', () => {
  beforeAll(async () => {
    dealId = (await call('POST', '/api/funnel/leads', app.as.sales_rep.cookie, { name: 'Platform deal' })).json<{ id: string }>().id;
  }, 120_000);

  it('admins and recruiters make it once, prefilled, On Hold; the demand and the job name each other; opening it lists it on /careers', async () => {
    const d = await demand({});
    const url = `/api/deals/${dealId}/demands/${d.demand_id}/job`;
    expect((await call('POST', url)).statusCode).toBe(401);
    for (const role of ['user', 'sales_rep'] as const) expect((await call('POST', url, app.as[role].cookie)).statusCode, role).toBe(403);
    const made = await call('POST', url, app.as.recruiter.cookie);
    expect(made.statusCode, made.body).toBe(201);
    const job = made.json<Job>();
    expect(job).toMatchObject({
      title: 'Rust platform engineer',
      status: 'On Hold',
      location: 'Berlin, DE',
      workplace_type: 'on-site',
      location_city: 'Berlin',
      location_country: 'DE',
      ats_keywords: 'Rust',
      closing_date: '2099-04-01',
      recruiter_id: app.as.recruiter.user.id,
    });
    expect(job.description).toContain('from 2099-04-01 to 2099-06-30');
    expect(job.requirements).toBe('Skills: Rust (at least Advanced).');
    // A second click, by anyone, makes no second job.
    const again = await call('POST', url, app.as.admin.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'A job was made from this demand already.' });
    expect((await call('GET', '/api/jobs?q=Rust%20platform', app.as.admin.cookie)).json<{ total: number }>().total).toBe(1);

    // The demand shows its job (to every member); the job names its deal and demand.
    const demands = (await call('GET', `/api/deals/${dealId}/demands`, app.as.user.cookie)).json<Demand[]>();
    expect(demands.find((x) => x.demand_id === d.demand_id)?.job).toEqual({ job_id: job.job_id, title: job.title, status: 'On Hold' });
    const originUrl = `/api/jobs/${job.job_id}/demand`;
    expect((await call('GET', originUrl)).statusCode).toBe(401);
    for (const role of ['user', 'sales_rep'] as const)
      expect((await call('GET', originUrl, app.as[role].cookie)).statusCode, role).toBe(403);
    expect((await call('GET', originUrl, app.as.recruiter.cookie)).json<JobDemandOrigin>()).toEqual({
      origin: { deal_id: dealId, deal_name: 'Platform deal', demand_id: d.demand_id, role_title: 'Rust platform engineer' },
    });
    const other = (
      await call('POST', '/api/jobs', app.as.admin.cookie, { title: 'Plain', description: 'x', requirements: 'y' })
    ).json<Job>();
    expect((await call('GET', `/api/jobs/${other.job_id}/demand`, app.as.admin.cookie)).json()).toEqual({ origin: null });

    // Both histories: the deal's says it was made; the job's says it was created.
    const deal = await call('GET', `/api/timeline/deal/${dealId}?kind=history`, app.as.user.cookie);
    expect(deal.body).toContain(
      `${app.as.recruiter.user.fullName} made the job “Rust platform engineer” from the demand “Rust platform engineer”.`,
    );
    expect((await auditEntries(app.t, 'JOB_CREATED')).some((e) => e.entity_id === job.job_id)).toBe(true);

    // On Hold is not on /careers; opened (the job form's status), it is.
    expect((await call('GET', '/careers')).body).not.toContain(`/careers/${job.job_id}`);
    const { job_id: _id, recruiter_name: _r, date_closed: _c, created_at: _ca, updated_at: _u, ...fields } = job;
    const opened = await call('PUT', `/api/jobs/${job.job_id}`, app.as.recruiter.cookie, { ...fields, status: 'Open' });
    expect(opened.statusCode, opened.body).toBe(200);
    expect((await call('GET', '/careers')).body).toContain(`/careers/${job.job_id}`);
  });

  it('a remote demand makes a remote job for its country; a demand of another deal is a 404', async () => {
    const d = await demand({ role_title: 'Remote Rustacean', remote: true, city: null, country: 'PT', skills: [] });
    const job = (await call('POST', `/api/deals/${dealId}/demands/${d.demand_id}/job`, app.as.admin.cookie)).json<Job>();
    expect(job).toMatchObject({ workplace_type: 'remote', remote_countries: ['PT'], location: 'Remote or PT', ats_keywords: null });
    expect(job.requirements).toBe('See the description.');
    const otherDeal = (await call('POST', '/api/funnel/leads', app.as.sales_rep.cookie, { name: 'Other deal' })).json<{ id: string }>().id;
    expect((await call('POST', `/api/deals/${otherDeal}/demands/${d.demand_id}/job`, app.as.admin.cookie)).statusCode).toBe(404);
  });
});
