import { paths } from '@keel/shared/paths';
import { mondayOf } from '@keel/shared/staffing-forecast';
import { seriousViolations, uniqueToken } from './crm-helpers';
import { expect, signedInPage, test } from './fixtures';
import { expectNoWiderThanWindow } from './window-fit';

/**
 * Decision 0098: a won deal needs a skill nobody has full time from this week for three weeks; the
 * Capacity Forecast shows the gap in its table, and revenue at risk to the sales rep only.
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
    } finally {
      await Promise.all([admin.context.close(), rep.context.close(), reader.context.close()]);
    }
  });
});
