import type { Dashboard } from '@keel/shared/dashboards';
import { paths } from '@keel/shared/paths';
import { seriousViolations, uniqueToken } from './crm-helpers';
import { expect, type Page, test, toast, uniqueEmail } from './fixtures';
import { board, createLead } from './funnel-helpers';
import { draftWonDealValueReport, monthLabel } from './report-helpers';
import { expectNoWiderThanWindow } from './window-fit';

const widget = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
/** After a resize the grid lays itself out again (it measures its width): wait for the page to settle within the window. */
/** Resolves when the request that opens the live update stream has been answered. */
const streamOpened = (page: Page) => page.waitForResponse((res) => res.url().includes('/api/events') && res.status() === 200);

test.describe('configurable widgets and pinned reports (decision 0034)', () => {
  test.describe.configure({ timeout: 120_000 });
  test.use({ viewport: { width: 1280, height: 900 } });

  test("'Won deal value by month' built as a bar chart, pinned to a dashboard, changes there without a reload when a lead is won", async ({
    page,
    signInAs,
  }) => {
    await signInAs('admin');
    const token = uniqueToken('pin');
    await createLead(page, `${token} big`, 'Closed Won', { dealValue: 1200 });
    await createLead(page, `${token} small`, 'Closed Won', { dealValue: 800 });
    const open = await createLead(page, `${token} open`, 'Contacted', { dealValue: 1000 });
    const target: Dashboard = await (await page.request.post('/api/dashboards', { data: { name: `Pinned ${token}` } })).json();
    const name = `Won deal value by month ${token}`;

    await draftWonDealValueReport(page, name, token);
    await page.getByRole('button', { name: 'Save Report' }).click();
    await expect(toast(page, 'Report Saved')).toBeVisible();

    await page.getByRole('button', { name: 'Pin to dashboard' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pin to dashboard' });
    await dialog.getByLabel('Dashboard').selectOption({ label: target.name });
    await dialog.getByRole('button', { name: 'Pin', exact: true }).click();
    await expect(toast(page, 'Widget Added')).toBeVisible();

    const opened = streamOpened(page);
    await page.goto(paths.dashboardById(target.id));
    await opened;
    const month = monthLabel(new Date());
    const pinned = widget(page, name);
    await expect(pinned.getByRole('table', { name }).getByRole('row', { name: `${month} $2,000` })).toBeVisible();
    await expect(pinned.getByTestId('report-chart').locator('.recharts-bar-rectangle')).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoWiderThanWindow(page);
    await page.evaluate(() => ((window as unknown as { liveMark: boolean }).liveMark = true));

    // Another tab wins the open lead: the widget follows, this page is never reloaded.
    const won = (await board(page)).columns.find((c) => c.title === 'Closed Won')!;
    const moved = await page.request.post(`/api/funnel/leads/${open.id}/move`, { data: { stageId: won.id, version: open.version } });
    expect(moved.status(), await moved.text()).toBe(200);
    await expect(pinned.getByRole('table', { name }).getByRole('row', { name: `${month} $3,000` })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { liveMark?: boolean }).liveMark)).toBe(true);

    // Deleted, the report leaves a clear empty state in the widget, not an error.
    const reports = (await (await page.request.get('/api/saved-reports')).json()) as Array<{ id: string; name: string }>;
    expect((await page.request.delete(`/api/saved-reports/${reports.find((r) => r.name === name)!.id}`)).status()).toBe(204);
    await page.reload();
    await expect(pinned.getByText('This report was deleted or is no longer shared with you.')).toBeVisible();
    await expect(pinned.getByRole('alert')).toHaveCount(0);
  });

  test("a KPI tile's measure is configured as the sum of deal value of won leads and shows it, also after a reload", async ({ page }) => {
    const email = uniqueEmail('kpi');
    expect(
      (
        await page.request.post('/api/test-users', { data: { full_name: 'Kim Tile', email, password: 'widgets-e2e-1', role: 'sales_rep' } })
      ).status(),
    ).toBe(201);
    expect((await page.request.post('/api/session', { data: { email, password: 'widgets-e2e-1' } })).status()).toBe(200);
    const token = uniqueToken('kpi');
    await createLead(page, `${token} one`, 'Closed Won', { dealValue: 1500 });
    await createLead(page, `${token} two`, 'Closed Won', { dealValue: 500 });
    await createLead(page, `${token} lost`, 'Closed Lost', { dealValue: 9000 });

    await page.goto(paths.dashboard);
    await expect(widget(page, 'Total Open Deals')).toBeVisible();
    await page.getByRole('button', { name: 'Edit Mode', exact: true }).click();
    await page.getByRole('button', { name: 'Options for Total Open Deals', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Configure' }).click();
    const dialog = page.getByRole('dialog', { name: 'Configure Total Open Deals' });
    await dialog.getByRole('radio', { name: 'My own count, sum or average' }).check();
    await dialog.getByLabel('Records').selectOption({ label: 'Funnel leads' });
    await dialog.getByLabel('Measure').selectOption({ label: 'Sum' });
    await dialog.getByLabel('Of field').selectOption({ label: 'Deal Value' });
    await dialog.getByRole('button', { name: 'Add Filter' }).click();
    await dialog.getByLabel('Filter 1 field').selectOption({ label: 'Stage' });
    await dialog.getByLabel('Filter 1 value').selectOption('Closed Won');
    await dialog.getByRole('button', { name: 'Add Filter' }).click();
    await dialog.getByLabel('Filter 2 field').selectOption({ label: 'Lead Name' });
    await dialog.getByLabel('Filter 2 operator').selectOption({ label: 'contains' });
    await dialog.getByLabel('Filter 2 value').fill(token);
    await expect(dialog.getByLabel('Widget title')).toHaveValue('Sum of Deal Value (USD) of funnel leads');
    await dialog.getByLabel('Widget title').fill('Won deal value');

    // The open dialog passes axe and fits, at 1280 and at 375 px.
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoWiderThanWindow(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(dialog).toBeVisible();
    await expectNoWiderThanWindow(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });

    await dialog.getByRole('button', { name: 'Save Configuration' }).click();
    await expect(toast(page, 'Widget Updated')).toBeVisible();
    await expect(widget(page, 'Won deal value').getByTestId('kpi-value')).toHaveText('$2,000');
    await page.reload();
    await expect(widget(page, 'Won deal value').getByTestId('kpi-value')).toHaveText('$2,000');
    await expect(widget(page, 'Won deal value').getByText('Sum of Deal Value')).toBeVisible();
  });
});
