import { DEMO_PASSWORD } from '@keel/shared/demo';
import { demoUser, expect, signInThroughForm, test, toast } from './fixtures';

test.describe('sign-in and sign-out', () => {
  test('the admin from the hint signs in and lands on the dashboard', async ({ page }) => {
    await page.goto('/crm/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    const hint = page.getByTestId('demo-login-hint');
    await expect(hint).toBeVisible();
    const [email, password] = await hint.locator('code').allInnerTexts();
    expect(email).toBe(demoUser('admin').email);
    await signInThroughForm(page, email, password);
    await expect(toast(page, 'Login Successful')).toContainText(demoUser('admin').fullName);
    await expect(page).toHaveURL(/\/crm\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('a wrong password shows Login Failed with the server message', async ({ page }) => {
    await page.goto('/crm/login');
    await signInThroughForm(page, demoUser('user').email, 'not-the-password');
    const failed = toast(page, 'Login Failed');
    await expect(failed).toContainText('Invalid email or password.');
    await expect(page).toHaveURL(/\/crm\/login$/);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  test('the session persists across a reload, and Log Out ends it', async ({ page }) => {
    const user = demoUser('sales_rep');
    await page.goto('/crm/login');
    await signInThroughForm(page, user.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/crm\/dashboard$/);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const userMenu = page.getByRole('button', { name: new RegExp(user.fullName) });
    await expect(userMenu).toBeVisible();

    await userMenu.click();
    const menu = page.getByRole('menu');
    await expect(menu).toContainText('Sales Rep');
    await menu.getByRole('menuitem', { name: 'Log Out' }).click();
    await expect(toast(page, 'Logged Out')).toContainText('You have been successfully logged out.');
    await expect(page).toHaveURL(/\/crm\/login$/);
    await expect(page.getByRole('link', { name: 'CRM Login' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('link', { name: 'CRM Login' })).toBeVisible();
    await page.goto('/crm/dashboard');
    await expect(page).toHaveURL(/\/crm\/login$/);
  });

  test('a signed-in user opening the sign-in screen goes to the dashboard', async ({ page, signInAs }) => {
    await signInAs('user');
    await page.goto('/crm/login');
    await expect(page).toHaveURL(/\/crm\/dashboard$/);
  });
});
