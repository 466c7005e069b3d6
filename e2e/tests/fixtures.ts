import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, expect, test as base, type Locator, type Page } from '@playwright/test';
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

/**
 * Where the 'setup' project (sign-in.setup.ts) keeps each demo role's signed-in state for this run
 * (cookies of one real sign-in per role; decision 0042). Under Playwright's output folder, which
 * every run empties first.
 */
export function signedInState(role: Role): string {
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test-results/.auth', `${role}.json`);
}

/** The session cookie of the demo user with this role, as signed in once by the setup project. */
function signedInCookies(role: Role) {
  return (JSON.parse(fs.readFileSync(signedInState(role), 'utf8')) as { cookies: Parameters<BrowserContext['addCookies']>[0] }).cookies;
}

/** A separate browser (own cookies, own tab) signed in as the demo user with this role. */
export async function signedInPage(browser: Browser, role: Role): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ storageState: signedInState(role) });
  return { context, page: await context.newPage() };
}

/** Signs a browser context in as the demo user with this role: the run's saved session of that role. */
export async function useSignedInState(context: BrowserContext, role: Role): Promise<void> {
  await context.addCookies(signedInCookies(role));
}

type Fixtures = {
  /** Signs the page's browser context in as the demo user with this role (the run's saved session of the role). */
  signInAs: (role: Role) => Promise<DemoUser>;
  /** Signs in through the API: a session of the test's own, for journeys that sign out or end sessions. */
  signInFreshAs: (role: Role) => Promise<DemoUser>;
};

export const test = base.extend<Fixtures>({
  signInAs: async ({ page }, use) => {
    await use(async (role) => {
      await useSignedInState(page.context(), role);
      return demoUser(role);
    });
  },
  signInFreshAs: async ({ page }, use) => {
    await use(async (role) => {
      const user = demoUser(role);
      const response = await page.request.post('/api/session', { data: { email: user.email, password: DEMO_PASSWORD } });
      expect(response.status(), `sign-in as ${role}`).toBe(200);
      return user;
    });
  },
});
