import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FunnelResponse, KpiSummary, MeetingNote, NextContact, RemindersResponse, StageStat } from '@keel/shared/insights';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await t.userWithRole('user'));
});
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.request({ method: 'GET', url, cookie });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
};
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const stageId = async (title: string) =>
  (await t.database.db.selectFrom('pipeline_stages').select('id').where('title', '=', title).executeTakeFirstOrThrow()).id;

async function addDeal(values: { name: string; stage: string; value?: number; next?: string | null; notes?: string; updatedAt?: string }) {
  await t.database.db
    .insertInto('deals')
    .values({
      name: values.name,
      stage_id: await stageId(values.stage),
      amount: values.value ?? 0,
      deal_value: values.value ?? null,
      next_contact_date: values.next ?? null,
      meeting_notes: values.notes ?? null,
      first_name: 'Pat',
      last_name: values.name,
      company: `${values.name} Inc`,
      ...(values.updatedAt ? { updated_at: values.updatedAt } : {}),
    })
    .execute();
}

const ENDPOINTS = [
  '/api/insights/recent-contacts',
  '/api/insights/recent-inquiries',
  '/api/insights/meeting-notes',
  '/api/insights/next-contacts',
  '/api/insights/reminders',
  '/api/insights/deals-by-stage',
  '/api/insights/funnel',
  '/api/insights/contacts-trend',
  '/api/insights/kpis',
];

describe('insights', () => {
  it('are refused without a session', async () => {
    for (const url of ENDPOINTS) expect((await t.request({ method: 'GET', url })).statusCode, url).toBe(401);
  });

  it('are honest when there is no data yet', async () => {
    for (const url of [
      '/api/insights/recent-contacts',
      '/api/insights/recent-inquiries',
      '/api/insights/meeting-notes',
      '/api/insights/next-contacts',
    ]) {
      expect(await get(url), url).toEqual([]);
    }
    expect(await get('/api/insights/kpis')).toEqual({
      currency: 'USD',
      openDeals: 0,
      openPipelineValue: 0,
      weightedPipelineValue: 0,
      wonDeals: 0,
      wonValue: 0,
      lostDeals: 0,
      lostValue: 0,
      contacts: 0,
      companies: 0,
      inquiries: 0,
    });
    const stages: StageStat[] = await get('/api/insights/deals-by-stage');
    expect(stages.map((s) => [s.title, s.deals, s.value])).toEqual([
      ['New Inquiry', 0, 0],
      ['Contacted', 0, 0],
      ['Proposal Sent', 0, 0],
      ['Closed Won', 0, 0],
      ['Closed Lost', 0, 0],
    ]);
    const funnel: FunnelResponse = await get('/api/insights/funnel');
    expect(funnel.total).toBe(0);
    expect(funnel.steps.every((s) => s.reached === 0 && s.conversion === 0)).toBe(true);
    const trend = await get('/api/insights/contacts-trend');
    expect(trend.total).toBe(0);
    expect(trend.days).toHaveLength(28);
    expect(trend.days.at(-1).date).toBe(day(0));
    const reminders: RemindersResponse = await get('/api/insights/reminders');
    expect(reminders).toEqual({ today: day(0), overdue: [], upcoming: [] });
  });

  it('refuses out-of-range parameters', async () => {
    for (const url of [
      '/api/insights/recent-contacts?limit=0',
      '/api/insights/recent-contacts?limit=51',
      '/api/insights/contacts-trend?weeks=99',
      '/api/insights/reminders?upcomingDays=x',
    ]) {
      expect((await t.request({ method: 'GET', url, cookie })).statusCode, url).toBe(400);
    }
  });

  it('count and list what the CRM holds, changing as records are added', async () => {
    const db = t.database.db;
    const company = await db.insertInto('companies').values({ name: 'Acme' }).returning('id').executeTakeFirstOrThrow();
    await db
      .insertInto('contacts')
      .values([
        { first_name: 'Old', last_name: 'Contact', email: 'old@x.test', created_at: new Date(Date.now() - 40 * 86_400_000) },
        {
          first_name: 'Ann',
          last_name: 'Lee',
          email: 'ann@x.test',
          company_id: company.id,
          created_at: new Date(Date.now() - 2 * 86_400_000),
        },
        { first_name: '', last_name: '', email: 'inq@x.test', is_inquiry: true, created_at: new Date() },
      ])
      .execute();
    await addDeal({
      name: 'Alpha',
      stage: 'New Inquiry',
      value: 1000,
      next: day(-3),
      notes: 'Kick-off call went well.',
      updatedAt: '2026-01-02T00:00:00Z',
    });
    await addDeal({ name: 'Beta', stage: 'Contacted', value: 2500.5, next: day(2), notes: '  ' });
    await addDeal({
      name: 'Gamma',
      stage: 'Proposal Sent',
      value: 4000,
      next: day(30),
      notes: 'Sent the proposal.',
      updatedAt: '2026-02-01T00:00:00Z',
    });
    await addDeal({ name: 'Won', stage: 'Closed Won', value: 9000, next: day(1) });
    await addDeal({ name: 'Lost', stage: 'Closed Lost', value: 500, next: day(-1) });

    const kpis: KpiSummary = await get('/api/insights/kpis');
    // Weighted by the default win probabilities of the three open stages: 25 %, 50 %, 75 %.
    expect(kpis).toEqual({
      currency: 'USD',
      openDeals: 3,
      openPipelineValue: 7500.5,
      weightedPipelineValue: 4500.25,
      wonDeals: 1,
      wonValue: 9000,
      lostDeals: 1,
      lostValue: 500,
      contacts: 3,
      companies: 1,
      inquiries: 1,
    });

    const recent = await get('/api/insights/recent-contacts?limit=2');
    expect(recent.map((c: { name: string; company: string | null }) => [c.name, c.company])).toEqual([
      ['inq@x.test', null],
      ['Ann Lee', 'Acme'],
    ]);
    expect((await get('/api/insights/recent-inquiries')).map((c: { email: string }) => c.email)).toEqual(['inq@x.test']);

    const notes: MeetingNote[] = await get('/api/insights/meeting-notes');
    expect(notes.map((n) => [n.source, n.title, n.notes, n.detail])).toEqual([
      ['deal', 'Gamma', 'Sent the proposal.', 'Gamma Inc · Proposal Sent'],
      ['deal', 'Alpha', 'Kick-off call went well.', 'Alpha Inc · New Inquiry'],
    ]);

    // Closed deals are not followed up.
    const next: NextContact[] = await get('/api/insights/next-contacts');
    expect(next.map((n) => [n.source, n.title, n.date, n.detail])).toEqual([
      ['deal', 'Alpha', day(-3), 'Pat Alpha · Alpha Inc'],
      ['deal', 'Beta', day(2), 'Pat Beta · Beta Inc'],
      ['deal', 'Gamma', day(30), 'Pat Gamma · Gamma Inc'],
    ]);

    const stages: StageStat[] = await get('/api/insights/deals-by-stage');
    expect(stages.map((s) => [s.title, s.deals, s.value])).toEqual([
      ['New Inquiry', 1, 1000],
      ['Contacted', 1, 2500.5],
      ['Proposal Sent', 1, 4000],
      ['Closed Won', 1, 9000],
      ['Closed Lost', 1, 500],
    ]);
    const funnel: FunnelResponse = await get('/api/insights/funnel');
    expect(funnel).toMatchObject({ total: 5, lost: 1 });
    expect(funnel.steps.map((s) => [s.title, s.reached, s.conversion])).toEqual([
      ['New Inquiry', 5, 100],
      ['Contacted', 3, 60],
      ['Proposal Sent', 2, 40],
      ['Closed Won', 1, 20],
    ]);

    const trend = await get('/api/insights/contacts-trend?weeks=1');
    expect(trend.days).toHaveLength(7);
    expect(trend.total).toBe(2);
    expect(trend.days.find((d: { date: string }) => d.date === day(-2)).count).toBe(1);
    expect(trend.days.at(-1)).toEqual({ date: day(0), count: 1 });

    await addDeal({ name: 'Delta', stage: 'Contacted', value: 100 });
    await db.insertInto('contacts').values({ email: 'new@x.test' }).execute();
    expect(await get('/api/insights/kpis')).toMatchObject({ openDeals: 4, openPipelineValue: 7600.5, contacts: 4 });
  });
});
