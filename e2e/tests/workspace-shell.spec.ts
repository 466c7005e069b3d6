import { paths } from '@keel/shared/paths';
import { ROLES } from '@keel/shared/roles';
import { seriousViolations } from './crm-helpers';
import { expect, test } from './fixtures';
import { ADMIN_ITEMS, openWorkspacePage, RECRUITMENT_ITEMS, sidebarItemsFor, STAFFING_ADMIN_ITEMS } from './workspace-helpers';

const WIDTHS = [
  { name: '1280 px', width: 1280, height: 800 },
  { name: '375 px phone', width: 375, height: 740 },
];

// Every workspace route of each role at each width (shell, width, axe): workspace-routes.spec.ts, the one sweep.

test.describe('the workspace shell', () => {
  for (const role of ROLES) {
    test(`${role}: the sidebar holds exactly the documented menus of the role, grouped and collapsible`, async ({ page, signInAs }) => {
      const user = await signInAs(role);
      await openWorkspacePage(page, paths.contacts);
      const sidebar = page.getByRole('navigation', { name: 'Workspace' });
      await expect(sidebar.getByRole('link')).toHaveText(sidebarItemsFor(role));
      const recruitment = sidebar.getByRole('button', { name: 'Recruitment' });
      await expect(recruitment).toHaveCount(role === 'admin' || role === 'recruiter' ? 1 : 0);
      const tools = sidebar.getByRole('button', { name: 'CRM Tools' });
      await tools.click();
      await expect(tools).toHaveAttribute('aria-expanded', 'false');
      await expect(sidebar.getByRole('link', { name: 'Companies' })).toBeHidden();
      await tools.click();
      await sidebar.getByRole('link', { name: 'Companies' }).click();
      await expect(page).toHaveURL(/\/crm\/companies$/);
      await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
      // The user menu (docs/product/public-site.md#header-and-menus): role, avatar, log out
      await page.getByRole('button', { name: new RegExp(user.fullName) }).click();
      const menu = page.getByRole('menu');
      await expect(menu.getByTestId('user-role')).toBeVisible();
      await expect(menu.getByRole('menuitem', { name: 'Log Out' })).toBeVisible();
      await page.keyboard.press('Escape');
      // The public site keeps its own header, with the CRM menus
      await page.getByRole('link', { name: 'Public site' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('navigation', { name: 'CRM' }).getByRole('button', { name: 'CRM Tools' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Workspace' })).toHaveCount(0);
    });
  }

  for (const role of ['user', 'sales_rep'] as const) {
    test(`${role} never sees admin or recruitment items, on a phone either`, async ({ page, signInAs }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await signInAs(role);
      await openWorkspacePage(page, paths.dashboard);
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      const drawer = page.getByRole('dialog', { name: 'Menu', exact: true });
      await expect(drawer.getByRole('navigation', { name: 'Workspace' }).getByRole('link')).toHaveText(sidebarItemsFor(role));
      for (const item of [...ADMIN_ITEMS, ...STAFFING_ADMIN_ITEMS, ...RECRUITMENT_ITEMS]) {
        await expect(page.getByRole('link', { name: item, exact: true })).toHaveCount(0);
      }
    });
  }
});

test.describe('the workspace on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the drawer opens, closes, and closes when a link is chosen; axe clean while open', async ({ page, signInAs }) => {
    await signInAs('admin');
    await openWorkspacePage(page, paths.dashboard);
    await expect(page.getByRole('navigation', { name: 'Workspace' })).toHaveCount(0);
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await toggle.click();
    const drawer = page.getByRole('dialog', { name: 'Menu', exact: true });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('navigation', { name: 'Workspace' }).getByRole('link')).toHaveText(sidebarItemsFor('admin'));
    expect(await seriousViolations(page)).toEqual([]);
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await toggle.click();
    await drawer.getByRole('link', { name: 'Applicants' }).click();
    await expect(page).toHaveURL(/\/recruitment\/applicants$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Applicants' })).toBeVisible();
    await expect(page.locator('#main-content')).toBeFocused();
  });
});

test.describe('keyboard', () => {
  for (const { name, width, height } of WIDTHS) {
    test(`at ${name}, one Tab from page load reaches the skip link, which puts focus on the content`, async ({ page, signInAs }) => {
      await page.setViewportSize({ width, height });
      await signInAs('admin');
      await openWorkspacePage(page, paths.contacts);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to main content' });
      await expect(skip).toBeFocused();
      await expect(skip).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(page.locator('#main-content')).toBeFocused();
      // The next Tab lands inside the content (the page's first control), not in the sidebar or top bar
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.getElementById('main-content')?.contains(document.activeElement))).toBe(true);
    });
  }

  test('after a navigation, focus is on the new page content', async ({ page, signInAs }) => {
    await signInAs('recruiter');
    await openWorkspacePage(page, paths.dashboard);
    await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Jobs' }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
    await expect(page.locator('#main-content')).toBeFocused();
  });
});
