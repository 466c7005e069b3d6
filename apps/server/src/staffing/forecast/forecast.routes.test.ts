import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Allocation, Demand, DemandInput } from '@keel/shared/demands';
import type { ResolvedSkill } from '@keel/shared/skills';
import type { Forecast, StaffingFigures } from '@keel/shared/staffing-forecast';
import { setSetting } from '../../platform/settings/settings.service';
import { notifierOf } from '../../workspace/notifications/notifications.service';
import { appWithEveryRole } from '../../test/app-with-every-role';
import { runCapacityGapCheck, runUnstaffedWonDealCheck } from './staffing-checks.job';

/**
 * Decision 0098 on a fixed scenario, weeks of 2027-03-01, 08, 15 and 22 (Mondays; weekdays only):
 * - "Won portal" (Closed Won, 100 %): demand A, React ≥ 3, 03-01…03-19 at 100 %, 800 EUR a day; Bea
 *   confirmed on it 03-01…03-05 at 50 %. Demand G, Kotlin ≥ 3, 03-22…04-09 at 50 %, no rate.
 *   Demand F, React ≥ 3 and TypeScript ≥ 2, in April (outside the four weeks); Eve, a new hire, confirmed.
 * - "Proposal app" (Proposal Sent, 75 %): demand B, React ≥ 2 and TypeScript ≥ 3, 03-10 (a Wednesday)…03-31 at 80 %.
 * - "Contacted ops" (Contacted, 50 %): demand E, Kotlin ≥ 3, 03-01…03-12 at 100 %; Dan (a contractor) confirmed for all of it.
 * - "Lost bid" (Closed Lost, 0 %): demand C, React ≥ 1: never counted.
 * Consultants: Ada React 4 / TypeScript 3, away 03-08…03-12; Bea React 3; Cid React 1 (below every
 * floor); Dan React 2 / TypeScript 4 / Kotlin 3, contractor; Eve (no skills), made after demand F.
 */
const app = appWithEveryRole();
const call = (url: string, cookie?: string) => app.t.request({ method: 'GET', url, cookie });
const post = (url: string, payload: unknown, cookie = app.as.sales_rep.cookie) =>
  app.t.request({ method: 'POST', url, cookie, payload: payload as never });

const skill: Record<string, string> = {};
const deal: Record<string, string> = {};
const demandOf: Record<string, Demand> = {};
const consultantOf: Record<string, string> = {};

async function skillId(text: string) {
  return (await call(`/api/skills/resolve?text=${encodeURIComponent(text)}`, app.as.user.cookie)).json<ResolvedSkill>().skill!.skill_id;
}

async function newDeal(name: string, stageId: string) {
  const res = await post('/api/funnel/leads', { name, stageId });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

async function newDemand(key: string, dealKey: string, input: Partial<DemandInput>) {
  const res = await post(`/api/deals/${deal[dealKey]}/demands`, { role_title: key, seniority: 'senior', remote: true, ...input });
  expect(res.statusCode, res.body).toBe(201);
  demandOf[key] = res.json<Demand>();
}

async function newConsultant(name: string, engagement: 'employee' | 'contractor', skills: [string, number][], away: object[] = []) {
  const res = await post(
    '/api/consultants',
    { full_name: name, engagement, skills: skills.map(([s, level]) => ({ skill_id: skill[s], level })), unavailability: away },
    app.as.admin.cookie,
  );
  expect(res.statusCode, res.body).toBe(201);
  consultantOf[name] = res.json<{ consultant_id: string }>().consultant_id;
}

async function staff(demandKey: string, name: string, starts_on: string, ends_on: string, allocation_pct: number) {
  const d = demandOf[demandKey];
  const base = `/api/deals/${d.deal_id}/demands/${d.demand_id}/allocations`;
  const proposal = (await post(base, { consultant_id: consultantOf[name] })).json<Allocation>();
  const done = await post(`${base}/${proposal.allocation_id}/confirm`, { starts_on, ends_on, allocation_pct });
  expect(done.statusCode, done.body).toBe(200);
  return proposal.allocation_id;
}

async function stageIds(): Promise<Record<string, string>> {
  const rows = await app.t.database.db.selectFrom('pipeline_stages').select(['id', 'title']).execute();
  return Object.fromEntries(rows.map((r) => [r.title, r.id]));
}

const FORECAST = '/api/staffing/forecast?from=2027-03-03&weeks=4';
const FIGURES = '/api/staffing/figures?from=2027-03-01';

beforeAll(async () => {
  for (const s of ['React', 'TypeScript', 'Kotlin']) skill[s] = await skillId(s);
  const stages = await stageIds();
  deal.won = await newDeal('Won portal', stages['Closed Won']);
  deal.proposal = await newDeal('Proposal app', stages['Proposal Sent']);
  deal.contacted = await newDeal('Contacted ops', stages['Contacted']);
  deal.lost = await newDeal('Lost bid', stages['Closed Lost']);
  const rate = { rate: { target_day_rate: 800, rate_currency: 'EUR' } };
  await newDemand('A', 'won', {
    skills: [{ skill_id: skill.React, min_level: 3 }],
    starts_on: '2027-03-01',
    ends_on: '2027-03-19',
    allocation_pct: 100,
    ...rate,
  });
  await newDemand('G', 'won', {
    skills: [{ skill_id: skill.Kotlin, min_level: 3 }],
    starts_on: '2027-03-22',
    ends_on: '2027-04-09',
    allocation_pct: 50,
  });
  await newDemand('F', 'won', {
    skills: [
      { skill_id: skill.React, min_level: 3 },
      { skill_id: skill.TypeScript, min_level: 2 },
    ],
    starts_on: '2027-04-05',
    ends_on: '2027-04-30',
    allocation_pct: 100,
  });
  await newDemand('B', 'proposal', {
    skills: [
      { skill_id: skill.React, min_level: 2 },
      { skill_id: skill.TypeScript, min_level: 3 },
    ],
    starts_on: '2027-03-10',
    ends_on: '2027-03-31',
    allocation_pct: 80,
  });
  await newDemand('E', 'contacted', {
    skills: [{ skill_id: skill.Kotlin, min_level: 3 }],
    starts_on: '2027-03-01',
    ends_on: '2027-03-12',
    allocation_pct: 100,
  });
  await newDemand('C', 'lost', {
    skills: [{ skill_id: skill.React, min_level: 1 }],
    starts_on: '2027-03-01',
    ends_on: '2027-03-31',
    allocation_pct: 100,
  });

  await newConsultant(
    'Ada',
    'employee',
    [
      ['React', 4],
      ['TypeScript', 3],
    ],
    [{ starts_on: '2027-03-08', ends_on: '2027-03-12' }],
  );
  await newConsultant('Bea', 'employee', [['React', 3]]);
  await newConsultant('Cid', 'employee', [['React', 1]]);
  await newConsultant('Dan', 'contractor', [
    ['React', 2],
    ['TypeScript', 4],
    ['Kotlin', 3],
  ]);
  await newConsultant('Eve', 'employee', []);
  await staff('A', 'Bea', '2027-03-01', '2027-03-05', 50);
  await staff('E', 'Dan', '2027-03-01', '2027-03-12', 100);
  await staff('F', 'Eve', '2027-04-05', '2027-04-30', 100);

  // The clock's moments, fixed: the won deal entered Closed Won on 02-01; A was asked for before
  // (01-20), F long before Eve joined; Bea was confirmed on 02-11 (10 days), Eve on 02-05 noon (4.5 days).
  const db = app.t.database.db;
  await sql`UPDATE deal_stage_entries SET entered_at = '2027-02-01T00:00:00Z' WHERE deal_id = ${deal.won}`.execute(db);
  await sql`UPDATE deal_demands SET created_at = '2027-01-20T00:00:00Z' WHERE demand_id = ${demandOf.A.demand_id}`.execute(db);
  await sql`UPDATE deal_demands SET created_at = '2026-01-01T00:00:00Z' WHERE demand_id = ${demandOf.F.demand_id}`.execute(db);
  await sql`UPDATE staffing_allocations SET confirmed_at = '2027-02-11T00:00:00Z' WHERE consultant_id = ${consultantOf.Bea}`.execute(db);
  await sql`UPDATE staffing_allocations SET confirmed_at = '2027-02-05T12:00:00Z' WHERE consultant_id = ${consultantOf.Eve}`.execute(db);
}, 120_000);

describe('the capacity forecast (decision 0098)', () => {
  it('adds unstaffed allocation × win probability per weekday against free consultants at the skill’s floor, in people per week', async () => {
    const res = await call(FORECAST, app.as.user.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const forecast = res.json<Forecast>();
    expect(forecast.from).toBe('2027-03-01');
    expect(forecast.weeks).toEqual(['2027-03-01', '2027-03-08', '2027-03-15', '2027-03-22']);
    const table = forecast.rows.map((r) => [r.skill_name, r.min_level, r.cells.map((c) => [c.demand, c.supply, c.gap])]);
    expect(forecast.rows.map((r) => r.cells.map((c) => c.short))).toEqual([
      [0, 0, 0, 0],
      [0, 0.36, 0, 0],
      [0, 0.36, 0, 0],
    ]);
    expect(table).toEqual([
      // E is fully staffed (no demand left), Dan is on it until 03-12; G needs 50 % in week 4.
      [
        'Kotlin',
        3,
        [
          [0, 0, false],
          [0, 0, false],
          [0, 1, false],
          [0.5, 1, false],
        ],
      ],
      // Week 1: A's 100 % less Bea's 50 % = 0.5; Ada 1 + Bea 0.5 + Dan 0 (on E).
      // Week 2: A 1 + B 3 of 5 days × 80 % × 75 % = 0.36; Ada away, Bea 1, Dan on E: a gap.
      // Week 3: A 1 + B 0.6; Ada, Bea and Dan (rolled off E) free. Cid (React 1) is never supply; C (lost) never demand.
      [
        'React',
        2,
        [
          [0.5, 1.5, false],
          [1.36, 1, true],
          [1.6, 3, false],
          [0.6, 3, false],
        ],
      ],
      [
        'TypeScript',
        3,
        [
          [0, 1, false],
          [0.36, 0, true],
          [0.6, 2, false],
          [0.6, 2, false],
        ],
      ],
    ]);
  });

  it('is read by every member alike and refused without a session', async () => {
    expect((await call(FORECAST)).statusCode).toBe(401);
    const bodies = await Promise.all(
      (['user', 'recruiter', 'sales_rep', 'admin'] as const).map(async (r) => (await call(FORECAST, app.as[r].cookie)).body),
    );
    expect(new Set(bodies).size).toBe(1);
    expect(bodies[0]).not.toMatch(/rate|applicant|candidate/i);
    expect((await call('/api/staffing/forecast?weeks=27', app.as.user.cookie)).statusCode).toBe(400);
  });
});

describe('time-to-staff and revenue at risk (decision 0098)', () => {
  it('gives the median days per skill from entering Closed Won to the first confirmation, and where consultants came from', async () => {
    const figures = (await call(FIGURES, app.as.user.cookie)).json<StaffingFigures>();
    expect(figures.clock_stage?.title).toBe('Closed Won');
    // React: A 10 days and F 4.5 days → 7.25, one decimal; TypeScript: F only. E's deal never reached Closed Won.
    expect(figures.median_days_by_skill.map((m) => [m.skill_name, m.median_days, m.demands])).toEqual([
      ['React', 7.3, 2],
      ['TypeScript', 4.5, 1],
    ]);
    expect(figures.staffed_by).toEqual({ bench: 1, new_hire: 1, contractor: 1 });
    // Thirds as whole percentages that add up to 100: the largest remainder goes to the first.
    expect(figures.staffed_shares).toEqual({ bench: 34, new_hire: 33, contractor: 33 });
    expect(figures).not.toHaveProperty('revenue_at_risk');
  });

  it('shows revenue at risk to admins and sales reps only: unstaffed weekdays × target rate over 30 days', async () => {
    for (const role of ['user', 'recruiter'] as const)
      expect((await call(FIGURES, app.as[role].cookie)).body, role).not.toMatch(/rate|amount|risk/);
    for (const role of ['sales_rep', 'admin'] as const) {
      const risk = (await call(FIGURES, app.as[role].cookie)).json<StaffingFigures>().revenue_at_risk!;
      // A: week 1 at 50 % (2.5 days) + weeks 2 and 3 (10 days) = 12.5 × 800 EUR; G: 03-22…03-30 is 7 weekdays at 50 %, no rate.
      expect(risk).toMatchObject({
        from: '2027-03-01',
        to: '2027-03-30',
        amounts: [{ currency: 'EUR', amount: 10000, unstaffed_days: 12.5 }],
        unpriced_days: 3.5,
        unstaffed_days: 16,
      });
      expect(risk.demands.map((d) => [d.role_title, d.unstaffed_days, d.amount])).toEqual([
        ['A', 12.5, 10000],
        ['G', 3.5, null],
      ]);
    }
    expect((await call(FIGURES)).statusCode).toBe(401);
  });

  it('follows the clock-stage setting: from Proposal Sent on, a deal that skipped it still counts', async () => {
    const stages = await stageIds();
    await setSetting(app.t.database.db, 'staffing_clock_stage_id', stages['Proposal Sent']);
    try {
      const figures = (await call(FIGURES, app.as.user.cookie)).json<StaffingFigures>();
      expect(figures.clock_stage?.title).toBe('Proposal Sent');
      expect(figures.median_days_by_skill.map((m) => m.median_days)).toEqual([7.3, 4.5]);
    } finally {
      await setSetting(app.t.database.db, 'staffing_clock_stage_id', null);
    }
  });
});

describe('the scheduled staffing checks (decision 0098)', () => {
  it('tell admins and recruiters of each (skill, week) gap once, however often they run', async () => {
    const db = app.t.database.db;
    await setSetting(db, 'staffing_gap_weeks_ahead', 4);
    const notifier = notifierOf(app.t.app);
    const first = await runCapacityGapCheck(db, notifier, '2027-03-03');
    expect(first.gaps).toBe(2);
    const again = await Promise.all([runCapacityGapCheck(db, notifier, '2027-03-04'), runCapacityGapCheck(db, notifier, '2027-03-05')]);
    expect(again.map((r) => r.told)).toEqual([0, 0]);
    const { rows } = await sql<{ recipient_id: string; subject: string; record_id: string }>`
      SELECT recipient_id, subject, record_id FROM notifications WHERE kind = 'capacity_gap' ORDER BY subject, recipient_id`.execute(db);
    const told = new Set(rows.map((r) => r.recipient_id));
    expect(told.has(app.as.admin.user.id)).toBe(true);
    expect(told.has(app.as.recruiter.user.id)).toBe(true);
    expect(told.has(app.as.user.user.id) || told.has(app.as.sales_rep.user.id)).toBe(false);
    expect(rows.length).toBe(first.told);
    expect(rows.length).toBe(2 * told.size);
    const forAdmin = rows.filter((r) => r.recipient_id === app.as.admin.user.id);
    expect(forAdmin.map((r) => [r.subject, r.record_id])).toEqual([
      ['React, week of 2027-03-08: 1.36 FTE needed, 1 FTE free', deal.won],
      ['TypeScript, week of 2027-03-08: 0.36 FTE needed, 0 FTE free', deal.proposal],
    ]);
    const bell = await call('/api/notifications', app.as.admin.cookie);
    expect(bell.body).toContain('Capacity gap: React, week of 2027-03-08: 1.36 FTE needed, 1 FTE free');
  });

  it('tell the owner and the recruiters once of a won deal starting within 14 days with an unstaffed demand', async () => {
    const db = app.t.database.db;
    await sql`UPDATE deals SET assigned_sales_rep_id = ${app.as.sales_rep.user.id} WHERE id = ${deal.won}`.execute(db);
    const notifier = notifierOf(app.t.app);
    // On 03-07, G (03-22) is 15 days out; A and F have a confirmed consultant, so they are not unstaffed.
    expect(await runUnstaffedWonDealCheck(db, notifier, '2027-03-07')).toEqual({ deals: 0, told: 0 });
    const first = await runUnstaffedWonDealCheck(db, notifier, '2027-03-08');
    expect(first.deals).toBe(1);
    expect((await runUnstaffedWonDealCheck(db, notifier, '2027-03-09')).told).toBe(0);
    const { rows } = await sql<{ recipient_id: string; subject: string }>`
      SELECT recipient_id, subject FROM notifications WHERE kind = 'deal_unstaffed' ORDER BY recipient_id`.execute(db);
    const ids = rows.map((r) => r.recipient_id);
    expect(ids).toContain(app.as.sales_rep.user.id);
    expect(ids).toContain(app.as.recruiter.user.id);
    expect(ids).not.toContain(app.as.user.user.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(rows[0].subject).toBe('Won portal (1 role without a confirmed consultant, from 2027-03-22)');
  });
});

describe('the staffing settings (decision 0098)', () => {
  const URL = '/api/staffing/forecast-settings';
  const put = (payload: unknown, cookie?: string) => app.t.request({ method: 'PUT', url: URL, cookie, payload: payload as never });

  it('are read and set by admins only, audited, and steer the clock and the gap horizon', async () => {
    expect((await call(URL)).statusCode).toBe(401);
    expect((await put({ clock_stage_id: null, gap_weeks_ahead: 4 })).statusCode).toBe(401);
    for (const role of ['user', 'recruiter', 'sales_rep'] as const) {
      expect((await call(URL, app.as[role].cookie)).statusCode, role).toBe(403);
      expect((await put({ clock_stage_id: null, gap_weeks_ahead: 4 }, app.as[role].cookie)).statusCode, role).toBe(403);
    }
    const stages = await stageIds();
    const before = (await call(URL, app.as.admin.cookie)).json<{ clock_stage_id: string | null; stages: { title: string }[] }>();
    expect(before.clock_stage_id).toBeNull();
    expect(before.stages.map((s) => s.title)).toEqual(['New Inquiry', 'Contacted', 'Proposal Sent', 'Closed Won', 'Closed Lost']);
    expect((await put({ clock_stage_id: stages['Contacted'], gap_weeks_ahead: 27 }, app.as.admin.cookie)).statusCode).toBe(400);
    expect(
      (await put({ clock_stage_id: '00000000-0000-4000-8000-000000000000', gap_weeks_ahead: 6 }, app.as.admin.cookie)).statusCode,
    ).toBe(400);
    const saved = await put({ clock_stage_id: stages['Contacted'], gap_weeks_ahead: 6 }, app.as.admin.cookie);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ clock_stage_id: stages['Contacted'], gap_weeks_ahead: 6 });
    // From Contacted on, E's demand (its deal is in Contacted) has a clock too: Dan was confirmed at once.
    const figures = (await call(FIGURES, app.as.user.cookie)).json<StaffingFigures>();
    expect(figures.clock_stage?.title).toBe('Contacted');
    expect(figures.median_days_by_skill.map((m) => m.skill_name)).toEqual(['Kotlin', 'React', 'TypeScript']);
    expect((await call(FORECAST, app.as.user.cookie)).json<Forecast>().gap_weeks_ahead).toBe(6);
    const audit = await app.t.database.db
      .selectFrom('audit_log')
      .select('details')
      .where('action_type', '=', 'STAFFING_SETTINGS_CHANGED')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0].details).toMatchObject({ clockStage: '“Contacted”', gapWeeksAhead: 6 });
    await put({ clock_stage_id: null, gap_weeks_ahead: 8 }, app.as.admin.cookie);
  });
});
