import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { DEMO_PASSWORD } from '@keel/shared/demo';
import { paths } from '@keel/shared/paths';
import { SIGN_IN_LINK_MESSAGES } from '@keel/shared/sign-in-link';
import { seriousViolations } from './support/axe';
import { removeDataDir, startOwnServer, type OwnServer } from './support/own-server';
import { demoUser, expect, signInThroughForm, test, type Page } from './fixtures';

/**
 * A new device while the account is under attack (decision 0073): after failed sign-ins from
 * elsewhere, the right password from a device the account has never signed in from gets the
 * 'Check Your E-mail' step; the link really mailed (SMTP) signs that device in on a click.
 * On a server of its own, with a mail server and the hold after 3 failures (the browser and the
 * guesser here share 127.0.0.1, and 5 failures from one address are already refused with 429).
 */
const mails: Array<{ to: string; text: string }> = [];
let smtp: SMTPServer;
let own: OwnServer;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      void simpleParser(stream).then((mail) => {
        const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
        mails.push({ to: to?.value[0]?.address ?? '', text: mail.text ?? '' });
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  own = await startOwnServer({
    SIGNIN_UNKNOWN_ADDRESS_FAILURES: '3',
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: 'Keel <crm@keel.test>',
  });
});
test.afterAll(async () => {
  await own?.stop();
  if (own) removeDataDir(own.dataDir);
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

/** Someone else's wrong guesses at `email` (the API, as a script would send them). */
async function guessesAt(page: Page, email: string, count: number) {
  for (let i = 0; i < count; i++) {
    const res = await page.request.post(`${own.baseURL}/api/session`, {
      headers: { origin: own.baseURL },
      data: { email, password: `not-the-password-${i}` },
    });
    expect(res.status()).toBe(401);
  }
}

/** The path and query of the sign-in link in the newest mail to `email`. */
async function mailedLink(email: string): Promise<string> {
  await expect.poll(() => mails.filter((mail) => mail.to === email).length, { timeout: 30_000 }).toBe(1);
  const { text } = mails.find((mail) => mail.to === email)!;
  const link = new URL(/https?:\/\/\S+/.exec(text.slice(text.indexOf(paths.signInLink) - 200))![0]);
  expect(link.pathname).toBe(paths.signInLink);
  return `${link.pathname}${link.search}`;
}

const widths = [
  { name: '1280 px', width: 1280, height: 800, role: 'user' as const },
  { name: '375 px phone', width: 375, height: 740, role: 'sales_rep' as const },
];

for (const { name, width, height, role } of widths) {
  test(`at ${name}: after failed guesses elsewhere, a new device signs in with the mailed link`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    const { email, fullName } = demoUser(role);
    await guessesAt(page, email, 3);

    await page.goto(`${own.baseURL}${paths.login}`);
    await signInThroughForm(page, email, DEMO_PASSWORD);
    const held = page.getByRole('status').filter({ hasText: SIGN_IN_LINK_MESSAGES.sentTitle });
    await expect(held).toContainText(SIGN_IN_LINK_MESSAGES.sent);
    await expect(page).toHaveURL(/\/crm\/login$/);
    expect(await seriousViolations(page)).toEqual([]);
    // No session on this device yet.
    expect((await (await page.request.get(`${own.baseURL}/api/me`)).json()).user).toBeNull();

    await page.goto(`${own.baseURL}${await mailedLink(email)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Finish Signing In' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.getByRole('button', { name: 'Sign In on This Device' }).click();
    await expect(page).toHaveURL(/\/crm\/dashboard$/);
    await expect(page.getByText(`Welcome back, ${fullName}!`, { exact: true })).toBeVisible();

    // The link works once.
    const link = await mailedLink(email);
    await page.context().clearCookies();
    await page.goto(`${own.baseURL}${link}`);
    await page.getByRole('button', { name: 'Sign In on This Device' }).click();
    await expect(page.getByRole('alert').filter({ hasText: SIGN_IN_LINK_MESSAGES.invalidLink }).first()).toBeVisible();
    expect((await (await page.request.get(`${own.baseURL}/api/me`)).json()).user).toBeNull();
  });
}
