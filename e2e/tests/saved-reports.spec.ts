import fs from 'node:fs';
import { paths } from '@keel/shared/paths';
import { expect, signedInPage, test, toast } from './fixtures';
import { seriousViolations, uniqueToken } from './crm-helpers';
import { createLead } from './funnel-helpers';
import { draftWonDealValueReport, monthLabel } from './report-helpers';
import { expectNoWiderThanWindow } from './window-fit';

test.describe('saved reports (decision 0028)', () => {
  test("an admin builds 'Won deal value by month' as a bar chart, saves it, reopens it and exports its table", async ({
    page,
    signInAs,
  }) => {
    test.slow(); // a long journey with a download and accessibility checks
    await signInAs('admin');
    const token = uniqueToken('won');
    await createLead(page, `${token} big`, 'Closed Won', { dealValue: 1200 });
    await createLead(page, `${token} small`, 'Closed Won', { dealValue: 800 });
    await createLead(page, `${token} open`, 'Contacted', { dealValue: 5000 });
    const name = `Won deal value by month ${token}`;

    await page.setViewportSize({ width: 1280, height: 900 });
    await draftWonDealValueReport(page, name, token);
    await page.getByRole('button', { name: 'Run Report' }).click();
    const month = monthLabel(new Date());
    await expect(page.getByRole('table', { name }).getByRole('row', { name: `${month} $2,000` })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save Report' }).click();
    await expect(toast(page, 'Report Saved')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(page.getByTestId('report-chart').locator('.recharts-bar-rectangle')).toHaveCount(1);

    // Reopen it from the list after a reload.
    await page.reload();
    await page.getByRole('button', { name: 'All Reports' }).click();
    await page.getByRole('button', { name, exact: true }).click();
    const table = page.getByRole('table', { name });
    await expect(table.getByRole('row', { name: `${month} $2,000` })).toBeVisible();
    await expect(table.getByRole('row', { name: 'Total $2,000' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoWiderThanWindow(page);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.csv`);
    expect(fs.readFileSync((await file.path())!, 'utf8')).toBe(
      `Last Updated (month),Sum of Deal Value (USD)\r\n${month},2000\r\nTotal,2000\r\n`,
    );

    // At phone width the builder and the report still fit and pass axe.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(table).toBeVisible();
    await expectNoWiderThanWindow(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(page.getByLabel('Report name')).toHaveValue(name);
    await expectNoWiderThanWindow(page);
    expect(await seriousViolations(page)).toEqual([]);

    const res = await page.request.get('/api/saved-reports');
    const id = ((await res.json()) as Array<{ id: string; name: string }>).find((r) => r.name === name)!.id;
    expect((await page.request.delete(`/api/saved-reports/${id}`)).status()).toBe(204);
  });

  test('a shared report opens for a user from the Reporting Center; a private one is not listed', async ({ page, signInAs, browser }) => {
    test.slow();
    await signInAs('admin');
    const token = uniqueToken('shared');
    const definition = {
      records: 'contacts',
      filters: [{ field: 'email', op: 'contains', value: token }],
      group: { field: 'city' },
      view: 'pie',
    };
    const shared = await page.request.post('/api/saved-reports', { data: { name: `Team ${token}`, shared: true, definition } });
    expect(shared.status()).toBe(201);
    const hidden = await page.request.post('/api/saved-reports', { data: { name: `Private ${token}`, shared: false, definition } });
    expect(hidden.status()).toBe(201);

    const { context, page: userPage } = await signedInPage(browser, 'user');
    await userPage.goto(paths.reporting);
    await expect(userPage.getByRole('link', { name: `Team ${token}` })).toBeVisible();
    await expect(userPage.getByRole('link', { name: `Private ${token}` })).toHaveCount(0);
    await userPage.getByRole('link', { name: `Team ${token}` }).click();
    await expect(userPage.getByRole('heading', { level: 1, name: `Team ${token}` })).toBeVisible();
    await expect(userPage.getByText('No records match this report.')).toBeVisible();
    expect(await seriousViolations(userPage)).toEqual([]);
    await context.close();

    for (const r of [shared, hidden]) await page.request.delete(`/api/saved-reports/${(await r.json()).id}`);
  });
});
