import type { Applicant } from '@keel/shared/applicants';
import { expect, test } from './fixtures';
import { fillApplication, postJob, RESUME, recruiterApi } from './careers-helpers';
import { seriousViolations } from './support/axe';
import { staffOnlyChunks, workspaceCodeChunks } from './support/chunks';
import { FIRST_LOAD_JS_BUDGET_BYTES, gzippedBytes } from './support/first-load-js';

test.describe('careers site', () => {
  test('an anonymous visitor finds an open job, applies with a PDF and is thanked; applying again is thanked alike and kept apart for the recruiter', async ({
    page,
    browser,
  }) => {
    const api = await recruiterApi(browser);
    const tag = Date.now().toString(36);
    const title = `Delivery Lead ${tag}`;
    const jobId = await postJob(api, {
      title,
      department: `Delivery ${tag}`,
      location: 'Austin, TX',
      employment_type: 'Full-time',
      salary_range: '$120k–$150k',
    });

    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname.slice(1)));

    await page.goto('/');
    // The main bar still fits with 'Careers' added, 'Get a Consultation' included.
    for (const width of [1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const right = await page
        .getByRole('banner')
        .evaluate((header) => Math.max(...[...header.querySelectorAll('a, button')].map((el) => el.getBoundingClientRect().right)));
      expect(right, `header at ${width}px`).toBeLessThanOrEqual(width);
    }
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Careers' }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();
    await expect(page).toHaveTitle('Careers | Keel Consulting');
    await page.getByLabel('Department').selectOption(`Delivery ${tag}`);
    await page.getByRole('button', { name: 'Show jobs' }).click();
    await expect(page).toHaveURL(new RegExp(`department=Delivery`));
    await page.getByRole('link', { name: title }).click();

    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('$120k–$150k')).toBeVisible();
    await expect(page.getByText('24 months', { exact: false }).first()).toBeVisible();
    const posting = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as Record<string, unknown>;
    expect(posting).toMatchObject({ '@type': 'JobPosting', title, employmentType: 'FULL_TIME' });
    // The header hydrated (its mobile menu button works) and the server's content is still there.
    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Careers' })).toBeVisible();
    await page.getByRole('button', { name: 'Menu' }).click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole('heading', { name: 'Apply for this job' })).toBeVisible();

    const email = `jane.${tag}@example.com`;
    await fillApplication(page, email);
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Application received' })).toBeVisible();
    await expect(page.getByText(`Thank you, Jane! Your application for ${title} has been received.`)).toBeVisible();
    expect(errors).toEqual([]);
    const forbidden = staffOnlyChunks();
    expect(scripts.filter((file) => forbidden.has(file))).toEqual([]);

    // Applying again with a known e-mail: the same answer as any applicant gets (no 'did X apply
    // here?' oracle), and the application is kept apart, unverified, for a recruiter to merge
    // (decision 0071).
    await page.goto(`/careers/${jobId}`);
    await fillApplication(page, email.toUpperCase());
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Application received' })).toBeVisible();

    // The recruiter sees the applicant from the careers site and, apart, the unverified one.
    const list = (await (await api.get(`/api/applicants?q=${encodeURIComponent(email)}`)).json()) as {
      items: Array<{ applicant_id: string }>;
    };
    expect(list.items).toHaveLength(2);
    const applicants = await Promise.all(
      list.items.map(async ({ applicant_id }) => (await (await api.get(`/api/applicants/${applicant_id}`)).json()) as Applicant),
    );
    const unverified = applicants.filter((a) => a.tags.includes('Unverified application'));
    expect(unverified).toHaveLength(1);
    expect(applicants.find((a) => !a.tags.includes('Unverified application'))).toMatchObject({ email, status: 'New' });
  });

  test('the careers list and a job page load at most 100 KB of JavaScript and no CRM code', async ({ page, browser }) => {
    const api = await recruiterApi(browser);
    const jobId = await postJob(api, {
      title: `Budget Analyst ${Date.now().toString(36)}`,
      department: 'Finance',
      location: 'Remote',
      employment_type: 'Full-time',
    });
    for (const address of ['/careers', `/careers/${jobId}`]) {
      const scripts: string[] = [];
      const collect = (request: { resourceType(): string; url(): string }) =>
        request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname.slice(1));
      page.on('request', collect);
      await page.goto(address, { waitUntil: 'networkidle' });
      await expect(page.getByRole('banner').getByRole('link', { name: 'CRM Login' })).toBeVisible();
      page.off('request', collect);
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.filter((file) => staffOnlyChunks().has(file))).toEqual([]);
      expect(scripts.filter((file) => workspaceCodeChunks().has(file))).toEqual([]);
      // Decision 0106's budget, as for the prerendered pages.
      expect(gzippedBytes(scripts), `first-load JavaScript of ${address}, gzip bytes`).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET_BYTES);
    }
  });

  test('on a phone, choosing the resume first fills the empty fields from it, marked for the visitor to check; typed values stay', async ({
    page,
    browser,
  }) => {
    const api = await recruiterApi(browser);
    const tag = Date.now().toString(36);
    const title = `Programme Manager ${tag}`;
    const jobId = await postJob(api, { title, location: 'Austin, TX', employment_type: 'Full-time' });
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/careers/${jobId}`);
    await expect(page.getByRole('heading', { name: 'Apply for this job' })).toBeVisible();

    // The resume (files/resume-jane-doe.pdf) opens with "Jane Doe — Senior Software Engineer".
    await page.getByLabel('Last name').fill('Doe-Smith');
    await page.getByLabel('Resume').setInputFiles(RESUME);
    await expect(
      page.getByText('One field was filled from your resume (marked below them). Please check them before submitting.'),
    ).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue('Jane');
    await expect(page.getByLabel('First name')).toHaveAccessibleDescription(
      /Filled from your resume \(“Jane Doe — Senior Software Engineer”\)/,
    );
    await expect(page.getByLabel('Last name')).toHaveValue('Doe-Smith');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('E-mail').fill(`prefill.${tag}@example.com`);
    await page.getByLabel(/I have read the privacy notice/).check();
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByText(`Thank you, Jane! Your application for ${title} has been received.`)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('with JavaScript off, the list, its filters, a job page and the Apply form all work', async ({ browser }) => {
    const api = await recruiterApi(browser);
    const tag = Date.now().toString(36);
    const title = `Scrum Master ${tag}`;
    await postJob(api, { title, location: `Denver ${tag}`, employment_type: 'Contract' });
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/careers');
    await expect(page.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Careers' })).toBeVisible();
    await page.getByLabel('Location').selectOption(`Denver ${tag}`);
    await page.getByLabel('Employment type').selectOption('Contract');
    await page.getByRole('button', { name: 'Show jobs' }).click();
    await expect(page.getByText('1 open position matches your filters.')).toBeVisible();
    await page.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Lead IT programmes for our clients.')).toBeVisible();

    // The server's own checks answer with the form again (the browser's are bypassed here).
    await fillApplication(page, `nojs.${tag}@example.com`);
    await page.getByLabel(/I have read the privacy notice/).uncheck();
    await page.getByLabel(/I have read the privacy notice/).evaluate((box) => box.removeAttribute('required'));
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByText('Please agree to the privacy notice so that we can consider your application.')).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveValue(`nojs.${tag}@example.com`);
    await page.getByLabel('Resume').setInputFiles(RESUME);
    await page.getByLabel(/I have read the privacy notice/).check();
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Application received' })).toBeVisible();
    await context.close();
  });

  test('the careers list and a job page pass axe; a closed job takes no application', async ({ page, browser }) => {
    const api = await recruiterApi(browser);
    const tag = Date.now().toString(36);
    const openId = await postJob(api, {
      title: `Business Analyst ${tag}`,
      department: 'Consulting',
      location: 'Remote',
      employment_type: 'Part-time',
      salary_range: '$60/hour',
    });
    const closedId = await postJob(api, { title: `Filled Role ${tag}`, status: 'Filled' });

    await page.goto('/careers');
    await expect(page.getByRole('link', { name: `Business Analyst ${tag}` })).toBeVisible();
    await expect(page.getByRole('link', { name: `Filled Role ${tag}` })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`/careers/${openId}`);
    await expect(page.getByRole('heading', { name: 'Apply for this job' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`/careers/${closedId}`);
    await expect(page.getByText('This job no longer takes applications.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit application' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    const missing = await page.goto('/careers/00000000-0000-4000-8000-000000000000');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Job not found' })).toBeVisible();
  });
});
