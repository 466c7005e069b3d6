import { paths } from '@keel/shared/paths';
import { EMAIL_CONFIRMATION_MESSAGES, TWO_FACTOR_MESSAGES } from '@keel/shared/two-factor';
import { expect, signInThroughForm, test, toast, uniqueEmail, type Page } from './fixtures';
import { seriousViolations } from './support/axe';
import { totp } from './support/totp';

/** A 6-digit code the app does not show now (nor one period either side). */
function wrongCode(secret: string): string {
  const near = new Set([-1, 0, 1].map((k) => totp(secret, Date.now() + k * 30_000)));
  for (let n = 0; ; n++) if (!near.has(String(n).padStart(6, '0'))) return String(n).padStart(6, '0');
}

async function newAccount(page: Page, prefix: string, fullName: string) {
  const email = uniqueEmail(prefix);
  expect((await page.request.post('/api/test-users', { data: { full_name: fullName, email, password: 'first-pass', role: 'sales_rep' } })).status()).toBe(201);
  return email;
}

/** Sets up two-factor sign-in in the card on screen; answers the key and the recovery codes shown. */
async function setUpTwoFactor(page: Page) {
  await page.getByLabel('Your Password').fill('first-pass');
  await page.getByRole('button', { name: 'Set Up Two-Factor Sign-In' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const secret = (await page.getByTestId('two-factor-secret').textContent())!;
  const recoveryCodes = await page.getByTestId('recovery-codes').locator('li').allTextContents();
  expect(recoveryCodes).toHaveLength(10);
  await page.getByLabel('Code from the app').fill(totp(secret));
  await page.getByRole('button', { name: 'Turn On' }).click();
  await expect(toast(page, 'Two-Factor Sign-In On')).toContainText(TWO_FACTOR_MESSAGES.enabled);
  await expect(page.getByText('Two-factor sign-in is on.', { exact: true })).toBeVisible();
  return { secret, recoveryCodes };
}

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
    await page.getByLabel('Authentication code').fill(totp(secret));
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

  test('an admin requiring two-factor sign-in sends a member without it to set it up', async ({ page, signInAs }) => {
    test.slow();
    const email = await newAccount(page, 'required', 'Remy Required');
    // The admin, in this page: Team Management → require it.
    await signInAs('admin');
    await page.goto(paths.team);
    const requirement = page.getByLabel('Require two-factor sign-in for every staff member');
    try {
      await requirement.check();
      await expect(toast(page, 'Team Settings Updated')).toContainText(TWO_FACTOR_MESSAGES.requirementOn);
      expect(await seriousViolations(page)).toEqual([]);

      // The member signs in and is sent to setup, whatever page they asked for.
      expect((await page.request.delete('/api/session')).status()).toBe(204);
      await page.goto(paths.login);
      await signInThroughForm(page, email, 'first-pass');
      await expect(page).toHaveURL(new RegExp(`${paths.twoFactorSetup}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Set Up Two-Factor Sign-In' })).toBeVisible();
      await page.goto(paths.contacts);
      await expect(page).toHaveURL(new RegExp(`${paths.twoFactorSetup}$`));
      await setUpTwoFactor(page);
      await page.getByRole('link', { name: 'Continue to the dashboard' }).click();
      await expect(page).toHaveURL(/\/crm\/dashboard$/);
    } finally {
      // Other journeys run beside this one: the requirement is off again as soon as possible.
      await signInAs('admin');
      expect((await page.request.put('/api/team/two-factor-requirement', { data: { required: false } })).status()).toBe(200);
    }
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
    await expect(page.getByRole('status').filter({ hasText: EMAIL_CONFIRMATION_MESSAGES.confirmed })).toBeVisible();
    await expect(toast(page, 'Email Confirmed')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(confirmUrl);
    await expect(page.getByRole('alert').filter({ hasText: EMAIL_CONFIRMATION_MESSAGES.invalidLink })).toBeVisible();
  });
});
