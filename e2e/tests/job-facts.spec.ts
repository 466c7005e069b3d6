import { paths } from '@keel/shared/paths';
import { expect, type Page, test, toast } from './fixtures';
import { seriousViolations } from './support/axe';

const fitsWindow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/**
 * Decision 0077: a recruiter picks a job's location, salary and closing date, and the careers
 * page's JobPosting states exactly those, at desktop and phone widths.
 */
test.describe('job listings that tell the truth', () => {
  for (const width of [1280, 375]) {
    test(`a recruiter posts a job with the pickers at ${width} px and the careers page's JSON-LD shows the structured facts`, async ({
      page,
      signInAs,
    }) => {
      test.slow();
      await page.setViewportSize({ width, height: 900 });
      await signInAs('recruiter');
      const title = `Cloud Architect ${width} ${Date.now().toString(36)}`;
      await page.goto(paths.newJob);
      await page.getByLabel('Job Title *').fill(title);
      await page.getByLabel('Location', { exact: true }).fill('Zürich');
      await page.getByLabel('Salary Range (optional)').fill('CHF 120,000 – 140,000 per year');
      await page.getByLabel('Workplace Type').selectOption('hybrid');
      await page.getByLabel('City').fill('Zürich');
      await page.getByLabel('Country', { exact: true }).selectOption('CH');
      await page.getByLabel('Salary Currency').selectOption('CHF');
      await page.getByLabel('Salary Paid Per').selectOption('year');
      await page.getByLabel('Minimum Salary').fill('140000');
      await page.getByLabel('Maximum Salary').fill('120000');
      await page.getByLabel('Closing Date').fill('2099-06-30');
      await page.getByLabel('Description *').fill('Design our clients’ platforms.\n\n- Lead architecture\n- Coach teams');
      await page.getByLabel('Requirements *').fill('Ten years in cloud delivery.');
      await page.getByRole('button', { name: 'Post Job' }).click();
      await expect(page.getByText('The maximum salary must not be less than the minimum.')).toBeVisible();
      expect(await fitsWindow(page), 'form with errors fits the window').toBe(true);
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByLabel('Maximum Salary').fill('150000');
      await page.getByRole('button', { name: 'Post Job' }).click();
      await expect(toast(page, 'Job Posted!')).toBeVisible();
      await expect(page).toHaveURL(/\/recruitment\/jobs\/[0-9a-f-]{36}$/);
      const jobId = page.url().split('/').pop()!;
      await expect(page.getByLabel('Country', { exact: true })).toHaveValue('CH');
      expect(await fitsWindow(page), 'job page fits the window').toBe(true);

      await page.goto(paths.careersJob(jobId));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      expect(await fitsWindow(page), 'careers page fits the window').toBe(true);
      const posting = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as Record<string, unknown>;
      expect(posting).toMatchObject({
        '@type': 'JobPosting',
        title,
        validThrough: '2099-06-30T23:59:59Z',
        identifier: { '@type': 'PropertyValue', value: jobId },
        jobLocation: { '@type': 'Place', address: { addressLocality: 'Zürich', addressCountry: 'CH' } },
        baseSalary: { currency: 'CHF', value: { minValue: 140000, maxValue: 150000, unitText: 'YEAR' } },
      });
      expect(String(posting.description)).toContain('<ul><li>Lead architecture</li><li>Coach teams</li></ul>');
      await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/careers/feed.rss');
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
