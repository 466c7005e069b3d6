import { paths } from '@keel/shared/paths';
import { expect, test, type Page } from './fixtures';
import { RECRUITMENT_ITEMS } from './workspace-helpers';

const everyone = [
  'All Contacts',
  'Companies',
  'Sales Funnel',
  'My Tasks',
  'Dashboard',
  'Reporting Center',
  'Contact Messages',
  'Account Settings',
];
const adminOnly = ['Team Management', 'Data Management', 'Client Logos', 'Saved CRM Reports', 'Outbox', 'Duplicates'];

async function openCrmMenu(page: Page, name: string) {
  const trigger = page.getByRole('navigation', { name: 'CRM' }).getByRole('button', { name });
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  return page.locator(`#${(await trigger.getAttribute('aria-controls'))?.replace(/:/g, '\\:')}`);
}

test.describe('layout on desktop', () => {
  test('signed out: CRM Login, main menu, footer', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'CRM Login' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'CRM Tools' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    const footer = page.getByRole('navigation', { name: 'Footer' }).getByRole('link');
    await expect(footer).toHaveText(['Home', 'Project Management', 'Industries', 'Portfolio', 'Training Materials', 'Contact', 'Careers']);
    await header.getByRole('link', { name: 'CRM Login' }).click();
    await expect(page).toHaveURL(/\/crm\/login$/);
  });

  test('a submenu opens on hover, closes after leaving, and its links navigate', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('navigation', { name: 'Main' });
    const trigger = main.getByRole('button', { name: 'About' });
    await trigger.hover();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(5, 700);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await trigger.hover();
    await main.getByRole('link', { name: 'About Daniel' }).click();
    await expect(page).toHaveURL(/\/about-daniel$/);
    await expect(page.getByRole('heading', { level: 1, name: 'About Daniel Hayes' })).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('submenus work from the keyboard and Escape closes them', async ({ page }) => {
    await page.goto('/');
    const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Project Management' });
    // The prerendered button is disabled until React hydrates it: focus() before then would not take.
    await expect(trigger).toBeEnabled();
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
  });

  test('a user sees CRM Tools without admin items and no Recruitment menu', async ({ page, signInAs }) => {
    const user = await signInAs('user');
    await page.goto('/');
    const tools = await openCrmMenu(page, 'CRM Tools');
    await expect(tools.getByRole('link')).toHaveText(everyone);
    await expect(page.getByRole('button', { name: 'Recruitment' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'CRM Login' })).toHaveCount(0);
    await page.getByRole('button', { name: new RegExp(user.fullName) }).click();
    await expect(page.getByRole('menu')).toContainText('User');
  });

  test('an admin sees every CRM tool and the Recruitment menu', async ({ page, signInAs }) => {
    await signInAs('admin');
    await page.goto('/');
    const tools = await openCrmMenu(page, 'CRM Tools');
    await expect(tools.getByRole('link')).toHaveText([...everyone, ...adminOnly]);
    const recruitment = await openCrmMenu(page, 'Recruitment');
    await expect(recruitment.getByRole('link')).toHaveText(RECRUITMENT_ITEMS);
    await recruitment.getByRole('link', { name: 'Applicants' }).click();
    await expect(page).toHaveURL(/\/recruitment\/applicants$/);
  });

  test('a recruiter sees Recruitment but not the admin tools', async ({ page, signInAs }) => {
    await signInAs('recruiter');
    await page.goto('/');
    const tools = await openCrmMenu(page, 'CRM Tools');
    await expect(tools.getByRole('link')).toHaveText(everyone);
    await expect(page.getByRole('navigation', { name: 'CRM' }).getByRole('button', { name: 'Recruitment' })).toBeVisible();
  });
});

test.describe('layout on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the mobile menu toggles and closes when a link is chosen', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const mobile = page.getByRole('navigation', { name: 'Mobile' });
    await expect(mobile).toBeVisible();
    await toggle.click();
    await expect(mobile).toBeHidden();
    await toggle.click();
    await mobile.getByRole('link', { name: 'Industries', exact: true }).click();
    await expect(page).toHaveURL(/\/industries$/);
    await expect(mobile).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('a signed-in admin finds CRM tools and Recruitment in the mobile menu', async ({ page, signInAs }) => {
    await signInAs('admin');
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const mobile = page.getByRole('navigation', { name: 'Mobile' });
    await expect(mobile.getByRole('link', { name: 'Team Management' })).toBeVisible();
    await mobile.getByRole('link', { name: 'Jobs' }).click();
    await expect(page).toHaveURL(/\/recruitment\/jobs$/);
    await expect(mobile).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('wide lists scroll inside their table, not the page', async ({ page, signInAs }) => {
    await signInAs('admin');
    for (const path of [paths.contacts, paths.companies, paths.applicants, paths.team]) {
      await page.goto(path);
      await expect(page.getByRole('table')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
    }
  });
});
