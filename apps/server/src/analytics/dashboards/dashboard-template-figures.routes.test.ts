import { describe, expect, it } from 'vitest';
import type { DashboardTemplate } from '@keel/shared/dashboard-templates';
import type { Dashboard } from '@keel/shared/dashboards';
import type { SavedReport } from '@keel/shared/reports';
import type { WidgetData } from '@keel/shared/widget-config';
import { appWithEveryRole } from '../../test/app-with-every-role';
import { insertReportFixtures } from '../reports/report-fixtures.test-support';

/**
 * Decision 0062: a dashboard made from a template shows, widget for widget, the same figure as the
 * dashboard the template was saved from. Each widget's data request is compared: the answer of
 * its data endpoint (reports and records tables), or the built-in figure it asks the insights for
 * (its type and configuration).
 */
const app = appWithEveryRole();

async function call<T>(cookie: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload: object | undefined, status: number) {
  const res = await app.t.request({ method, url, cookie, payload });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  return (res.body ? res.json() : undefined) as T;
}

async function addWidget(cookie: string, board: Dashboard, type: string, title: string, config: object): Promise<Dashboard> {
  const added = await call<Dashboard>(cookie, 'POST', `/api/dashboards/${board.id}/widgets`, { type }, 201);
  const id = added.layout.at(-1)!.i;
  return call<Dashboard>(cookie, 'PUT', `/api/dashboards/${board.id}/widgets/${id}/config`, { config, title }, 200);
}

/** What each widget asks for, in layout order: its data endpoint's answer, or its built-in figure. */
async function dataRequests(cookie: string, board: Dashboard) {
  const requests = [];
  for (const item of board.layout) {
    const widget = board.widgets[item.i];
    const res = await app.t.request({ method: 'GET', url: `/api/dashboards/${board.id}/widgets/${item.i}/data`, cookie });
    if (res.statusCode === 200) {
      const data: WidgetData = res.json();
      requests.push({ title: widget.title, type: widget.type, data: data.kind === 'report' ? { ...data, name: null } : data });
    } else {
      expect(res.statusCode, res.body).toBe(400); // a built-in figure: no report behind it
      requests.push({ title: widget.title, type: widget.type, builtIn: widget.config });
    }
  }
  return requests;
}

const wonValue = { field: 'stage', op: 'equals', value: 'Closed Won' };

describe('a dashboard made from a template', () => {
  it('shows the same kind of figure as its source, widget for widget, for another member', async () => {
    await insertReportFixtures(app.t);
    const admin = app.as.admin.cookie;
    const report = await call<SavedReport>(
      admin,
      'POST',
      '/api/saved-reports',
      {
        name: 'Won deal value by month',
        shared: false,
        definition: {
          records: 'deals',
          filters: [wonValue],
          group: { field: 'updated', bucket: 'month' },
          measure: { fn: 'sum', field: 'value' },
          view: 'bar',
        },
      },
      201,
    );
    let source = await call<Dashboard>(admin, 'POST', '/api/dashboards', { name: 'Sales figures' }, 201);
    source = await addWidget(admin, source, 'kpiTile', 'Total deal value', {
      definition: { records: 'deals', filters: [wonValue], measure: { fn: 'sum', field: 'value' }, view: 'kpi' },
    });
    source = await addWidget(admin, source, 'barChart', 'Won deal value by month', { reportId: report.id });
    source = await addWidget(admin, source, 'kpiTile', 'Weighted pipeline', { metric: 'weightedPipelineValue' });
    source = await addWidget(admin, source, 'pieChart', 'Value per stage', { metric: 'dealValuePerStage' });
    source = await addWidget(admin, source, 'userRecordsTable', 'Recent contacts', {
      source: 'contacts',
      rows: 5,
      columns: ['firstName', 'created'],
      filters: [{ field: 'created', op: 'lastDays', value: '3650' }],
    });

    const template = await call<DashboardTemplate>(admin, 'POST', `/api/dashboards/${source.id}/templates`, { name: 'Sales figures' }, 201);
    expect(JSON.stringify(template)).not.toContain(report.id);
    await call(admin, 'PATCH', `/api/dashboard-templates/${template.id}`, { isPublished: true }, 200);
    // A sales rep, who may not see the admin's private report, starts a dashboard from it.
    const rep = app.as.sales_rep.cookie;
    const copy = await call<Dashboard>(rep, 'POST', '/api/dashboards', { name: 'My sales figures', templateId: template.id }, 201);

    const fromSource = await dataRequests(admin, source);
    const fromCopy = await dataRequests(rep, copy);
    expect(fromCopy).toEqual(fromSource);
    // And they are figures, not fallbacks: the KPI sums won leads, the pinned chart is that report.
    expect(fromCopy[0]).toMatchObject({ title: 'Total deal value', data: { kind: 'report', result: { total: 1500 } } });
    expect(fromCopy[1]).toMatchObject({
      type: 'barChart',
      data: { kind: 'report', definition: { group: { field: 'updated', bucket: 'month' } } },
    });
  });

  it('still leaves out filter values that name people, and only those', async () => {
    const cookie = app.as.sales_rep.cookie;
    let board = await call<Dashboard>(cookie, 'POST', '/api/dashboards', { name: 'Personal filters' }, 201);
    board = await addWidget(cookie, board, 'kpiTile', 'Sam’s won value', {
      definition: {
        records: 'deals',
        filters: [wonValue, { field: 'salesRep', op: 'equals', value: 'Sam Rivera' }, { field: 'name', op: 'contains', value: 'Acme' }],
        measure: { fn: 'sum', field: 'value' },
        view: 'kpi',
      },
    });
    const template = await call<DashboardTemplate>(cookie, 'POST', `/api/dashboards/${board.id}/templates`, { name: 'Filters' }, 201);
    const stored = JSON.stringify(template);
    for (const personal of ['Sam Rivera', 'Acme']) expect(stored).not.toContain(personal);
    expect(template.widgets[template.layout.at(-1)!.i].config).toEqual({
      definition: { records: 'deals', filters: [wonValue], group: null, measure: { fn: 'sum', field: 'value' }, view: 'kpi' },
    });
  });
});
