import { paths } from '@keel/shared/paths';
import { expect, test, uniqueEmail } from './fixtures';

/** The four lists with row actions, and what names a row's actions ('View …' or 'Edit …', then 'Delete …'). */
const LISTS = [
  { path: paths.applicants, open: 'View' },
  { path: paths.jobs, open: 'View' },
  { path: paths.contacts, open: 'Edit' },
  { path: paths.companies, open: 'Edit' },
];

const ROWS_CHECKED = 10;

test.describe('list rows at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('every row action is in view without scrolling sideways', async ({ page, signInAs }) => {
    test.setTimeout(90_000);
    await signInAs('admin');
    // Long values, as real ones sometimes are: an applicant for a long-titled job with a long e-mail address.
    const job = await page.request.post('/api/jobs', {
      data: { title: 'Senior Principal Enterprise Integration Architect (Remote, EMEA)', description: 'd', requirements: 'r' },
    });
    expect(job.status()).toBe(201);
    const jobId = ((await job.json()) as { job_id: string }).job_id;
    const applicant = await page.request.post('/api/applicants', {
      data: {
        first_name: 'Maximiliana',
        last_name: 'Featherstonehaugh-Worthington',
        email: uniqueEmail('maximiliana.featherstonehaugh'),
        phone: '+44 20 7946 0958',
        job_id: jobId,
      },
    });
    expect(applicant.status()).toBe(201);

    for (const { path, open } of LISTS) {
      await page.goto(path);
      const table = page.getByRole('main').getByRole('table');
      const rows = table.getByRole('row').filter({ has: page.getByRole('button', { name: /^Delete / }) });
      await expect(rows.first(), path).toBeVisible();
      if (path === paths.applicants) {
        // The applicants table fits its card (it used to be wider, View clipped and Delete out of sight).
        const { scrollWidth, clientWidth } = await table.evaluate((el) => ({
          scrollWidth: el.parentElement!.scrollWidth,
          clientWidth: el.parentElement!.clientWidth,
        }));
        expect(scrollWidth, 'the applicants table is wider than its card').toBeLessThanOrEqual(clientWidth);
      }
      // The first rows and the long-valued applicant's row (when on this page): the suite fills these lists with hundreds of
      // records, and checking every row of a long page costs minutes on a loaded machine, not coverage.
      const longRow = rows.filter({ hasText: 'Featherstonehaugh-Worthington' });
      const checked = [...(await rows.all()).slice(0, ROWS_CHECKED), ...((await longRow.count()) > 0 ? [longRow.first()] : [])];
      for (const row of checked) {
        for (const action of [row.getByRole('link', { name: new RegExp(`^${open} `) }), row.getByRole('button', { name: /^Delete / })]) {
          await action.scrollIntoViewIfNeeded();
          // Horizontal position only: the table has not been scrolled sideways and the action lies inside its visible box.
          const { left, right, scrollLeft } = await table.evaluate((el) => {
            const box = el.parentElement!.getBoundingClientRect();
            return { left: box.left, right: box.right, scrollLeft: el.parentElement!.scrollLeft };
          });
          const box = (await action.boundingBox())!;
          expect(scrollLeft, path).toBe(0);
          expect(box.x, `${path}: ${await action.getAttribute('aria-label')}`).toBeGreaterThanOrEqual(left - 1);
          expect(box.x + box.width, `${path}: ${await action.getAttribute('aria-label')}`).toBeLessThanOrEqual(Math.min(right, 1280) + 1);
        }
      }
    }
  });
});
