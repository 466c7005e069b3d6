import { paths } from '@keel/shared/paths';
import type { APIRequestContext } from '@playwright/test';
import { expect, signInThroughForm, test, toast, uniqueEmail } from './fixtures';
import { seriousViolations } from './crm-helpers';

const PASSWORD = 'accounts-pass-1';

/** A fresh demo-mode account of this role, so journeys never touch the shared demo users. */
async function newAccount(request: APIRequestContext, role: 'user' | 'admin' | 'sales_rep', fullName: string) {
  const email = uniqueEmail(role);
  const created = await request.post('/api/test-users', { data: { full_name: fullName, email, password: PASSWORD, role } });
  expect(created.status()).toBe(201);
  return { email, fullName };
}

test.describe('sessions, API keys and deactivation', () => {
  test('revoking another session signs that browser out', async ({ page, browser, request }) => {
    const account = await newAccount(request, 'user', 'Sasha Sessions');
    const other = await browser.newContext();
    try {
      const otherPage = await other.newPage();
      expect((await otherPage.request.post('/api/session', { data: { email: account.email, password: PASSWORD } })).status()).toBe(200);
      await otherPage.goto(paths.settings);
      await expect(otherPage.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();

      expect((await page.request.post('/api/session', { data: { email: account.email, password: PASSWORD } })).status()).toBe(200);
      await page.goto(paths.settings);
      const list = page.getByRole('list', { name: 'Active sessions' });
      await expect(list.getByText('This session')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await list.getByRole('button', { name: /^Sign out / }).click();
      await expect(toast(page, 'Session Signed Out')).toBeVisible();
      await expect(list.getByRole('button', { name: /^Sign out / })).toHaveCount(0);

      expect((await otherPage.request.get('/api/contacts')).status()).toBe(401);
      await otherPage.reload();
      await expect(otherPage).toHaveURL(/\/crm\/login/);
    } finally {
      await other.close();
    }
  });

  test('an API key created in Account Settings calls /api/contacts as its user, until revoked', async ({ page, playwright, baseURL }) => {
    const account = await newAccount(page.request, 'sales_rep', 'Kim Keys');
    await page.goto(paths.login);
    await signInThroughForm(page, account.email, PASSWORD);
    await expect(toast(page, 'Login Successful')).toBeVisible();
    await page.goto(paths.settings);
    const form = page.getByRole('form', { name: 'Create API key' });
    await form.getByLabel('Key name').fill('Nightly export');
    await form.getByRole('button', { name: 'Create key' }).click();
    await expect(toast(page, 'API Key Created')).toBeVisible();
    const key = await page.getByLabel('New API key').inputValue();
    expect(key).toMatch(/^keel_/);
    expect(await seriousViolations(page)).toEqual([]);

    // A script: no cookies, only the key.
    const script = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${key}` } });
    try {
      const contacts = await script.get('/api/contacts');
      expect(contacts.status()).toBe(200);
      expect(Array.isArray((await contacts.json()).items)).toBe(true);
      expect((await script.get('/api/team')).status()).toBe(403);

      await page.getByRole('button', { name: 'Revoke Nightly export' }).click();
      await expect(toast(page, 'API Key Revoked')).toBeVisible();
      expect((await script.get('/api/contacts')).status()).toBe(401);
    } finally {
      await script.dispose();
    }
  });

  test('an admin deactivates a member, who can no longer sign in', async ({ page, browser, request }) => {
    const admin = await newAccount(request, 'admin', 'Ada Admin');
    const member = await newAccount(request, 'user', `Dana Deactivated ${Date.now()}`);
    expect((await page.request.post('/api/session', { data: { email: admin.email, password: PASSWORD } })).status()).toBe(200);
    await page.goto(paths.team);
    const row = page.locator('tr', { hasText: member.fullName });
    await row.getByRole('button', { name: `Deactivate ${member.fullName}` }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('can no longer sign in');
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await expect(toast(page, 'Team Member Deactivated')).toBeVisible();
    await expect(row).toContainText('Deactivated');
    await expect(row.getByRole('button', { name: `Reactivate ${member.fullName}` })).toBeEnabled();
    expect(await seriousViolations(page)).toEqual([]);

    const memberContext = await browser.newContext();
    try {
      const memberPage = await memberContext.newPage();
      await memberPage.goto(paths.login);
      await signInThroughForm(memberPage, member.email, PASSWORD);
      await expect(toast(memberPage, 'Login Failed')).toContainText(
        'This account has been deactivated. Please ask an admin to reactivate it.',
      );
      await expect(memberPage).toHaveURL(/\/crm\/login/);
    } finally {
      await memberContext.close();
    }
  });
});
