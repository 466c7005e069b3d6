import { paths } from '@keel/shared/paths';
import { EMAIL_CONFIRMATION_MESSAGES, TWO_FACTOR_MESSAGES } from '@keel/shared/two-factor';
import { expect, signInThroughForm, test, toast } from './fixtures';
import { seriousViolations } from './support/axe';
import { totp } from './support/totp';
import { newAccount, setUpTwoFactor, wrongCode } from './support/two-factor';

test.describe('two-factor sign-in', () => {
  test('enable with the app → sign out → sign in with a code → sign in with a recovery code', async ({ page }) => {
    test.slow(); // a long journey with accessibility checks
    const email = await newAccount(page, 'totp', 'Tova Totp');
    expect((await page.request.post('/api/session', { data: { email, password: 'first-pass' } })).status()).toBe(200);
    await page.goto(paths.settings);
    await expect(page.getByRole('heading', { name: 'Two-Factor Sign-In' })).toBeVisible();
    const { secret, recoveryCodes } = await setUpTwoFactor(page);

    // Signed out, the password alone is not enough: the app's code is asked for.
    expect((await page.request.delete('/api/session')).status()).toBe(204);
    await page.goto(paths.login);
    await signInThroughForm(page, email, 'first-pass');
    await expect(page.getByLabel('Authentication code')).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Authentication code').fill(wrongCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(toast(page, 'Login Failed')).toContainText(TWO_FACTOR_MESSAGES.invalidCode);
    // The app's next code: the one that turned it on is used up (a code is accepted once, decision 0068).
    await page.getByLabel('Authentication code').fill(totp(secret, Date.now() + 30_000));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(toast(page, 'Login Successful')).toContainText('Tova Totp');
    await expect(page).toHaveURL(/\/crm\/dashboard$/);

    // Again, with a recovery code instead (keyboard only).
    expect((await page.request.delete('/api/session')).status()).toBe(204);
    await page.goto(paths.login);
    await signInThroughForm(page, email, 'first-pass');
    await page.getByRole('button', { name: 'Use a recovery code' }).press('Enter');
    await page.getByLabel('Recovery code').fill(recoveryCodes[0]);
    await page.getByLabel('Recovery code').press('Enter');
    await expect(toast(page, 'Login Successful')).toContainText('Tova Totp');
    await expect(page).toHaveURL(/\/crm\/dashboard$/);
  });

  test("a test account's confirmation mail (demo mode: it signs in at once) confirms its address once", async ({ page, signInAs }) => {
    const email = await newAccount(page, 'confirm', 'Cleo Confirm');
    expect((await page.request.post('/api/session', { data: { email, password: 'first-pass' } })).status()).toBe(200);

    await signInAs('admin');
    await page.goto(paths.outbox);
    const row = page.getByRole('row').filter({ hasText: email });
    await row.getByRole('button', { name: 'Confirm your e-mail address for Keel Consulting' }).click();
    const link = page.getByRole('link', { name: /\/crm\/confirm-email\?token=/ });
    const confirmUrl = (await link.getAttribute('href'))!;

    await page.goto(confirmUrl);
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: EMAIL_CONFIRMATION_MESSAGES.confirmed })).toBeVisible();
    await expect(toast(page, 'Email Confirmed')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(confirmUrl);
    await expect(page.getByRole('alert').filter({ hasText: EMAIL_CONFIRMATION_MESSAGES.invalidLink })).toBeVisible();
  });
});
