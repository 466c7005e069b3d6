import { expect, test as base, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS } from '@keel/shared/demo';
import type { Role } from '@keel/shared/roles';

export { expect };
export type { Page };

export type DemoUser = (typeof DEMO_USERS)[number];

export function demoUser(role: Role): DemoUser {
  const user = DEMO_USERS.find((candidate) => candidate.role === role);
  if (!user) throw new Error(`No demo user with role ${role}`);
  return user;
}

/** A unique e-mail for sign-ups, so runs never collide. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.keel.test`;
}

/** The toast with this exact title (Radix renders toasts inside the "Notifications" region). */
export function toast(page: Page, title: string): Locator {
  return page
    .getByRole('region', { name: /Notifications/ })
    .locator('li')
    .filter({ has: page.getByText(title, { exact: true }) });
}

/** Fills and submits the sign-in screen (the caller asserts the outcome). */
export async function signInThroughForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

type Fixtures = {
  /** Signs the page's browser context in as the demo user with this role (through the API). */
  signInAs: (role: Role) => Promise<DemoUser>;
};

export const test = base.extend<Fixtures>({
  signInAs: async ({ page }, use) => {
    await use(async (role) => {
      const user = demoUser(role);
      const response = await page.request.post('/api/session', { data: { email: user.email, password: DEMO_PASSWORD } });
      expect(response.status(), `sign-in as ${role}`).toBe(200);
      return user;
    });
  },
});
