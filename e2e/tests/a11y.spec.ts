import { seriousViolations } from './support/axe';
import { expect, test } from './fixtures';

const pages = [
  { path: '/', heading: 'Delivering Successful IT Projects for over 20 years' },
  { path: '/crm/login', heading: 'Welcome Back' },
  { path: '/add-test-user', heading: 'Create Test User' },
];

test.describe('accessibility (axe)', () => {
  for (const { path, heading } of pages) {
    test(`${path} has no serious or critical violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('/ at 375 px with the mobile menu open has no serious or critical violations', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the signed-in header with an open menu has no serious or critical violations', async ({ page, signInAs }) => {
    await signInAs('admin');
    await page.goto('/');
    await page.getByRole('navigation', { name: 'CRM' }).getByRole('button', { name: 'CRM Tools' }).click();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
