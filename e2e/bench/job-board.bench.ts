import type { Job } from '@keel/shared/jobs';
import { paths } from '@keel/shared/paths';
import { createApplicants } from '../tests/careers-helpers';
import { createThroughApi, uniqueToken } from '../tests/crm-helpers';
import { expect, test } from '../tests/fixtures';

const APPLICATIONS = 1_000;
const STAGES = ['New', 'Screening', 'Interviewing', 'Offer Extended', 'Hired', 'Rejected', 'On Hold'];

/**
 * npm run bench:board (not part of npm test; it was a test of the suite, pipeline-board-speed.spec.ts,
 * until decision 0042): the job board's time to first render with 1,000 applications on one job,
 * through the real server and Chromium. Measured and printed, not asserted (a shared, loaded machine).
 */
test('time to first render of a job board with 1,000 applications (printed)', async ({ page, signInAs }) => {
  test.setTimeout(15 * 60_000); // creating 1,000 applicants through the API on a loaded machine
  await signInAs('recruiter');
  const job = await createThroughApi<Job>(page.request, '/api/jobs', {
    title: uniqueToken('Busy Job '),
    description: 'x',
    requirements: 'y',
    status: 'Open',
  });
  const token = uniqueToken('speed');
  await createApplicants(page.request, job.job_id, APPLICATIONS, token, (i) => ({
    status: STAGES[i % STAGES.length],
    source: 'Job Board',
  }));
  const figures: string[] = [];
  const asked = Date.now();
  const answer = await page.request.get(`/api/jobs/${job.job_id}/board`);
  expect(answer.status()).toBe(200);
  figures.push(`GET /api/jobs/{id}/board alone: ${Date.now() - asked} ms (timed by the test, over HTTP)`);
  for (const run of ['cold', 'warm']) {
    await page.goto(paths.jobs);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A client-side navigation, as a recruiter opens a job from the list: from the click to the board's cards on screen.
    // The page notes the moment the first card is in the DOM (a MutationObserver), so the figure has no polling in it.
    const start = await page.evaluate((url) => {
      const w = window as unknown as { boardShownAt?: number; formShownAt?: number };
      delete w.boardShownAt;
      delete w.formShownAt;
      const observer = new MutationObserver(() => {
        if (w.formShownAt === undefined && [...document.querySelectorAll('h1')].some((h) => h.textContent === 'Edit Job Posting'))
          w.formShownAt = performance.now();
        if (document.querySelector('[data-testid="application-card"]')) {
          w.boardShownAt = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document.body, { childList: true, subtree: true });
      const at = performance.now();
      window.history.pushState({}, '', url);
      window.dispatchEvent(new PopStateEvent('popstate'));
      return at;
    }, paths.job(job.job_id));
    await expect(page.getByRole('heading', { name: `Applications (${APPLICATIONS})` })).toBeVisible();
    await expect(page.getByTestId('application-card').first()).toBeVisible();
    const { board, page: shell } = await page.evaluate(() => {
      const w = window as unknown as { boardShownAt: number; formShownAt: number };
      return { board: w.boardShownAt, page: w.formShownAt };
    });
    const cards = await page.getByTestId('application-card').count();
    figures.push(
      `${run}: ${Math.round(board - start)} ms to the first cards (${cards} cards rendered of ${APPLICATIONS}); the job page itself ('Edit Job Posting') was there after ${Math.round(shell - start)} ms`,
    );
  }
  console.log(`Job board with ${APPLICATIONS} applications — time to first render:\n  ${figures.join('\n  ')}`);
});
