import type { OutboxList, OutboxMail } from '@keel/shared/outbox';
import { DEMO_PASSWORD } from '@keel/shared/demo';
import { WITHDRAWAL_TEXTS } from '@keel/shared/withdrawal';
import { fillApplication, postJob, recruiterApi } from './careers-helpers';
import { demoUser, expect, test } from './fixtures';
import { seriousViolations } from './support/axe';

/**
 * Decision 0078: the acknowledgement's link opens a page that asks first; the
 * candidate confirms on a phone and the application is withdrawn; the link used again says so.
 */
test('a candidate withdraws their application on a phone with the link of the acknowledgement', async ({ page, browser }) => {
  const api = await recruiterApi(browser);
  const tag = Date.now().toString(36);
  const title = `Scrum Master ${tag}`;
  const jobId = await postJob(api, { title, department: `Agile ${tag}`, location: 'Austin, TX', employment_type: 'Full-time' });
  const email = `jane.withdraws.${tag}@example.com`;

  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`/careers/${jobId}`);
  await fillApplication(page, email);
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Application received' })).toBeVisible();

  // The acknowledgement, read in the Outbox as an admin (no SMTP here).
  const adminContext = await browser.newContext();
  const admin = adminContext.request;
  expect((await admin.post('/api/session', { data: { email: demoUser('admin').email, password: DEMO_PASSWORD } })).status()).toBe(200);
  const list = (await (await admin.get('/api/outbox')).json()) as OutboxList;
  const summary = list.mails.find((m) => m.to === email && m.subject === `We received your application for ${title}`)!;
  const mail = (await (await admin.get(`/api/outbox/${summary.id}`)).json()) as OutboxMail;
  expect(mail.text).toContain('What happens next');
  expect(mail.text).toContain('you will hear from us either way');
  const link = new URL(/https?:\/\/\S+\/careers\/withdraw\?token=[\w-]+/.exec(mail.text)![0]);
  await adminContext.close();

  // Opening the link changes nothing: it asks.
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { level: 1, name: WITHDRAWAL_TEXTS.confirmTitle })).toBeVisible();
  await expect(page.getByText(`You are about to withdraw your application for ${title}.`)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: WITHDRAWAL_TEXTS.button }).click();
  await expect(page.getByRole('heading', { level: 1, name: WITHDRAWAL_TEXTS.doneTitle })).toBeVisible();
  await expect(page.getByText(WITHDRAWAL_TEXTS.done(title))).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The recruiter's board shows it Withdrawn.
  const board = (await (await api.get(`/api/jobs/${jobId}/board`)).json()) as { columns: Array<{ stage: string; total: number }> };
  expect(board.columns.find((c) => c.stage === 'Withdrawn')?.total).toBe(1);

  // The link again: already withdrawn; a tampered one: not valid. Neither changes anything.
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { level: 1, name: WITHDRAWAL_TEXTS.alreadyTitle })).toBeVisible();
  const tampered = await page.goto(`${link.pathname}?token=${'A'.repeat(43)}`);
  expect(tampered?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: WITHDRAWAL_TEXTS.invalidTitle })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
