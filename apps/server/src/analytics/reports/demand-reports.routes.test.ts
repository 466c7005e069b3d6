import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '@keel/shared/dashboards';
import type { Allocation, Demand, DemandInput } from '@keel/shared/demands';
import type { ReportDefinitionInput, ReportResult, SavedReport } from '@keel/shared/reports';
import type { ResolvedSkill } from '@keel/shared/skills';
import { addDays, type StaffingFigures } from '@keel/shared/staffing-forecast';
import { todayUtc } from '../../staffing/forecast/forecast.service';
import { appWithEveryRole } from '../../test/app-with-every-role';
import { RATES_REPORT_UNAVAILABLE } from './report-widgets.service';

/**
 * Decision 0108 on a fixed scenario, dated from today (UTC) since a report reads the figures as of today:
 * - "Won portal" (Closed Won, entered 2026-01-01): demand A, React, today…+60 at 100 %, 800 EUR a day,
 *   added 01-10, Bea (on the bench since 2025) confirmed at 50 % on 01-20 (10 days); demand B, React
 *   and Kotlin, today…+20 at 50 %, no rate, added 01-05, Dan (a contractor) confirmed for all of it on
 *   01-12 noon (7.5 days); demand C, Kotlin, today…+40 at 100 %, 1,000 USD a day, nobody.
 * - "Proposal app" (Proposal Sent): demand D, React, today…+40 at 100 %, 500 EUR, nobody: its unstaffed
 *   days count, its revenue is not at risk (not won).
 */
const app = appWithEveryRole();
type Who = 'user' | 'sales_rep' | 'recruiter' | 'admin';
const TODAY = todayUtc();
const call = (who: Who | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  app.t.request({ method, url, cookie: who ? app.as[who].cookie : undefined, payload: payload as never });

const skill: Record<string, string> = {};
const demandOf: Record<string, Demand> = {};
const consultantOf: Record<string, string> = {};

async function newDemand(key: string, dealId: string, input: Partial<DemandInput>) {
  const res = await call('sales_rep', 'POST', `/api/deals/${dealId}/demands`, {
    role_title: key,
    seniority: 'senior',
    remote: true,
    ...input,
  });
  expect(res.statusCode, res.body).toBe(201);
  demandOf[key] = res.json<Demand>();
}

async function newConsultant(name: string, engagement: 'employee' | 'contractor', skills: string[]) {
  const body = { full_name: name, engagement, skills: skills.map((s) => ({ skill_id: skill[s], level: 3 })) };
  const res = await call('admin', 'POST', '/api/consultants', body);
  expect(res.statusCode, res.body).toBe(201);
  consultantOf[name] = res.json<{ consultant_id: string }>().consultant_id;
}

async function staff(demandKey: string, name: string, ends_on: string, allocation_pct: number) {
  const d = demandOf[demandKey];
  const base = `/api/deals/${d.deal_id}/demands/${d.demand_id}/allocations`;
  const proposal = (await call('sales_rep', 'POST', base, { consultant_id: consultantOf[name] })).json<Allocation>();
  const done = await call('sales_rep', 'POST', `${base}/${proposal.allocation_id}/confirm`, { starts_on: TODAY, ends_on, allocation_pct });
  expect(done.statusCode, done.body).toBe(200);
}

/** Weekdays from today to today + 29, both included: the window of unstaffed days (decision 0098). */
function weekdaysInWindow(): number {
  let n = 0;
  for (let i = 0; i < 30; i++) if (![0, 6].includes(new Date(`${addDays(TODAY, i)}T00:00:00Z`).getUTCDay())) n++;
  return n;
}

async function run(definition: ReportDefinitionInput): Promise<ReportResult> {
  const res = await call('admin', 'POST', '/api/reports/run', definition);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ReportResult>();
}
const byGroup = (result: ReportResult) => Object.fromEntries(result.rows.map((r) => [r.group, r.value]));

beforeAll(async () => {
  for (const text of ['React', 'Kotlin']) {
    const res = await call('user', 'GET', `/api/skills/resolve?text=${text}`);
    skill[text] = res.json<ResolvedSkill>().skill!.skill_id;
  }
  const stages = Object.fromEntries(
    (await app.t.database.db.selectFrom('pipeline_stages').select(['id', 'title']).execute()).map((s) => [s.title, s.id]),
  );
  const newDeal = async (name: string, stageId: string) =>
    (await call('sales_rep', 'POST', '/api/funnel/leads', { name, stageId })).json<{ id: string }>().id;
  const won = await newDeal('Won portal', stages['Closed Won']);
  const proposal = await newDeal('Proposal app', stages['Proposal Sent']);
  const react = [{ skill_id: skill.React, min_level: 2 }];
  const kotlin = [{ skill_id: skill.Kotlin, min_level: 2 }];
  const eur = (target_day_rate: number, rate_currency = 'EUR') => ({ rate: { target_day_rate, rate_currency } });
  const dates = (days: number) => ({ starts_on: TODAY, ends_on: addDays(TODAY, days) });
  await newDemand('A', won, { skills: react, ...dates(60), allocation_pct: 100, ...eur(800) });
  await newDemand('B', won, { skills: [...react, ...kotlin], ...dates(20), allocation_pct: 50 });
  await newDemand('C', won, { skills: kotlin, ...dates(40), allocation_pct: 100, ...eur(1000, 'USD') });
  await newDemand('D', proposal, { skills: react, ...dates(40), allocation_pct: 100, ...eur(500) });
  await newConsultant('Bea', 'employee', ['React']);
  await newConsultant('Dan', 'contractor', ['React', 'Kotlin']);
  await staff('A', 'Bea', addDays(TODAY, 60), 50);
  await staff('B', 'Dan', addDays(TODAY, 20), 50);

  const db = app.t.database.db;
  const at = (demand: string, iso: string) =>
    sql`UPDATE deal_demands SET created_at = ${iso}::timestamptz WHERE demand_id = ${demandOf[demand].demand_id}`.execute(db);
  await sql`UPDATE deal_stage_entries SET entered_at = '2026-01-01T00:00:00Z' WHERE deal_id = ${won}`.execute(db);
  await at('A', '2026-01-10T00:00:00Z');
  await at('B', '2026-01-05T00:00:00Z');
  await sql`UPDATE consultants SET created_at = '2025-01-01T00:00:00Z' WHERE consultant_id = ${consultantOf.Bea}`.execute(db);
  const confirmed = (name: string, iso: string) =>
    sql`UPDATE staffing_allocations SET confirmed_at = ${iso}::timestamptz WHERE consultant_id = ${consultantOf[name]}`.execute(db);
  await confirmed('Bea', '2026-01-20T00:00:00Z');
  await confirmed('Dan', '2026-01-12T12:00:00Z');
}, 120_000);

describe('staffing demands in the report builder read the staffing figures’ one definition (decision 0108)', () => {
  it('median time-to-staff by skill: the report’s medians are the API’s and the dashboard tile’s', async () => {
    const report = await run({ records: 'demands', group: { field: 'skill' }, measure: { fn: 'median', field: 'timeToStaff' } });
    // React: A 10 days and B 7.5 → 8.75; Kotlin: B only. C and D are not staffed: no time-to-staff.
    expect(byGroup(report)).toEqual({ React: 8.75, Kotlin: 7.5 });
    const api = (await call('user', 'GET', '/api/staffing/figures')).json<StaffingFigures>();
    expect(api.median_days_by_skill.map((m) => [m.skill_name, m.median_days])).toEqual(
      report.rows.map((r) => [r.group, Math.round(r.value * 10) / 10]).sort(([a], [b]) => String(a).localeCompare(String(b))),
    );
  });

  it('staffed from: the shares by source are the API’s counts; unstaffed demands are their own group', async () => {
    const all = await run({ records: 'demands', group: { field: 'staffedFrom' }, measure: { fn: 'count' } });
    expect(byGroup(all)).toEqual({ Unstaffed: 2, Bench: 1, Contractor: 1 });
    const staffed = await run({
      records: 'demands',
      filters: [{ field: 'staffing', op: 'equals', value: 'Staffed' }],
      group: { field: 'staffedFrom' },
      measure: { fn: 'count' },
    });
    const api = (await call('user', 'GET', '/api/staffing/figures')).json<StaffingFigures>();
    expect(api.staffed_by).toEqual({ bench: 1, new_hire: 0, contractor: 1 });
    expect(byGroup(staffed)).toEqual({ Bench: api.staffed_by.bench, Contractor: api.staffed_by.contractor });
  });

  it('revenue at risk per currency and unstaffed days over the next 30 days are the API’s', async () => {
    const days = weekdaysInWindow();
    const risk = await run({ records: 'demands', group: { field: 'rateCurrency' }, measure: { fn: 'sum', field: 'revenueAtRisk' } });
    // A: half of each weekday × 800 EUR; C: each weekday × 1,000 USD; D is on a deal not won.
    expect(byGroup(risk)).toMatchObject({ EUR: 400 * days, USD: 1000 * days });
    const api = (await call('sales_rep', 'GET', '/api/staffing/figures')).json<StaffingFigures>().revenue_at_risk!;
    expect(api.amounts.map((a) => [a.currency, a.amount])).toEqual([
      ['EUR', byGroup(risk).EUR],
      ['USD', byGroup(risk).USD],
    ]);
    const wonDays = await run({
      records: 'demands',
      filters: [{ field: 'stage', op: 'equals', value: 'Closed Won' }],
      measure: { fn: 'sum', field: 'unstaffedDays' },
    });
    expect(wonDays.total).toBe(api.unstaffed_days);
    // D's unstaffed days count in the report although its revenue is not at risk.
    const d = await run({
      records: 'demands',
      filters: [{ field: 'role', op: 'equals', value: 'D' }],
      measure: { fn: 'sum', field: 'unstaffedDays' },
    });
    expect(d.total).toBe(days);
  });
});

describe('who may build and read demand reports (decision 0108)', () => {
  const byRate = {
    records: 'demands',
    filters: [],
    group: { field: 'rateCurrency' },
    measure: { fn: 'sum', field: 'revenueAtRisk' },
    view: 'table',
  };
  const byTime = {
    records: 'demands',
    filters: [],
    group: { field: 'skill' },
    measure: { fn: 'median', field: 'timeToStaff' },
    view: 'table',
  };

  it('the builder is for admins: 401 without a session, 403 for every other role', async () => {
    expect((await call(null, 'POST', '/api/reports/run', byTime)).statusCode).toBe(401);
    for (const who of ['user', 'sales_rep', 'recruiter'] as const)
      expect((await call(who, 'POST', '/api/reports/run', byTime)).statusCode, who).toBe(403);
  });

  it('a shared report by rates exists for admins and sales reps only; one without rates for every member', async () => {
    const save = async (name: string, definition: object) => {
      const res = await call('admin', 'POST', '/api/saved-reports', { name, shared: true, definition });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<SavedReport>();
    };
    const rates = await save('Revenue at risk by currency', byRate);
    const times = await save('Median time-to-staff by skill', byTime);
    for (const who of ['user', 'recruiter'] as const) {
      const listed = (await call(who, 'GET', '/api/saved-reports')).json<SavedReport[]>().map((r) => r.id);
      expect(listed, who).toContain(times.id);
      expect(listed, who).not.toContain(rates.id);
      for (const url of [`/api/saved-reports/${rates.id}`, `/api/saved-reports/${rates.id}/result`]) {
        const res = await call(who, 'GET', url);
        expect(res.statusCode, `${who} ${url}`).toBe(404);
        expect(res.body).not.toContain('EUR');
      }
      const result = await call(who, 'GET', `/api/saved-reports/${times.id}/result`);
      expect(result.statusCode).toBe(200);
      expect(byGroup(result.json<ReportResult>())).toEqual({ React: 8.75, Kotlin: 7.5 });
    }
    for (const who of ['sales_rep', 'admin'] as const) {
      const res = await call(who, 'GET', `/api/saved-reports/${rates.id}/result`);
      expect(res.statusCode, who).toBe(200);
      expect(byGroup(res.json<ReportResult>())).toHaveProperty('EUR');
    }
    expect((await call(null, 'GET', `/api/saved-reports/${times.id}/result`)).statusCode).toBe(401);
  });

  it('a plain user cannot configure a dashboard widget by rates (403); by time-to-staff they can', async () => {
    let board = (await call('user', 'POST', '/api/dashboards', { name: 'Mine' })).json<Dashboard>();
    board = (await call('user', 'POST', `/api/dashboards/${board.id}/widgets`, { type: 'barChart' })).json<Dashboard>();
    const url = `/api/dashboards/${board.id}/widgets/${board.layout[0].i}/config`;
    const refused = await call('user', 'PUT', url, { config: { definition: { ...byRate, view: 'bar' } } });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toMatchObject({ message: RATES_REPORT_UNAVAILABLE });
    const allowed = await call('user', 'PUT', url, { config: { definition: { ...byTime, view: 'bar' } } });
    expect(allowed.statusCode, allowed.body).toBe(200);
  });
});
