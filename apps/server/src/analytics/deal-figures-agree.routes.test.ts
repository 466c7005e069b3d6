import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DealFigures } from '@keel/shared/deal-figures';
import type { Dashboard } from '@keel/shared/dashboards';
import type { Board } from '@keel/shared/funnel-board';
import type { FunnelResponse, KpiSummary, StageStat } from '@keel/shared/insights';
import type { ReportDefinitionInput, ReportResult } from '@keel/shared/reports';
import type { WidgetData } from '@keel/shared/widget-config';
import { createTestApp, type TestApp } from '../test/test-app';
import { stageIds } from '../crm/funnel/funnel.test-support';

/**
 * Decision 0060: one data set, every surface that shows a deal figure, the same open, won, lost and
 * weighted numbers. The data set has a won stage that is not called 'Closed Won' and a deal with an
 * amount but no deal value, so a surface with a definition of its own would show.
 */
let t: TestApp;
let cookie: string;
let admin: string;
let expected: DealFigures;

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await t.userWithRole('sales_rep'));
  ({ cookie: admin } = await t.userWithRole('admin'));
  const signed = await t.request({
    method: 'POST',
    url: '/api/funnel/stages',
    payload: { title: 'Signed', color: '#059669', outcome: 'won' },
    cookie: admin,
  });
  expect(signed.statusCode, signed.body).toBe(201);
  const ids = await stageIds(t);
  const lead = async (name: string, stage: string, dealValue: number, lostReason?: string) => {
    const res = await t.request({
      method: 'POST',
      url: '/api/funnel/leads',
      payload: { name, stageId: ids['New Inquiry'], dealValue },
      cookie,
    });
    const created = res.json();
    if (stage !== 'New Inquiry') {
      const moved = await t.request({
        method: 'POST',
        url: `/api/funnel/leads/${created.id}/move`,
        payload: { stageId: ids[stage], version: created.version, lostReason },
        cookie,
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
  };
  await lead('Alpha', 'New Inquiry', 1000);
  await lead('Beta', 'Contacted', 2000);
  await lead('Gamma', 'Proposal Sent', 4000);
  await lead('Delta', 'Closed Won', 9000);
  await lead('Epsilon', 'Signed', 3000);
  await lead('Zeta', 'Closed Lost', 500, 'Price');
  await lead('Eta', 'Closed Lost', 700, 'No budget');
  // An inquiry's deal carries only the Deal amount.
  await t.database.db
    .insertInto('deals')
    .values({ stage_id: ids['Contacted'], name: 'Inquiry', amount: '300', deal_value: null })
    .execute();

  // Win probabilities: New Inquiry 25 %, Contacted 50 %, Proposal Sent 75 %.
  expected = {
    currency: 'USD',
    open: { deals: 4, value: 7300, weighted: 1000 * 0.25 + 2300 * 0.5 + 4000 * 0.75 },
    won: { deals: 2, value: 12000 },
    lost: { deals: 2, value: 1200 },
  };
});
afterAll(() => t.close());

async function get<T>(url: string): Promise<T> {
  const res = await t.request({ method: 'GET', url, cookie });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
}
/** Reports are built by admins (Saved CRM Reports). */
async function run(definition: ReportDefinitionInput): Promise<ReportResult> {
  const res = await t.request({ method: 'POST', url: '/api/reports/run', payload: definition, cookie: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const byOutcome = (rows: { outcome: string; deals: number; value: number; weighted: number }[], outcome: string) => {
  const of = rows.filter((r) => r.outcome === outcome);
  return {
    deals: of.reduce((s, r) => s + r.deals, 0),
    value: of.reduce((s, r) => s + r.value, 0),
    weighted: of.reduce((s, r) => s + r.weighted, 0),
  };
};

describe('every surface reports the same deal figures', () => {
  it('the funnel header and its columns', async () => {
    const board = await get<Board>('/api/funnel/board');
    expect(board.figures).toEqual(expected);
    const columns = board.columns.map((c) => ({ outcome: c.outcome, deals: c.count, value: c.totalValue, weighted: c.weightedValue }));
    expect(byOutcome(columns, 'open')).toEqual(expected.open);
    expect(byOutcome(columns, 'won')).toMatchObject(expected.won);
    expect(byOutcome(columns, 'lost')).toMatchObject(expected.lost);
  });

  it('the KPI tiles', async () => {
    expect(await get<KpiSummary>('/api/insights/kpis')).toMatchObject({
      currency: 'USD',
      openDeals: expected.open.deals,
      openPipelineValue: expected.open.value,
      weightedPipelineValue: expected.open.weighted,
      wonDeals: expected.won.deals,
      wonValue: expected.won.value,
      lostDeals: expected.lost.deals,
      lostValue: expected.lost.value,
    });
  });

  it('the insights behind the charts', async () => {
    const stages = await get<StageStat[]>('/api/insights/deals-by-stage');
    expect(byOutcome(stages, 'open')).toEqual(expected.open);
    expect(byOutcome(stages, 'won')).toMatchObject(expected.won);
    expect(byOutcome(stages, 'lost')).toMatchObject(expected.lost);
    const funnel = await get<FunnelResponse>('/api/insights/funnel');
    expect(funnel.lost).toBe(expected.lost.deals);
    expect(funnel.total).toBe(expected.open.deals + expected.won.deals + expected.lost.deals);
  });

  it('report measures, grouped by outcome or filtered to one', async () => {
    const values = await run({ records: 'deals', group: { field: 'outcome' }, measure: { fn: 'sum', field: 'value' } });
    expect(Object.fromEntries(values.rows.map((r) => [r.group, r.value]))).toEqual({
      Open: expected.open.value,
      Won: expected.won.value,
      Lost: expected.lost.value,
    });
    const counts = await run({ records: 'deals', group: { field: 'outcome' }, measure: { fn: 'count' } });
    expect(Object.fromEntries(counts.rows.map((r) => [r.group, r.value]))).toEqual({
      Open: expected.open.deals,
      Won: expected.won.deals,
      Lost: expected.lost.deals,
    });
    const weighted = await run({
      records: 'deals',
      filters: [{ field: 'outcome', op: 'equals', value: 'Open' }],
      measure: { fn: 'sum', field: 'weightedValue' },
    });
    expect(weighted.total).toBe(expected.open.weighted);
    const reasons = await run({ records: 'deals', group: { field: 'lostReason' }, measure: { fn: 'sum', field: 'value' } });
    expect(reasons.rows).toEqual(
      expect.arrayContaining([
        { group: 'No budget', value: 700 },
        { group: 'Price', value: 500 },
      ]),
    );
  });

  it('dashboard widgets: a built-in KPI tile and a configured one', async () => {
    const made = await t.request({ method: 'POST', url: '/api/dashboards', payload: { name: 'Figures' }, cookie });
    let dashboard: Dashboard = made.json();
    dashboard = (
      await t.request({ method: 'POST', url: `/api/dashboards/${dashboard.id}/widgets`, payload: { type: 'kpiTile' }, cookie })
    ).json();
    const widgetId = dashboard.layout.at(-1)!.i;
    const configured = await t.request({
      method: 'PUT',
      url: `/api/dashboards/${dashboard.id}/widgets/${widgetId}/config`,
      payload: {
        config: {
          definition: {
            records: 'deals',
            filters: [{ field: 'outcome', op: 'equals', value: 'Won' }],
            measure: { fn: 'sum', field: 'value' },
            view: 'kpi',
          },
        },
      },
      cookie,
    });
    expect(configured.statusCode, configured.body).toBe(200);
    const data = await get<WidgetData>(`/api/dashboards/${dashboard.id}/widgets/${widgetId}/data`);
    expect(data).toMatchObject({ kind: 'report', result: { total: expected.won.value, records: expected.won.deals } });
  });
});

/** Source files of a folder, tests, migrations and generated types left out. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' || entry.name === 'node_modules' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test(-support)?\.tsx?$|\.generated\.ts$/.test(entry.name) ? [path] : [];
  });
}

describe('no second definition of a deal figure', () => {
  const root = fileURLToPath(new URL('../../../..', import.meta.url));
  const hits = (dirs: string[], pattern: RegExp, allowed: string[]) =>
    dirs
      .flatMap((dir) => sources(join(root, dir)))
      .filter((file) => !allowed.includes(relative(root, file)) && pattern.test(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file));

  it('only crm/funnel/deal-figures.ts turns deal_value and amount into a value', () => {
    expect(
      hits(['apps/server/src'], /coalesce\(\s*[\w.]*deal_value|sum\([^)]*(deal_value|amount)/, [
        'apps/server/src/crm/funnel/deal-figures.ts',
      ]),
    ).toEqual([]);
  });

  it('nothing tells open from closed by a stage title', () => {
    expect(
      hits(
        ['apps/server/src', 'apps/web/src', 'packages/shared/src'],
        /CLOSED_STAGE_TITLES|WON_STAGE_TITLE|LOST_STAGE_TITLE|title(\s*===?|', '(not )?in'),\s*'Closed (Won|Lost)'/,
        [],
      ),
    ).toEqual([]);
  });

  it('no screen adds up column totals itself', () => {
    expect(hits(['apps/web/src'], /\+\s*\w+\.(totalValue|weightedValue)\b/, [])).toEqual([]);
  });
});
