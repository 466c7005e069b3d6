import { paths } from '@keel/shared/paths';
import { fillApplication, postJob, recruiterApi } from './careers-helpers';
import { expect, type Page, test } from './fixtures';

const cardOf = (page: Page, name: string) =>
  page
    .getByRole('region', { name: /^New \d+/ })
    .getByTestId('application-card')
    .filter({ hasText: name });

/** Decision 0052: each application has its own ATS score (migration 0037), not the applicant's against their first job. */
test('a candidate who applies to two jobs shows a different ATS score on each job board', async ({ page, browser, signInAs }) => {
  test.slow(); // two applications on the careers site, then two boards
  const api = await recruiterApi(browser);
  const tag = Date.now().toString(36);
  // The resume (files/resume-jane-doe.pdf) names TypeScript, React and PostgreSQL.
  const frontEnd = await postJob(api, { title: `Front-end Engineer ${tag}`, ats_keywords: 'TypeScript, React' });
  const platform = await postJob(api, { title: `Platform Engineer ${tag}`, ats_keywords: 'TypeScript, Kubernetes, Terraform, Go' });
  const email = `jane.two.jobs.${tag}@example.com`;
  for (const jobId of [frontEnd, platform]) {
    await page.goto(`/careers/${jobId}`);
    await fillApplication(page, email);
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Application received' })).toBeVisible();
  }

  await signInAs('recruiter');
  for (const [jobId, score] of [
    [frontEnd, '100'],
    [platform, '25'],
  ] as const) {
    await page.goto(paths.job(jobId));
    const card = cardOf(page, 'Jane Doe');
    await expect(card).toBeVisible();
    await expect(card.getByRole('definition').first()).toHaveText(score);
  }
});
