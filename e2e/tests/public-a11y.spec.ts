import { PUBLIC_PAGE_PATHS } from '@keel/shared/paths';
import { expect, test } from './fixtures';
import { seriousViolations } from './support/axe';

test.describe('accessibility of the public site (axe)', () => {
  for (const path of PUBLIC_PAGE_PATHS) {
    test(`${path} has no serious or critical violations`, async ({ page }) => {
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('/crm/inquiry, with its validation messages shown, has no serious or critical violations', async ({ page }) => {
    await page.goto('/crm/inquiry');
    await page.getByRole('button', { name: 'Submit Inquiry' }).click();
    await expect(page.getByText('First Name is required.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('/crm/inquiry-success has no serious or critical violations', async ({ page }) => {
    await page.goto('/crm/inquiry-success');
    await expect(page.getByRole('heading', { level: 1, name: 'Thank You, Valued Customer!' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('/crm/messages has no serious or critical violations', async ({ page, signInAs }) => {
    await signInAs('user');
    await page.goto('/crm/messages');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Messages' })).toBeVisible();
    await page.getByRole('button', { name: 'All', exact: true }).click();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('accessibility of the public site on a 375 px phone (axe)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const path of ['/', '/industries', '/contact-us'] as const) {
    test(`${path} has no serious or critical violations`, async ({ page }) => {
      await page.goto(path, { waitUntil: 'networkidle' });
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
