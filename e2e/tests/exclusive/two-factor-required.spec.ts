import { paths } from '@keel/shared/paths';
import { TWO_FACTOR_MESSAGES } from '@keel/shared/two-factor';
import { expect, signInThroughForm, test, toast, uniqueEmail } from '../fixtures';
import { seriousViolations } from '../support/axe';
import { newAccount, setUpTwoFactor } from '../support/two-factor';

/**
 * Turns a server-wide setting on: it runs in its own project, after every other journey
 * (playwright.config.ts), so no journey beside it is sent to the two-factor setup.
 */
test.describe('two-factor sign-in required by an admin', () => {
  test('an admin requiring two-factor sign-in sends a member without it to set it up', async ({ page }) => {
    test.slow();
    const email = await newAccount(page, 'required', 'Remy Required');
    // The admin, in this page (a session of its own: it signs out below): a fresh admin with a second
    // factor of their own, as the server asks of whoever turns the requirement on (decision 0068).
    const adminEmail = uniqueEmail('require-admin');
    const created = await page.request.post('/api/test-users', {
      data: { full_name: 'Ari Admin', email: adminEmail, password: 'first-pass', role: 'admin' },
    });
    expect(created.status()).toBe(201);
    expect((await page.request.post('/api/session', { data: { email: adminEmail, password: 'first-pass' } })).status()).toBe(200);
    await page.goto(paths.settings);
    const { recoveryCodes } = await setUpTwoFactor(page);
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
      // Other journeys run beside this one: the requirement is off again as soon as possible (the
      // admin signs in with a recovery code: their app's code may just have been used).
      await page.request.delete('/api/session');
      expect((await page.request.post('/api/session', { data: { email: adminEmail, password: 'first-pass' } })).status()).toBe(200);
      const second = await page.request.post('/api/session/two-factor', { data: { code: recoveryCodes[0], kind: 'recovery' } });
      expect(second.status()).toBe(200);
      expect((await page.request.put('/api/team/two-factor-requirement', { data: { required: false } })).status()).toBe(200);
    }
  });
});
