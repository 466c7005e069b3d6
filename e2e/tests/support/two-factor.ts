import { TWO_FACTOR_MESSAGES } from '@keel/shared/two-factor';
import { expect, toast, uniqueEmail, type Page } from '../fixtures';
import { seriousViolations } from './axe';
import { totp } from './totp';

/** A 6-digit code the app does not show now (nor one period either side). */
export function wrongCode(secret: string): string {
  const near = new Set([-1, 0, 1].map((k) => totp(secret, Date.now() + k * 30_000)));
  for (let n = 0; ; n++) if (!near.has(String(n).padStart(6, '0'))) return String(n).padStart(6, '0');
}

export async function newAccount(page: Page, prefix: string, fullName: string) {
  const email = uniqueEmail(prefix);
  expect(
    (
      await page.request.post('/api/test-users', { data: { full_name: fullName, email, password: 'first-pass', role: 'sales_rep' } })
    ).status(),
  ).toBe(201);
  return email;
}

/** Sets up two-factor sign-in in the card on screen; answers the key and the recovery codes shown. */
export async function setUpTwoFactor(page: Page) {
  await page.getByLabel('Your Password').fill('first-pass');
  await page.getByRole('button', { name: 'Set Up Two-Factor Sign-In' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const secret = (await page.getByTestId('two-factor-secret').textContent())!;
  const recoveryCodes = await page.getByTestId('recovery-codes').locator('li').allTextContents();
  expect(recoveryCodes).toHaveLength(10);
  await page.getByLabel('Code from the app').fill(totp(secret));
  await page.getByRole('button', { name: 'Turn On', exact: true }).click();
  await expect(toast(page, 'Two-Factor Sign-In On')).toContainText(TWO_FACTOR_MESSAGES.enabled);
  await expect(page.getByText('Two-factor sign-in is on.', { exact: true })).toBeVisible();
  return { secret, recoveryCodes };
}
