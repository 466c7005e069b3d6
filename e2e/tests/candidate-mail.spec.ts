import { seriousViolations } from './support/axe';
import { paths } from '@keel/shared/paths';
import { expect, type Page, test, toast, uniqueEmail } from './fixtures';
import { createThroughApi, uniqueToken } from './crm-helpers';

const noWiderThanTheWindow = async (page: Page) => {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
};

/** A job and an applicant for it, through the API as the signed-in user. */
async function jobAndApplicant(page: Page, first: string, last: string) {
  const title = `Site Reliability Engineer ${uniqueToken('')}`;
  const job = await createThroughApi<{ job_id: string }>(page.request, '/api/jobs', {
    title,
    description: 'Keep the platform up.',
    requirements: 'Linux and on-call experience.',
    status: 'Open',
  });
  const email = uniqueEmail(first.toLowerCase());
  const { applicant } = await createThroughApi<{ applicant: { applicant_id: string } }>(page.request, '/api/applicants', {
    first_name: first,
    last_name: last,
    email,
    job_id: job.job_id,
  });
  return { title, email, applicantId: applicant.applicant_id };
}

test.describe('candidate e-mail and privacy', () => {
  test('a recruiter previews, edits and sends a rejection e-mail from an applicant page; it is in the outbox and on the timeline', async ({
    page,
    signInAs,
  }) => {
    test.slow();
    await signInAs('recruiter');
    const { title, email, applicantId } = await jobAndApplicant(page, 'Ada', 'Quinterro');
    await page.goto(paths.applicant(applicantId));
    await expect(page.getByRole('heading', { level: 1, name: 'Ada Quinterro' })).toBeVisible();

    await page.getByRole('button', { name: 'Send E-mail' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send E-mail' });
    await dialog.getByLabel('Template').selectOption('rejection');
    await expect(dialog.getByLabel('Subject')).toHaveValue(`Your application for ${title}`);
    await expect(dialog.getByLabel('Message')).toHaveValue(/^Dear Ada,\n\nThank you for your interest in the Site Reliability Engineer/);
    await expect(dialog.getByText(email)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByLabel('Message').press('End');
    await dialog.getByLabel('Message').pressSequentially(' P.S. Keep in touch.');
    await dialog.getByRole('button', { name: 'Send E-mail' }).click();
    await expect(toast(page, 'E-mail Sent')).toContainText(`Your e-mail to ${email} is in the outbox.`);
    await expect(dialog).toBeHidden();
    await expect(page.getByText('sent the e-mail “Rejection”.', { exact: false })).toBeVisible();

    await signInAs('admin');
    await page.goto(paths.outbox);
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText(`Your application for ${title}`);
  });

  test('an admin exports an applicant’s data, then erases it after typing the name', async ({ page, signInAs }) => {
    test.slow();
    await signInAs('admin');
    const { email, applicantId } = await jobAndApplicant(page, 'Bertil', 'Oxenstierna');
    await page.goto(paths.applicant(applicantId));
    await expect(page.getByRole('heading', { level: 1, name: 'Bertil Oxenstierna' })).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export Data' }).click();
    expect((await download).suggestedFilename()).toBe(`keel-applicant-${applicantId}-export.zip`);

    await page.getByRole('button', { name: 'Erase Personal Data' }).click();
    const dialog = page.getByRole('dialog', { name: 'Erase Personal Data' });
    await expect(dialog.getByRole('button', { name: 'Erase' })).toBeDisabled();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByLabel(/Type Bertil Oxenstierna to confirm/).fill('Bertil Oxenstierna');
    await dialog.getByRole('button', { name: 'Erase' }).click();
    await expect(toast(page, 'Personal Data Erased')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Erased applicant' })).toBeVisible();
    await expect(page.getByText(email)).toHaveCount(0);
  });

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 740 } });
    test('the Send E-mail dialog and the templates page fit and pass axe', async ({ page, signInAs }) => {
      test.slow();
      await signInAs('recruiter');
      const { applicantId } = await jobAndApplicant(page, 'Cleo', 'Narrowfield');
      await page.goto(paths.applicant(applicantId));
      await page.getByRole('button', { name: 'Send E-mail' }).click();
      const dialog = page.getByRole('dialog', { name: 'Send E-mail' });
      await expect(dialog.getByLabel('Subject')).toHaveValue(/We received your application/);
      await noWiderThanTheWindow(page);
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto(paths.candidateEmailTemplates);
      await expect(page.getByRole('heading', { level: 1, name: 'E-mail Templates' })).toBeVisible();
      await expect(page.getByLabel('Template Name *')).toHaveValue('Application received');
      await noWiderThanTheWindow(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
});
