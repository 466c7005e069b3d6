import { paths } from '@keel/shared/paths';
import { mondayOf } from '@keel/shared/staffing-forecast';
import { seriousViolations, uniqueToken } from './crm-helpers';
import { expect, signedInPage, test } from './fixtures';
import { expectNoWiderThanWindow } from './window-fit';

/**
 * Decision 0098: a won deal needs a skill nobody has full time from this week for three weeks; the
 * Capacity Forecast shows the gap in its table, and revenue at risk to the sales rep only; the admin
 * builds revenue at risk and staffed-from in the report builder and reads the same figures (decision 0108).
 */
test.describe('capacity forecast', () => {
  test('a sales rep sees the gap and the revenue at risk at 1280 px; a user reads the same table at 375 px, without money', async ({
    browser,
  }) => {
    test.slow();
    const skillName = uniqueToken('Forecastium');
    const admin = await signedInPage(browser, 'admin');
    const rep = await signedInPage(browser, 'sales_rep');
    const reader = await signedInPage(browser, 'user');
    try {
      const skill = await admin.page.request.post('/api/skills', { data: { name: skillName } });
      expect(skill.status(), await skill.text()).toBe(201);
      const skillId = ((await skill.json()) as { skill_id: string }).skill_id;
      const board = (await (await rep.page.request.get('/api/funnel/board')).json()) as { columns: Array<{ id: string; title: string }> };
      const won = board.columns.find((c) => c.title === 'Closed Won')!.id;
      const dealName = uniqueToken('Forecast deal ');
      const deal = await rep.page.request.post('/api/funnel/leads', { data: { name: dealName, stageId: won } });
      expect(deal.status()).toBe(201);
      const dealId = ((await deal.json()) as { id: string }).id;
      const monday = mondayOf(new Date().toISOString().slice(0, 10));
      const end = new Date(`${monday}T00:00:00Z`);
      end.setUTCDate(end.getUTCDate() + 18);
      const demand = await rep.page.request.post(`/api/deals/${dealId}/demands`, {
        data: {
          role_title: 'Forecast lead',
          seniority: 'lead',
          skills: [{ skill_id: skillId, min_level: 3 }],
          starts_on: monday,
          ends_on: end.toISOString().slice(0, 10),
          allocation_pct: 100,
          remote: true,
          rate: { target_day_rate: 1000, rate_currency: 'EUR' },
        },
      });
      expect(demand.status(), await demand.text()).toBe(201);

      const page = rep.page;
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(paths.dashboard);
      await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Capacity Forecast' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Capacity Forecast' })).toBeVisible();
      const row = page.getByRole('row', { name: new RegExp(`^${skillName} level 3\\+`) });
      // Nobody has the skill: 1 full-time person needed and none free in each of the three weeks, then none needed.
      await expect(row.getByRole('cell').nth(0)).toHaveText('1 needed / 0 freeshort 1');
      await expect(row.getByRole('cell').nth(2)).toHaveText('1 needed / 0 freeshort 1');
      await expect(row.getByRole('cell').nth(3)).toHaveText('0 needed / 0 freeno demand');
      const risk = page.getByRole('region', { name: 'Revenue at risk' });
      await expect(risk.getByRole('link', { name: dealName })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      const phone = reader.page;
      await phone.setViewportSize({ width: 375, height: 740 });
      await phone.goto(paths.staffingForecast);
      const table = phone.getByRole('region', { name: 'Capacity forecast by skill and week' });
      await expect(table.getByRole('row', { name: new RegExp(`^${skillName} level 3\\+`) })).toBeVisible();
      await expect(phone.getByRole('region', { name: 'Median time to staff' })).toBeVisible();
      await expect(phone.getByRole('region', { name: 'Revenue at risk' })).toHaveCount(0);
      // The table is wider than a phone: it scrolls inside its own box, the page does not.
      expect(await table.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      await expectNoWiderThanWindow(phone, 'the capacity forecast');
      expect(await seriousViolations(phone)).toEqual([]);

      // Decision 0108: the admin builds the same figures in the report builder and reads the API's numbers.
      const figures = (await (await rep.page.request.get('/api/staffing/figures')).json()) as {
        revenue_at_risk: { demands: Array<{ deal_name: string; amount: number | null }> };
      };
      const amount = figures.revenue_at_risk.demands.find((d) => d.deal_name === dealName)!.amount!;
      const builder = admin.page;
      await builder.setViewportSize({ width: 1280, height: 900 });
      await builder.goto(paths.savedReports);
      await builder.getByRole('button', { name: 'Create New Report' }).click();
      const name = `Revenue at risk by currency ${skillName}`;
      await builder.getByLabel('Report name').fill(name);
      await builder.getByLabel('Records').selectOption({ label: 'Staffing demands' });
      await builder.getByRole('button', { name: 'Add Filter' }).click();
      await builder.getByLabel('Filter 1 field').selectOption({ label: 'Skill' });
      await builder.getByLabel('Filter 1 value').fill(skillName);
      await builder.getByLabel('Group by').selectOption({ label: 'Rate Currency' });
      await builder.getByLabel('Measure').selectOption({ label: 'Sum' });
      await builder.getByLabel('Of field').selectOption({ label: 'Revenue at Risk (next 30 days)' });
      await builder.getByRole('button', { name: 'Run Report' }).click();
      const report = builder.getByRole('table', { name });
      await expect(report.getByRole('row', { name: `EUR ${amount.toLocaleString('en-US')}` })).toBeVisible();
      await builder.getByLabel('Group by').selectOption({ label: 'Staffed From' });
      await builder.getByLabel('Measure').selectOption({ label: 'Count of records' });
      await builder.getByRole('button', { name: 'Run Report' }).click();
      await expect(report.getByRole('row', { name: 'Unstaffed 1' })).toBeVisible();
      expect(await seriousViolations(builder)).toEqual([]);
    } finally {
      await Promise.all([admin.context.close(), rep.context.close(), reader.context.close()]);
    }
  });
});
