import { paths } from '@keel/shared/paths';
import { PASSWORD_RESET_MESSAGES } from '@keel/shared/password-reset';
import { expect, signInThroughForm, test, toast, uniqueEmail } from './fixtures';
import { seriousViolations } from './support/axe';

test.describe('password reset through the Outbox (no SMTP: the embedded default)', () => {
  test('forgot password → the admin reads the mail in the Outbox → its link → new password → sign in', async ({ page, signInAs }) => {
    test.slow(); // a long journey with accessibility checks
    const email = uniqueEmail('reset');
    expect(
      (
        await page.request.post('/api/test-users', { data: { full_name: 'Rory Reset', email, password: 'first-pass', role: 'user' } })
      ).status(),
    ).toBe(201);

    // Signed out: 'Forgot password?' on the sign-in screen.
    await page.goto(paths.login);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password?' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: PASSWORD_RESET_MESSAGES.requested })).toBeVisible();
    await expect(toast(page, 'Check Your Email')).toBeVisible();

    // An admin finds the mail in the workspace's CRM Tools → Outbox.
    await signInAs('admin');
    await page.goto(paths.dashboard);
    await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Outbox' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
    // The test sign-up wrote a confirmation mail too (decision 0023): the reset is the row with its subject.
    const row = page.getByRole('row').filter({ hasText: email }).filter({ hasText: 'Set a new password' });
    await expect(row).toContainText('Pending');
    // axe before a mail is open: the rendered mail sits in a sandboxed frame without scripts, where axe cannot run (it waits forever).
    expect(await seriousViolations(page)).toEqual([]);
    await row.getByRole('button', { name: 'Set a new password for Keel Consulting' }).click();
    const link = page.getByRole('link', { name: /\/crm\/reset-password\?token=/ });
    await expect(link).toBeVisible();
    const resetUrl = (await link.getAttribute('href'))!;
    await link.click();

    // The link's screen: a new password (both fields, at least 6 characters).
    await expect(page.getByRole('heading', { level: 1, name: 'Set a New Password' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('New password', { exact: true }).fill('second-pass');
    await page.getByLabel('Confirm new password').fill('second-pass');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(toast(page, 'Password Updated')).toBeVisible();
    await expect(page).toHaveURL(/\/crm\/login$/);

    await signInThroughForm(page, email, 'second-pass');
    await expect(toast(page, 'Login Successful')).toContainText('Rory Reset');
    await expect(page).toHaveURL(/\/crm\/dashboard$/);

    // The link worked once.
    await page.goto(resetUrl);
    await page.getByLabel('New password', { exact: true }).fill('third-pass');
    await page.getByLabel('Confirm new password').fill('third-pass');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(toast(page, 'Password Update Failed')).toContainText(PASSWORD_RESET_MESSAGES.invalidLink);
  });
});
