import { describe, expect, it } from 'vitest';
import type { DashboardTemplate } from '@keel/shared/dashboard-templates';
import { type Dashboard, DEFAULT_WIDGET_CONFIG } from '@keel/shared/dashboards';
import { appWithEveryRole } from '../../test/app-with-every-role';

/** Dashboard templates (decision 0035). */
const app = appWithEveryRole();

async function call<T>(
  cookie: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload: object | undefined,
  status: number,
): Promise<T> {
  const res = await app.t.request({ method, url, cookie, payload });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  return res.body ? res.json() : (undefined as T);
}
const templateCount = async () =>
  Number(
    (
      await app.t.database.db
        .selectFrom('dashboard_templates')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const names = (list: DashboardTemplate[]) => list.map((tpl) => tpl.name);

/**
 * A dashboard whose widgets' configs hold personal data next to their settings: a records table
 * filtered on a person's name, a chart showing a saved report (a record id).
 */
async function dashboardWithPersonalConfig(cookie: string): Promise<Dashboard> {
  const board = await call<Dashboard>(cookie, 'POST', '/api/dashboards/default', undefined, 201);
  const withChart = await call<Dashboard>(cookie, 'POST', `/api/dashboards/${board.id}/widgets`, { type: 'barChart' }, 201);
  const chartId = withChart.layout.at(-1)!.i;
  await call(
    cookie,
    'PUT',
    `/api/dashboards/${board.id}/widgets/${chartId}/config`,
    { config: { metric: 'dealsPerStage' }, title: 'Deals by stage' },
    200,
  );
  const withTable = await call<Dashboard>(cookie, 'POST', `/api/dashboards/${board.id}/widgets`, { type: 'userRecordsTable' }, 201);
  const tableId = withTable.layout.at(-1)!.i;
  const filters = [{ field: 'lastName', op: 'equals', value: 'Samuelson' }];
  await call(
    cookie,
    'PUT',
    `/api/dashboards/${board.id}/widgets/${tableId}/config`,
    { config: { source: 'contacts', rows: 5, columns: ['firstName', 'email'], filters } },
    200,
  );
  const withPinned = await call<Dashboard>(cookie, 'POST', `/api/dashboards/${board.id}/widgets`, { type: 'pieChart' }, 201);
  const pinnedId = withPinned.layout.at(-1)!.i;
  await app.t.database.db
    .updateTable('dashboards')
    .set({
      widgets: JSON.stringify({
        ...withPinned.widgets,
        [pinnedId]: { ...withPinned.widgets[pinnedId], config: { reportId: '0b4c9b0e-8d1a-4f7e-9a55-3a2f4c8e7d10' } },
      }),
    })
    .where('id', '=', board.id)
    .execute();
  return call<Dashboard>(cookie, 'GET', `/api/dashboards/${board.id}`, undefined, 200);
}

describe('dashboard templates', () => {
  it('saves the layout and widget settings without personal data, and a new dashboard from it has the same widgets in the same places', async () => {
    const board = await dashboardWithPersonalConfig(app.as.sales_rep.cookie);
    const template = await call<DashboardTemplate>(
      app.as.sales_rep.cookie,
      'POST',
      `/api/dashboards/${board.id}/templates`,
      { name: 'Sales overview' },
      201,
    );
    expect(template).toMatchObject({ name: 'Sales overview', ownerId: app.as.sales_rep.user.id, isPublished: false, canDelete: true });
    const stored = JSON.stringify(template);
    for (const personal of ['0b4c9b0e', 'Samuelson', ...Object.keys(board.widgets)]) expect(stored).not.toContain(personal);
    // The last three widgets are the ones added above, in order.
    const kept = (type: string) =>
      template.layout
        .slice(-3)
        .map((item) => template.widgets[item.i])
        .find((w) => w.type === type)!;
    expect(kept('barChart')).toMatchObject({ title: 'Deals by stage', config: { metric: 'dealsPerStage' } });
    // Still valid configs: the table keeps its columns without the filter, the chart falls back to its built-in figure.
    expect(kept('userRecordsTable').config).toEqual({ source: 'contacts', rows: 5, columns: ['firstName', 'email'] });
    expect(kept('pieChart').config).toEqual(DEFAULT_WIDGET_CONFIG.pieChart);
    const [audit] = await app.t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('dashboard_id', '=', board.id)
      .where('action_type', '=', 'DASHBOARD_SAVED_AS_TEMPLATE')
      .execute();
    expect(audit.details).toMatchObject({ templateId: template.id, templateName: 'Sales overview' });

    const made = await call<Dashboard>(
      app.as.sales_rep.cookie,
      'POST',
      '/api/dashboards',
      { name: 'From the template', templateId: template.id },
      201,
    );
    const placed = (d: Dashboard | DashboardTemplate) =>
      d.layout.map((item) => ({
        type: d.widgets[item.i].type,
        title: d.widgets[item.i].title,
        x: item.x,
        y: item.y,
        w: item.w,
        h: item.h,
      }));
    expect(placed(made)).toEqual(placed(board));
    expect(Object.keys(made.widgets).some((id) => id in board.widgets)).toBe(false);
    expect(made.widgets[made.layout.at(-3)!.i].config).toEqual({ metric: 'dealsPerStage' });
    // Its configs pass the strict widget check: the new dashboard can be rearranged and saved.
    await call(app.as.sales_rep.cookie, 'PATCH', `/api/dashboards/${made.id}`, { widgets: made.widgets, layout: made.layout }, 200);
  });

  it("keeps a template private until an admin publishes it; only admins publish; others' private templates are invisible", async () => {
    const board = await call<Dashboard>(app.as.user.cookie, 'POST', '/api/dashboards', { name: 'Mine' }, 201);
    const template = await call<DashboardTemplate>(
      app.as.user.cookie,
      'POST',
      `/api/dashboards/${board.id}/templates`,
      { name: 'Team starter' },
      201,
    );
    expect(names(await call(app.as.user.cookie, 'GET', '/api/dashboard-templates', undefined, 200))).toContain('Team starter');
    expect(names(await call(app.as.recruiter.cookie, 'GET', '/api/dashboard-templates', undefined, 200))).not.toContain('Team starter');
    await call(app.as.recruiter.cookie, 'POST', '/api/dashboards', { name: 'Nope', templateId: template.id }, 404);
    // The owner is no admin: publishing is refused, nothing changes.
    await call(app.as.user.cookie, 'PATCH', `/api/dashboard-templates/${template.id}`, { isPublished: true }, 403);
    await call(app.as.sales_rep.cookie, 'PATCH', `/api/dashboard-templates/${template.id}`, { isPublished: true }, 403);
    expect(names(await call(app.as.recruiter.cookie, 'GET', '/api/dashboard-templates', undefined, 200))).not.toContain('Team starter');

    const publishedOne = await call<DashboardTemplate>(
      app.as.admin.cookie,
      'PATCH',
      `/api/dashboard-templates/${template.id}`,
      { isPublished: true },
      200,
    );
    expect(publishedOne.isPublished).toBe(true);
    const seen = await call<DashboardTemplate[]>(app.as.recruiter.cookie, 'GET', '/api/dashboard-templates', undefined, 200);
    expect(seen.find((tpl) => tpl.id === template.id)).toMatchObject({ ownerName: app.as.user.user.fullName, canDelete: false });
    await call(app.as.recruiter.cookie, 'POST', '/api/dashboards', { name: 'Started from the team', templateId: template.id }, 201);
    // Someone else may use it, not delete it.
    await call(app.as.recruiter.cookie, 'DELETE', `/api/dashboard-templates/${template.id}`, undefined, 403);

    await call(app.as.admin.cookie, 'PATCH', `/api/dashboard-templates/${template.id}`, { isPublished: false }, 200);
    expect(names(await call(app.as.recruiter.cookie, 'GET', '/api/dashboard-templates', undefined, 200))).not.toContain('Team starter');
    const audits = await app.t.database.db
      .selectFrom('audit_log')
      .select('details')
      .where('entity_id', '=', template.id)
      .where('action_type', '=', 'DASHBOARD_TEMPLATE_UPDATED')
      .orderBy('id')
      .execute();
    expect(audits.map((a) => a.details)).toMatchObject([
      { changes: { isPublished: { to: true } } },
      { changes: { isPublished: { to: false } } },
    ]);

    await call(app.as.user.cookie, 'DELETE', `/api/dashboard-templates/${template.id}`, undefined, 204);
    await call(app.as.user.cookie, 'DELETE', `/api/dashboard-templates/${template.id}`, undefined, 404);
    expect(names(await call(app.as.user.cookie, 'GET', '/api/dashboard-templates', undefined, 200))).not.toContain('Team starter');
  });

  it("refuses bad input and other people's dashboards with a clear 4xx, writing nothing", async () => {
    const board = await call<Dashboard>(app.as.sales_rep.cookie, 'POST', '/api/dashboards', { name: 'Private' }, 201);
    const before = await templateCount();
    await call(app.as.sales_rep.cookie, 'POST', `/api/dashboards/${board.id}/templates`, { name: '   ' }, 400);
    await call(app.as.sales_rep.cookie, 'POST', `/api/dashboards/${board.id}/templates`, {}, 400);
    await call(app.as.user.cookie, 'POST', `/api/dashboards/${board.id}/templates`, { name: 'Stolen' }, 403);
    await call(app.as.sales_rep.cookie, 'POST', '/api/dashboards/dash-missing/templates', { name: 'X' }, 404);
    await call(app.as.sales_rep.cookie, 'POST', '/api/dashboards', { name: 'X', templateId: 'not-a-template' }, 404);
    await call(app.as.admin.cookie, 'PATCH', '/api/dashboard-templates/00000000-0000-4000-8000-000000000000', { isPublished: true }, 404);
    await call(app.as.admin.cookie, 'PATCH', '/api/dashboard-templates/00000000-0000-4000-8000-000000000000', { isPublished: 'yes' }, 400);
    expect(await templateCount()).toBe(before);
  });
});
