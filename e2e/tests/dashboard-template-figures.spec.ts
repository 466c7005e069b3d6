import type { Dashboard } from '@keel/shared/dashboards';
import { paths } from '@keel/shared/paths';
import { createThroughApi, uniqueToken } from './crm-helpers';
import { expect, type Page, test, toast } from './fixtures';
import { createLead } from './funnel-helpers';

const wonOnly = { field: 'stage', op: 'equals', value: 'Closed Won' };

/** What each widget of a dashboard shows, by title: its figure or its table, as text. */
async function figures(page: Page, dashboardId: string, titles: string[]) {
  await page.goto(paths.dashboardById(dashboardId));
  const shown: Record<string, string> = {};
  for (const title of titles) {
    const widget = page.getByRole('region', { name: title, exact: true });
    // A KPI's figure, or a table's rows and total (its caption names the report, which a copy does not).
    const figure = widget.getByTestId('kpi-value').or(widget.getByRole('table').locator('tbody, tfoot'));
    await expect(figure.first()).toBeVisible();
    shown[title] = (await figure.allInnerTexts()).join(' ').replace(/\s+/g, ' ').trim();
  }
  return shown;
}

test.describe('templates keep their figures (decision 0062)', () => {
  test.describe.configure({ timeout: 150_000 });

  test('a dashboard made from a template shows the same figures as its source, widget for widget', async ({ page, signInAs }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs('admin');
    const token = uniqueToken('tpl');
    await createLead(page, `${token} signed`, 'Closed Won', { dealValue: 4200 });
    const report = await createThroughApi<{ id: string }>(page.request, '/api/saved-reports', {
      name: `Won deal value by month ${token}`,
      shared: false,
      definition: {
        records: 'deals',
        filters: [wonOnly],
        group: { field: 'closeDate', bucket: 'month' },
        measure: { fn: 'sum', field: 'value' },
        view: 'table',
      },
    });
    let source = await createThroughApi<Dashboard>(page.request, '/api/dashboards', { name: `Figures ${token}` });
    const configure = async (type: string, title: string, config: object) => {
      source = await createThroughApi<Dashboard>(page.request, `/api/dashboards/${source.id}/widgets`, { type });
      const res = await page.request.put(`/api/dashboards/${source.id}/widgets/${source.layout.at(-1)!.i}/config`, {
        data: { title, config },
      });
      expect(res.status(), await res.text()).toBe(200);
    };
    await configure('kpiTile', 'Total deal value', {
      definition: { records: 'deals', filters: [wonOnly], measure: { fn: 'sum', field: 'value' }, view: 'kpi' },
    });
    await configure('barChart', 'Won deal value by month', { reportId: report.id });
    // (Built-in figures such as the weighted pipeline move with every other journey's leads; the API test compares them.)
    const titles = ['Total deal value', 'Won deal value by month'];
    const before = await figures(page, source.id, titles);

    // Saved as a template and a new dashboard made from it, through the dashboard's own controls.
    await page.getByRole('button', { name: 'Edit Mode', exact: true }).click();
    await page.getByRole('button', { name: 'Save as Template', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Save as Template' });
    await dialog.getByLabel('Template name').fill(`Figures ${token}`);
    await dialog.getByRole('button', { name: 'Save Template' }).click();
    await expect(toast(page, 'Template Saved')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'View Mode', exact: true }).click();
    await page.getByRole('button', { name: new RegExp(`Figures ${token}`) }).click();
    await page.getByLabel('Start from').selectOption({ label: `Template: Figures ${token}` });
    await page.getByLabel('Dashboard name').fill(`Copy ${token}`);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(toast(page, 'Dashboard Created')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(`Copy ${token}`) })).toBeVisible();
    const copyId = new URL(page.url()).pathname.split('/').at(-1)!;

    const after = await figures(page, copyId, titles);
    expect(after).toEqual(before);
    // Real figures, not a type's default: the won value and a table of months.
    expect(before['Total deal value']).toMatch(/^\$[\d,.]+K?$/);
    expect(after['Won deal value by month']).toMatch(/Total \$/);
  });
});
