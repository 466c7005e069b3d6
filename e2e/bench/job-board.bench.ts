import type { Job } from '@keel/shared/jobs';
import { paths } from '@keel/shared/paths';
import type { Page } from '@playwright/test';
import { createApplicants } from '../tests/careers-helpers';
import { createThroughApi, uniqueToken } from '../tests/crm-helpers';
import { expect, signedInState, test } from '../tests/fixtures';

const APPLICATIONS = 1_000;
const STAGES = ['New', 'Screening', 'Interviewing', 'Offer Extended', 'Hired', 'Rejected', 'On Hold'];
/** Requests of the board endpoint timed one after the other (after a few that warm it up). */
const ENDPOINT_REQUESTS = 40;
/** Cold openings (each in a new browser context: nothing cached) and warm ones (the same tab again). */
const COLD_RUNS = 2;
const WARM_RUNS = 3;

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const median = (values: readonly number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/**
 * A recruiter opens the job from the jobs list (a client-side navigation, decision 0089): from the
 * click to the board's first card in the DOM. The page notes that moment itself (a
 * MutationObserver), so the figure has no polling in it.
 */
async function openBoard(page: Page, jobId: string) {
  await page.goto(paths.jobs);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(1_000); // the list's own requests and rendering done, as before a recruiter's click
  // The page resolves the promise itself once the first card is in the DOM (a MutationObserver):
  // nothing polls the page meanwhile (Playwright's locators, run inside the page, took its main
  // thread from the rendering they waited for: decision 0095).
  const start = await page.evaluate(
    (url) =>
      new Promise<number>((resolve) => {
        const w = window as unknown as { boardShownAt?: number; formShownAt?: number };
        delete w.boardShownAt;
        delete w.formShownAt;
        const at = performance.now();
        const observer = new MutationObserver(() => {
          if (w.formShownAt === undefined && [...document.querySelectorAll('h1')].some((h) => h.textContent === 'Edit Job Posting'))
            w.formShownAt = performance.now();
          if (document.querySelector('[data-testid="application-card"]')) {
            w.boardShownAt = performance.now();
            observer.disconnect();
            resolve(at);
          }
        });
        observer.observe(document.body, { childList: true, subtree: true });
        window.history.pushState({}, '', url);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }),
    paths.job(jobId),
  );
  await expect(page.getByRole('heading', { name: `Applications (${APPLICATIONS})` })).toBeVisible();
  const { board, shell, requests } = await page.evaluate((from) => {
    const w = window as unknown as { boardShownAt: number; formShownAt: number };
    // Where the time went: the API requests of the opening (when each began and ended, from the click).
    const requests = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((r) => r.startTime >= from && r.startTime <= w.boardShownAt && r.name.includes('/api/'))
      .map(
        (r) =>
          `${new URL(r.name).pathname.replace(/[0-9a-f-]{36}/g, '{id}')} ${Math.round(r.startTime - from)}–${Math.round(r.responseEnd - from)}`,
      );
    return { board: w.boardShownAt, shell: w.formShownAt, requests };
  }, start);
  const cards = await page.getByTestId('application-card').count();
  return { board: Math.round(board - start), shell: Math.round(shell - start), cards, requests };
}

/**
 * npm run bench:board (not part of npm test; it was a test of the suite, pipeline-board-speed.spec.ts,
 * until decision 0042): a job board with 1,000 applications on one job, through the real server and
 * Chromium: GET /api/jobs/{id}/board's p50/p95 over HTTP, and the page's time to first render, cold
 * (a new browser context) and warm (the same tab again). Measured and printed, not asserted (a shared,
 * loaded machine; decision 0095).
 */
test('a job board with 1,000 applications: its endpoint and its time to first render (printed)', async ({ page, browser, signInAs }) => {
  test.setTimeout(20 * 60_000); // creating 1,000 applicants through the API on a loaded machine
  await signInAs('recruiter');
  const job = await createThroughApi<Job>(page.request, '/api/jobs', {
    title: uniqueToken('Busy Job '),
    description: 'x',
    requirements: 'y',
    status: 'Open',
  });
  const token = uniqueToken('speed');
  // A rejected applicant names why (decision 0078).
  const [reason] = (await (await page.request.get('/api/rejection-reasons')).json()) as { id: string }[];
  await createApplicants(page.request, job.job_id, APPLICATIONS, token, (i) => ({
    status: STAGES[i % STAGES.length],
    source: 'Job Board',
    ...(STAGES[i % STAGES.length] === 'Rejected' ? { rejection_reason_id: reason.id } : {}),
  }));
  const figures: string[] = [];

  const times: number[] = [];
  for (let i = 0; i < 3 + ENDPOINT_REQUESTS; i++) {
    const asked = performance.now();
    const answer = await page.request.get(`/api/jobs/${job.job_id}/board`);
    expect(answer.status()).toBe(200);
    await answer.body();
    if (i >= 3) times.push(performance.now() - asked);
  }
  const sorted = times.sort((a, b) => a - b);
  const bytes = (await (await page.request.get(`/api/jobs/${job.job_id}/board`)).body()).length;
  figures.push(
    `GET /api/jobs/{id}/board, ${ENDPOINT_REQUESTS} requests one after the other over HTTP: ` +
      `p50 ${Math.round(percentile(sorted, 50))} ms, p95 ${Math.round(percentile(sorted, 95))} ms, max ${Math.round(sorted.at(-1)!)} ms (${bytes} bytes)`,
  );

  const describe = (run: string, r: Awaited<ReturnType<typeof openBoard>>) =>
    `${run}: ${r.board} ms to the first cards (${r.cards} cards rendered of ${APPLICATIONS}); the job page itself ('Edit Job Posting') after ${r.shell} ms; ` +
    `requests (ms from the click): ${r.requests.join(', ')}`;
  const cold: number[] = [];
  const warm: number[] = [];
  for (let c = 0; c < COLD_RUNS; c++) {
    // A new context: no HTTP cache (the job page's script chunks fetched and compiled again) and no data cache.
    const context = await browser.newContext({ storageState: signedInState('recruiter'), viewport: { width: 1280, height: 800 } });
    const tab = await context.newPage();
    const first = await openBoard(tab, job.job_id);
    cold.push(first.board);
    figures.push(describe(`cold ${c + 1}`, first));
    for (let w = 0; w < WARM_RUNS; w++) {
      const again = await openBoard(tab, job.job_id);
      warm.push(again.board);
      figures.push(describe(`warm ${c + 1}.${w + 1}`, again));
    }
    await context.close();
  }
  figures.push(`median: cold ${median(cold)} ms (${cold.join(', ')}), warm ${median(warm)} ms (${warm.join(', ')})`);
  console.log(`Job board with ${APPLICATIONS} applications:\n  ${figures.join('\n  ')}`);
});
