import { paths } from '@keel/shared/paths';
import { seriousViolations, uniqueToken } from './crm-helpers';
import { expect, signedInPage, test, toast } from './fixtures';
import { expectNoWiderThanWindow } from './window-fit';

/** Decision 0087: the bench, its skills from the one skills graph, rates for sales reps and admins only. */
test.describe('consultants', () => {
  test('a sales rep adds a consultant with two skills and rates at 1280 px; a user reads them at 375 px, without rates', async ({
    browser,
  }) => {
    test.slow();
    const name = uniqueToken('Grace Staffed ');
    const rep = await signedInPage(browser, 'sales_rep');
    try {
      const page = rep.page;
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(paths.dashboard);
      await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Consultants' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Consultants' })).toBeVisible();
      await page.getByRole('link', { name: 'Add Consultant' }).click();
      await page.getByLabel('Full name').fill(name);
      await page.getByLabel('Title', { exact: true }).fill('Frontend lead');
      await page.getByLabel('Engagement').selectOption('contractor');
      await page.getByLabel('Home city').fill('Lisbon');
      await page.getByLabel('Country', { exact: true }).selectOption('PT');
      await page.getByLabel('Time zone').selectOption('Europe/Lisbon');
      await page.getByRole('button', { name: 'Add skill' }).click();
      await page.getByLabel('Skill 1', { exact: true }).selectOption({ label: 'React' });
      await page.getByLabel('Level of React').selectOption('4');
      await page.getByLabel('Years of React').fill('6');
      await page.getByRole('button', { name: 'Add skill' }).click();
      await page.getByLabel('Skill 2', { exact: true }).selectOption({ label: 'TypeScript' });
      await page.getByLabel('Day rate').fill('950');
      await page.getByLabel('Currency', { exact: true }).selectOption('EUR');
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Save Consultant' }).click();
      await expect(toast(page, 'Consultant Added')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page.getByRole('region', { name: /Skills/ })).toContainText('React');
      await expect(page.getByRole('region', { name: /Skills/ })).toContainText('TypeScript');
      await expect(page.getByRole('region', { name: 'Rates' })).toContainText('950 EUR');
      const url = page.url();

      // A plain user on a phone: the list finds them and shows their skills; the record has no rates.
      const reader = await signedInPage(browser, 'user');
      try {
        const phone = reader.page;
        await phone.setViewportSize({ width: 375, height: 740 });
        await phone.goto(`${paths.consultants}?q=${encodeURIComponent(name)}`);
        await expect(phone.getByRole('link', { name })).toBeVisible();
        await expect(phone.getByRole('list', { name: `Skills of ${name}` })).toContainText('React L4');
        await expectNoWiderThanWindow(phone, 'the consultants list');
        expect(await seriousViolations(phone)).toEqual([]);
        await phone.goto(url);
        await expect(phone.getByRole('heading', { level: 1, name })).toBeVisible();
        await expect(phone.getByRole('region', { name: /Skills/ })).toContainText('Level 4 – Expert · 6 years');
        await expect(phone.getByRole('region', { name: 'Rates' })).toHaveCount(0);
        await expect(phone.getByRole('button', { name: 'Edit' })).toHaveCount(0);
        await expectNoWiderThanWindow(phone, 'the consultant page');
        expect(await seriousViolations(phone)).toEqual([]);
      } finally {
        await reader.context.close();
      }
    } finally {
      await rep.context.close();
    }
  });
});
