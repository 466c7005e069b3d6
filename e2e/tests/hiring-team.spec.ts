import type { APIRequestContext } from '@playwright/test';
import type { ApplicantSaved } from '@keel/shared/applicants';
import type { Job } from '@keel/shared/jobs';
import { paths } from '@keel/shared/paths';
import { createThroughApi, seriousViolations, uniqueToken } from './crm-helpers';
import { expect, signedInPage, test, toast, uniqueEmail } from './fixtures';
import { expectNoWiderThanWindow } from './window-fit';

const PASSWORD = 'hiring-team-pass-1';

/** A job and an applicant on it, through the API as the signed-in recruiter. */
async function jobWithApplicant(request: APIRequestContext) {
  const job = await createThroughApi<Job>(request, '/api/jobs', {
    title: uniqueToken('Hiring Team Engineer '),
    description: 'Build the platform.',
    requirements: 'TypeScript.',
    status: 'Open',
  });
  const last = uniqueToken('Team');
  await createThroughApi<ApplicantSaved>(request, '/api/applicants', {
    first_name: 'Cara',
    last_name: last,
    email: uniqueEmail('team'),
    status: 'Interviewing',
    job_id: job.job_id,
  });
  return { job, name: `Cara ${last}` };
}

/** Decision 0081: a job's hiring team, chosen from any role, reads that job's candidates under My Hiring. */
test.describe('a hiring team', () => {
  test("a recruiter makes a consultant the job's hiring manager; on a 375 px phone the consultant reads the candidate under My Hiring, and no other recruitment page", async ({
    browser,
  }) => {
    test.slow();
    const recruiter = await signedInPage(browser, 'recruiter');
    // A fresh consultant (role user), so the shared demo users stay on no hiring team.
    const fullName = uniqueToken('Casey Consultant ');
    const email = uniqueEmail('consultant');
    const created = await recruiter.context.request.post('/api/test-users', {
      data: { full_name: fullName, email, password: PASSWORD, role: 'user' },
    });
    expect(created.status()).toBe(201);
    const consultant = { context: await browser.newContext() };
    try {
      const page = await consultant.context.newPage();
      expect((await page.request.post('/api/session', { data: { email, password: PASSWORD } })).status()).toBe(200);
      const { job, name } = await jobWithApplicant(recruiter.context.request);
      await recruiter.page.goto(paths.job(job.job_id));
      await recruiter.page.getByLabel('Hiring manager').selectOption({ label: `${fullName} (User)` });
      await recruiter.page.getByRole('button', { name: 'Save Hiring Team' }).click();
      await expect(toast(recruiter.page, 'Hiring Team Saved')).toBeVisible();

      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto(paths.myHiring);
      const region = page.getByRole('region', { name: job.title });
      await expect(region).toContainText('You are: Hiring manager');
      expect(await seriousViolations(page)).toEqual([]);
      await expectNoWiderThanWindow(page, 'My Hiring');
      await region.getByRole('link', { name }).click();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page.getByText('No resume on file')).toBeVisible();
      // The hiring manager schedules the job's interviews (decision 0085; the whole journey is hiring-journey.spec.ts).
      await page.getByRole('button', { name: `Schedule Interview for ${job.title}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Schedule Interview' });
      await expect(dialog.getByRole('checkbox', { name: fullName })).toBeChecked();
      expect(await seriousViolations(page)).toEqual([]);
      await expectNoWiderThanWindow(page, 'the interview dialog under My Hiring');
      await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
      await expect(dialog).toBeHidden();
      expect(await seriousViolations(page)).toEqual([]);
      await expectNoWiderThanWindow(page, "the candidate's page under My Hiring");

      await page.goto(paths.jobs);
      await expect(page).toHaveURL(/\/crm\/unauthorized$/);
      expect((await consultant.context.request.get('/api/applicants')).status()).toBe(403);
    } finally {
      await recruiter.context.close();
      await consultant.context.close();
    }
  });
});
