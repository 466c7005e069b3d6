import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '@keel/shared/dashboards';
import type { SavedReport } from '@keel/shared/reports';
import { REPORT_UNAVAILABLE, type WidgetData } from '@keel/shared/widget-config';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertReportFixtures } from '../reports/report-fixtures.test-support';

type Session = { cookie: string };
let t: TestApp;
let admin: Session;
let rep: Session;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userWithRole('admin');
  rep = await t.userWithRole('sales_rep');
  await insertReportFixtures(t);
});
afterAll(() => t.close());

async function call(who: Session, method: string, url: string, payload?: unknown, status = 200) {
  const res = await t.request({ method: method as 'GET', url, cookie: who.cookie, payload: payload as object });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  return res.body ? res.json() : undefined;
}
/** A fresh dashboard of `who` with one widget of each type asked for. */
async function board(who: Session, ...types: string[]): Promise<Dashboard> {
  let dashboard: Dashboard = await call(who, 'POST', '/api/dashboards', { name: `Board ${Math.random()}` }, 201);
  for (const type of types) dashboard = await call(who, 'POST', `/api/dashboards/${dashboard.id}/widgets`, { type }, 201);
  return dashboard;
}
const stored = (id: string) =>
  t.database.db.selectFrom('dashboards').select(['widgets', 'layout']).where('id', '=', id).executeTakeFirstOrThrow();
const report = (who: Session, name: string, shared: boolean, view = 'bar'): Promise<SavedReport> =>
  call(
    who,
    'POST',
    '/api/saved-reports',
    {
      name,
      shared,
      definition: {
        records: 'deals',
        filters: [{ field: 'stage', op: 'equals', value: 'Closed Won' }],
        group: { field: 'updated', bucket: 'month' },
        measure: { fn: 'sum', field: 'value' },
        view,
      },
    },
    201,
  );
const wonValue = {
  records: 'deals',
  filters: [{ field: 'stage', op: 'equals', value: 'Closed Won' }],
  measure: { fn: 'sum', field: 'value' },
  view: 'kpi',
};

describe('Configure', () => {
  it("stores a KPI tile's measure with the title that follows it, and the tile answers it from the database", async () => {
    const d = await board(rep, 'kpiTile');
    const widgetId = d.layout[0].i;
    const after: Dashboard = await call(rep, 'PUT', `/api/dashboards/${d.id}/widgets/${widgetId}/config`, {
      config: { definition: wonValue },
      title: 'Won deal value',
    });
    expect(after.widgets[widgetId]).toMatchObject({
      title: 'Won deal value',
      config: { definition: { records: 'deals', measure: { fn: 'sum', field: 'value' } } },
    });
    const data: WidgetData = await call(rep, 'GET', `/api/dashboards/${d.id}/widgets/${widgetId}/data`);
    // Fixtures: two won leads, 1000 (deal value) and 500 (amount only).
    expect(data).toMatchObject({ kind: 'report', name: null, result: { total: 1500, records: 2 } });
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('action_type')
      .where('dashboard_id', '=', d.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.action_type).toBe('WIDGET_CONFIGURED');
  });

  it('refuses unknown settings, bad measures and out-of-range lists with a clear 400, changing nothing', async () => {
    const d = await board(rep, 'kpiTile', 'remindersList', 'barChart', 'userRecordsTable');
    const [kpi, reminders, bar, table] = d.layout.map((item) => item.i);
    const before = await stored(d.id);
    const url = (id: string) => `/api/dashboards/${d.id}/widgets/${id}/config`;
    expect((await call(rep, 'PUT', url(kpi), { config: { metric: 'openDeals', colour: 'red' } }, 400)).message).toBe(
      'Unknown setting for this widget: colour.',
    );
    expect(
      (await call(rep, 'PUT', url(kpi), { config: { definition: { ...wonValue, measure: { fn: 'sum', field: 'name' } } } }, 400)).message,
    ).toBe('A sum needs a number field of deals.');
    expect((await call(rep, 'PUT', url(bar), { config: { definition: { ...wonValue, group: { field: 'salary' } } } }, 400)).message).toBe(
      "Unknown field 'salary' for deals.",
    );
    await call(rep, 'PUT', url(reminders), { config: { upcomingDays: 0 } }, 400);
    expect((await call(rep, 'PUT', url(table), { config: { source: 'contacts', rows: 5, columns: [] } }, 400)).message).toBe(
      'Choose at least one column.',
    );
    expect(
      (
        await call(
          rep,
          'PUT',
          url(table),
          { config: { source: 'contacts', rows: 5, filters: [{ field: 'city', op: 'before', value: 'x' }] } },
          400,
        )
      ).message,
    ).toBe("The filter on City cannot use 'before'.");
    // The same rules hold when widgets are written whole.
    const widgets = { ...before.widgets, [kpi]: { ...before.widgets[kpi], config: { metric: 'openDeals', extra: 1 } } };
    await call(rep, 'PATCH', `/api/dashboards/${d.id}`, { widgets }, 400);
    expect(await stored(d.id)).toEqual(before);
  });

  it('gives the records table its columns and filters, and a list its range', async () => {
    const d = await board(rep, 'userRecordsTable', 'remindersList');
    const [table, reminders] = d.layout.map((item) => item.i);
    const config = { source: 'contacts', rows: 5, columns: ['firstName', 'city', 'created'], filters: [{ field: 'city', op: 'notEmpty' }] };
    await call(rep, 'PUT', `/api/dashboards/${d.id}/widgets/${table}/config`, { config });
    const data: WidgetData = await call(rep, 'GET', `/api/dashboards/${d.id}/widgets/${table}/data`);
    expect(data.kind).toBe('records');
    if (data.kind !== 'records') return;
    expect(data.columns).toEqual(['firstName', 'city', 'created']);
    expect(data.rows.map((r) => r.values)).toEqual([
      { firstName: 'Bob', city: 'Porto', created: '2026-02-03' },
      { firstName: 'Ada', city: 'Lisbon', created: '2026-01-15' },
    ]);
    const after: Dashboard = await call(rep, 'PUT', `/api/dashboards/${d.id}/widgets/${reminders}/config`, {
      config: { upcomingDays: 30 },
      title: 'Due in 30 days',
    });
    expect(after.widgets[reminders]).toMatchObject({ title: 'Due in 30 days', config: { upcomingDays: 30 } });
  });

  it("lets only the dashboard's owner or an admin configure it or read its widgets", async () => {
    const d = await board(admin, 'kpiTile');
    const widgetId = d.layout[0].i;
    await call(rep, 'PUT', `/api/dashboards/${d.id}/widgets/${widgetId}/config`, { config: { metric: 'contacts' } }, 403);
    await call(rep, 'GET', `/api/dashboards/${d.id}/widgets/${widgetId}/data`, undefined, 403);
    await call(admin, 'PUT', `/api/dashboards/${d.id}/widgets/widget-none/config`, { config: { metric: 'contacts' } }, 404);
  });
});

describe('pinning saved reports', () => {
  it('pins a report at the first free slot as its chart type, titled with its name', async () => {
    const d = await board(admin, 'kpiTile');
    const won = await report(admin, 'Won deal value by month', false);
    const after: Dashboard = await call(admin, 'POST', `/api/dashboards/${d.id}/pinned-reports`, { reportId: won.id }, 201);
    const pinned = after.layout.find((item) => item.i !== d.layout[0].i)!;
    expect(pinned).toMatchObject({ x: 3, y: 0, w: 3, h: 2 });
    expect(after.widgets[pinned.i]).toMatchObject({ type: 'barChart', title: 'Won deal value by month', config: { reportId: won.id } });
    const data: WidgetData = await call(admin, 'GET', `/api/dashboards/${d.id}/widgets/${pinned.i}/data`);
    expect(data).toMatchObject({
      kind: 'report',
      name: 'Won deal value by month',
      result: { rows: [{ group: '2026-03-01', value: 1500 }], total: 1500 },
    });
  });

  it("refuses another user's private report, for pinning and for Configure alike, changing nothing", async () => {
    const own = await board(rep, 'barChart');
    const secret = await report(admin, 'Admin only', false);
    const before = await stored(own.id);
    expect((await call(rep, 'POST', `/api/dashboards/${own.id}/pinned-reports`, { reportId: secret.id }, 404)).message).toBe(
      'Report not found.',
    );
    await call(rep, 'PUT', `/api/dashboards/${own.id}/widgets/${own.layout[0].i}/config`, { config: { reportId: secret.id } }, 404);
    expect(await stored(own.id)).toEqual(before);
    // Written around Configure, the widget still shows nothing of the report.
    const widgets = { ...before.widgets, [own.layout[0].i]: { ...before.widgets[own.layout[0].i], config: { reportId: secret.id } } };
    await call(rep, 'PATCH', `/api/dashboards/${own.id}`, { widgets });
    expect(await call(rep, 'GET', `/api/dashboards/${own.id}/widgets/${own.layout[0].i}/data`)).toEqual({
      kind: 'unavailable',
      message: REPORT_UNAVAILABLE,
    });
  });

  it('shows a clear empty state once a pinned report is unshared or deleted', async () => {
    const d = await board(rep);
    const team = await report(admin, 'Team report', true, 'kpi');
    const after: Dashboard = await call(rep, 'POST', `/api/dashboards/${d.id}/pinned-reports`, { reportId: team.id }, 201);
    const widgetId = after.layout[0].i;
    expect(after.widgets[widgetId].type).toBe('kpiTile');
    const data = `/api/dashboards/${d.id}/widgets/${widgetId}/data`;
    expect((await call(rep, 'GET', data)).kind).toBe('report');
    await call(admin, 'PUT', `/api/saved-reports/${team.id}`, { name: team.name, shared: false, definition: team.definition });
    expect(await call(rep, 'GET', data)).toEqual({ kind: 'unavailable', message: REPORT_UNAVAILABLE });
    await call(admin, 'DELETE', `/api/saved-reports/${team.id}`, undefined, 204);
    expect(await call(rep, 'GET', data)).toEqual({ kind: 'unavailable', message: REPORT_UNAVAILABLE });
  });
});
