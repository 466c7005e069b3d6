import type { Dashboard } from '@keel/shared/dashboards';
import { expect, type Page, test, toast, uniqueEmail } from './fixtures';
import { seriousViolations } from './funnel-helpers';

/** A fresh member (demo-mode test sign-up), signed in, with the default dashboard and a bar chart added to it. */
async function memberWithDashboard(page: Page): Promise<Dashboard> {
  const email = uniqueEmail('templates');
  expect(
    (
      await page.request.post('/api/test-users', {
        data: { full_name: 'Tempe Late', email, password: 'templates-e2e-1', role: 'sales_rep' },
      })
    ).status(),
  ).toBe(201);
  expect((await page.request.post('/api/session', { data: { email, password: 'templates-e2e-1' } })).status()).toBe(200);
  const board: Dashboard = await (await page.request.post('/api/dashboards/default')).json();
  const added = await page.request.post(`/api/dashboards/${board.id}/widgets`, { data: { type: 'barChart' } });
  expect(added.status()).toBe(201);
  return added.json();
}

const placed = (d: Dashboard) =>
  d.layout.map((item) => ({ type: d.widgets[item.i].type, title: d.widgets[item.i].title, x: item.x, y: item.y, w: item.w, h: item.h }));

async function openSaveAsTemplate(page: Page) {
  await page.goto('/crm/dashboard');
  await page.getByRole('button', { name: 'Edit Mode', exact: true }).click();
  await page.getByRole('button', { name: 'Save as Template', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Save as Template' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('dashboard templates', () => {
  test.describe.configure({ timeout: 90_000 });

  test('save a dashboard as a template, then create a new dashboard from it: the same widgets in the same places', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const board = await memberWithDashboard(page);
    const dialog = await openSaveAsTemplate(page);
    await dialog.getByLabel('Template name').fill('Sales overview');
    await dialog.getByRole('button', { name: 'Save Template' }).click();
    await expect(toast(page, 'Template Saved')).toBeVisible();
    await expect(dialog.getByRole('listitem').filter({ hasText: 'Sales overview' })).toContainText('4 widgets');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: /My Default Dashboard/ }).click();
    await page.getByLabel('Start from').selectOption({ label: 'Template: Sales overview' });
    await page.getByLabel('Dashboard name').fill('From my template');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(toast(page, 'Dashboard Created')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: /From my template/ })).toBeVisible();
    for (const title of ['My Leads', 'Next Contacts', 'Total Open Deals', 'New Bar Chart'])
      await expect(page.getByRole('region', { name: title, exact: true })).toBeVisible();

    const id = new URL(page.url()).pathname.split('/').at(-1)!;
    const made: Dashboard = await (await page.request.get(`/api/dashboards/${id}`)).json();
    expect(placed(made)).toEqual(placed(board));
  });

  test('the Save as Template dialog at 375 px has no serious axe violations and fits the window', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await memberWithDashboard(page);
    const dialog = await openSaveAsTemplate(page);
    await expect(dialog.getByText('No templates yet. Save this dashboard as the first one.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  });
});
