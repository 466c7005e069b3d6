import type { APIRequestContext } from '@playwright/test';
import type { ApplicantSaved } from '@keel/shared/applicants';
import type { Job } from '@keel/shared/jobs';
import { paths } from '@keel/shared/paths';
import { createThroughApi, seriousViolations, uniqueToken } from './crm-helpers';
import { demoUser, expect, type Page, signedInPage, test, toast, uniqueEmail } from './fixtures';
import { expectNoWiderThanWindow } from './window-fit';

/** A job and an applicant on it in `status`, through the API as the signed-in recruiter. */
async function jobWithApplicant(request: APIRequestContext, status = 'Screening') {
  const title = uniqueToken('Pipeline Engineer ');
  const job = await createThroughApi<Job>(request, '/api/jobs', {
    title,
    description: 'Build the platform.',
    requirements: 'TypeScript.',
    status: 'Open',
  });
  const email = uniqueEmail('cand');
  const last = uniqueToken('Board');
  const { applicant } = await createThroughApi<ApplicantSaved>(request, '/api/applicants', {
    first_name: 'Cara',
    last_name: last,
    email,
    status,
    source: 'Referral',
    job_id: job.job_id,
  });
  return { job, applicant, email, name: `Cara ${last}` };
}

const column = (page: Page, stage: string) => page.getByRole('region', { name: new RegExp(`^${stage} \\d+`) });
const cardIn = (page: Page, stage: string, name: string) => column(page, stage).getByRole('link', { name });

test.describe('the pipeline of a job', () => {
  test('recruiter moves an application to Interviewing by keyboard, schedules an interview (invitation with .ics in the outbox), records a scorecard', async ({
    page,
    signInAs,
  }) => {
    test.slow(); // a long journey through the board, the applicant page and the outbox
    await signInAs('recruiter');
    const { job, applicant, email, name } = await jobWithApplicant(page.request);

    await page.goto(paths.job(job.job_id));
    await expect(cardIn(page, 'Screening', name)).toBeVisible();
    // Keyboard alone: pick the card up by its handle, arrow to the next stage, drop.
    const announcement = page.locator('[id^="DndLiveRegion"]');
    await page.getByRole('button', { name: `Move ${name}`, exact: true }).focus();
    await page.keyboard.press('Space');
    await expect(announcement).toContainText(`${name} is over Screening`);
    await page.keyboard.press('ArrowRight');
    await expect(announcement).toContainText(`${name} is over Interviewing`);
    await page.keyboard.press('Space');
    await expect(cardIn(page, 'Interviewing', name)).toBeVisible();
    await page.reload();
    await expect(cardIn(page, 'Interviewing', name)).toBeVisible();

    // The applicant's status followed (decision 0030); the move is on their timeline.
    await cardIn(page, 'Interviewing', name).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByLabel('Status')).toHaveValue('Interviewing');
    await expect(
      page.getByText(`${demoUser('recruiter').fullName} moved the application for “${job.title}” from “Screening” to “Interviewing”.`),
    ).toBeVisible();

    // Schedule an interview; the recruiter is on the panel by default.
    await page.getByRole('button', { name: `Schedule Interview for ${job.title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule Interview' });
    await dialog.getByLabel('Date *').fill('2026-12-15');
    await dialog.getByLabel('Time *').fill('14:30');
    await dialog.getByLabel('Video link').fill('https://meet.example.com/keel-interview');
    await dialog.getByRole('button', { name: 'Schedule and Invite' }).click();
    await expect(toast(page, 'Interview Scheduled!')).toBeVisible();
    const interview = page.getByTestId('interview');
    await expect(interview).toContainText('60 minutes');
    // The time as typed, read in the recruiter's own zone and naming it (decision 0039).
    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    await expect(interview).toContainText('Tuesday, 15 December 2026, 14:30–15:30 (');
    await expect(interview).toContainText(`${zone})`);

    // Record the scorecard: the job has no interview kit, so an overall recommendation and notes (decision 0082).
    const form = page.getByRole('form', { name: 'Record your scorecard' });
    await form.getByRole('radio', { name: 'Strong yes' }).check();
    await form.getByLabel('Notes', { exact: true }).fill('Clear and thorough.');
    await form.getByRole('button', { name: 'Save Scorecard' }).click();
    await expect(toast(page, 'Scorecard Saved!')).toBeVisible();
    await expect(interview.getByRole('list', { name: 'Scorecards' })).toContainText('Strong yes — Clear and thorough.');

    // The outbox (admins) holds the candidate's invitation with its .ics.
    await signInAs('admin');
    await page.goto('/crm/outbox');
    const row = page.getByRole('row').filter({ hasText: email });
    await row.getByRole('button', { name: `Interview invitation: ${job.title}` }).click();
    const attachments = page.getByRole('region', { name: 'Attachments' });
    await expect(attachments.getByRole('link', { name: 'invite.ics' })).toBeVisible();
    await attachments.getByText('Show invite.ics').click();
    await expect(attachments.locator('pre')).toContainText('METHOD:REQUEST');
    await expect(attachments.locator('pre')).toContainText(`ATTENDEE;CN="Cara`);
    expect(applicant.applicant_id).toBeTruthy();
  });

  test('a move by another user shows on an open board without a reload', async ({ browser }) => {
    const admin = await signedInPage(browser, 'admin');
    const recruiter = await signedInPage(browser, 'recruiter');
    try {
      const { job, name } = await jobWithApplicant(recruiter.context.request, 'New');
      const opened = admin.page.waitForResponse((res) => res.url().includes('/api/events') && res.status() === 200);
      await admin.page.goto(paths.job(job.job_id));
      await expect(cardIn(admin.page, 'New', name)).toBeVisible();
      await opened;
      const board = await (await recruiter.context.request.get(`/api/jobs/${job.job_id}/board`)).json();
      const card = board.columns.find((c: { stage: string }) => c.stage === 'New').cards[0];
      const moved = await recruiter.context.request.post(`/api/applications/${card.application_id}/move`, {
        data: { stage: 'Offer Extended', version: card.version },
      });
      expect(moved.status()).toBe(200);
      await expect(cardIn(admin.page, 'Offer Extended', name)).toBeVisible();
      await expect(cardIn(admin.page, 'New', name)).toHaveCount(0);
    } finally {
      await admin.context.close();
      await recruiter.context.close();
    }
  });

  for (const size of [
    { name: '1280 px', width: 1280, height: 800 },
    { name: '375 px', width: 375, height: 740 },
  ]) {
    test(`the job board passes axe and fits the window at ${size.name} (the board scrolls inside its region)`, async ({
      page,
      signInAs,
    }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await signInAs('recruiter');
      const { job, name } = await jobWithApplicant(page.request);
      await page.goto(paths.job(job.job_id));
      await expect(cardIn(page, 'Screening', name)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await expectNoWiderThanWindow(page, 'the job page');
      const region = page.getByRole('region', { name: 'Applications by stage' });
      const { scrollWidth, clientWidth } = await region.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
      expect(scrollWidth, 'seven stages do not fit: the board scrolls sideways inside its region').toBeGreaterThan(clientWidth);
    });
  }
});
