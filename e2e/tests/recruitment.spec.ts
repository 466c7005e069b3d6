import { seriousViolations } from './support/axe';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { paths } from '@keel/shared/paths';
import { expect, type Page, test, toast, uniqueEmail, useSignedInState } from './fixtures';

const RESUME_PDF = path.join(path.dirname(fileURLToPath(import.meta.url)), 'files', 'resume-jane-doe.pdf');

/** Posts a job through the form and returns its id (from the page it lands on). */
async function postJob(page: Page, title: string, keywords: string) {
  await page.goto(paths.newJob);
  await page.getByLabel('Job Title *').fill(title);
  await page.getByLabel('Department').fill('Engineering');
  await page.getByLabel('Location').fill('Austin, TX');
  await page.getByLabel('Description *').fill('Build and run our client platform.');
  await page.getByLabel('Requirements *').fill('Five years of professional software engineering.');
  await page.getByLabel('ATS Keywords').fill(keywords);
  await page.getByLabel('Tags').fill('remote, , senior');
  await page.getByRole('button', { name: 'Post Job' }).click();
  await expect(toast(page, 'Job Posted!')).toBeVisible();
  await expect(page).toHaveURL(/\/recruitment\/jobs\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Edit Job Posting' })).toBeVisible();
  return page.url().split('/').pop()!;
}

test.describe('recruitment', () => {
  test('post a job, add an applicant with a resume, open it, screen it against the job, then delete both', async ({ page, signInAs }) => {
    test.slow(); // one long journey through five screens
    await signInAs('recruiter');
    const title = `Platform Engineer ${Date.now()}`;
    const jobId = await postJob(page, title, 'TypeScript, PostgreSQL\nproject management, Kubernetes');
    await expect(page.getByLabel('Assigned Recruiter')).toHaveValue(/[0-9a-f-]{36}/);
    await expect(page.getByLabel('Tags')).toHaveValue('remote, senior');

    // Add an applicant for the job, with a real PDF resume: saved and screened at once.
    await page.goto(paths.newApplicant);
    await expect(page.getByRole('heading', { name: 'Resume & Notes' })).toBeVisible();
    await page.getByLabel('First Name *').fill('Jane');
    await page.getByLabel('Last Name *').fill('Doe');
    await page.getByLabel('Email *').fill(uniqueEmail('jane'));
    await page.getByLabel('Job Applied For').selectOption({ label: title });
    await page.getByLabel('Source').selectOption('Referral');
    await page.getByLabel('Resume').setInputFiles(RESUME_PDF);
    await page.getByRole('button', { name: 'Add Applicant' }).click();
    await expect(toast(page, 'Applicant Added!')).toBeVisible();
    await expect(toast(page, 'Resume Screened')).toContainText('ATS score 75%');
    await expect(page).toHaveURL(/\/recruitment\/applicants\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Jane Doe' })).toBeVisible();
    await expect(page.getByTestId('ats-score')).toHaveText('75%');
    await expect(page.getByRole('list', { name: 'Missing keywords' })).toHaveText('Kubernetes');

    // The resume opens in a new tab for a recruiter, and the file is refused to a plain user.
    // Its address is read from the link: a headless shell has no PDF viewer, so the new tab downloads
    // the file and keeps no URL to read.
    const openResume = page.getByRole('link', { name: /Open Resume/ });
    await expect(openResume).toHaveAttribute('target', '_blank');
    const resumeUrl = new URL((await openResume.getAttribute('href'))!, page.url()).href;
    expect(resumeUrl).toMatch(/\/files\/resumes\/resumes\/[0-9a-f-]{36}_\d+\.pdf$/);
    const served = await page.request.get(resumeUrl);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('application/pdf');
    const stranger = await page.context().browser()!.newContext();
    expect((await stranger.request.get(resumeUrl)).status()).toBe(401);
    await useSignedInState(stranger, 'user');
    expect((await stranger.request.get(resumeUrl)).status()).toBe(403);
    await stranger.close();

    // The job gains a keyword the resume has: screening again scores against it.
    await page.goto(paths.job(jobId));
    await page.getByLabel('ATS Keywords').fill('TypeScript, PostgreSQL, project management, Kubernetes, React');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Job Updated!')).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Jane Doe' })).toBeVisible();
    await page.getByRole('button', { name: 'Screen against job' }).click();
    await expect(page.getByTestId('ats-score')).toHaveText('80%');
    await expect(page.getByRole('list', { name: 'Matched keywords' })).toContainText('React');
    expect(await seriousViolations(page)).toEqual([]);

    // Delete both, each after the confirmation.
    await page.getByRole('button', { name: 'Delete Applicant' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('Are you sure? This action cannot be undone.');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Applicant Deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/recruitment\/applicants$/);
    expect((await page.request.get(resumeUrl)).status()).toBe(404);

    await page.goto(paths.job(jobId));
    await page.getByRole('button', { name: 'Delete Job' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Job Deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/recruitment\/jobs$/);
    await page.goto(paths.job(jobId));
    await expect(toast(page, 'Error')).toContainText('Job posting not found.');
    await expect(page).toHaveURL(/\/recruitment\/jobs$/);
  });

  test('a renamed executable is refused as a resume and nothing is saved', async ({ page, signInAs }) => {
    await signInAs('admin');
    await page.goto(paths.newApplicant);
    await page.getByLabel('First Name *').fill('Mallory');
    await page.getByLabel('Last Name *').fill('Exe');
    await page.getByLabel('Email *').fill(uniqueEmail('mallory'));
    await page.getByLabel('Resume').setInputFiles({
      name: 'resume.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('MZ\x90\x00 This program cannot be run in DOS mode.'),
    });
    await page.getByRole('button', { name: 'Add Applicant' }).click();
    await expect(toast(page, 'Resume Upload Failed')).toContainText('Resumes must be PDF, DOC or DOCX files.');
    await expect(page).toHaveURL(/\/recruitment\/applicants\/new$/);
    const list = await page.request.get('/api/applicants?q=mallory');
    expect((await list.json()).total).toBe(0);
  });

  test('the job form refuses missing required fields with the documented message', async ({ page, signInAs }) => {
    await signInAs('recruiter');
    await page.goto(paths.newJob);
    await page.getByLabel('Job Title *').fill('Only a title');
    await page.getByRole('button', { name: 'Post Job' }).click();
    await expect(toast(page, 'Validation Error')).toContainText('Job Title, Description, and Requirements are required.');
    await expect(page).toHaveURL(/\/recruitment\/jobs\/new$/);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the jobs and applicants lists search, sort (by ATS score too) and delete after confirmation', async ({ page, signInAs }) => {
    await signInAs('recruiter');
    const tag = `lst${Date.now()}`;
    const job = await (
      await page.request.post('/api/jobs', {
        data: { title: `Analyst ${tag}`, description: 'd', requirements: 'r', ats_keywords: 'SQL, Excel' },
      })
    ).json();
    const add = (last: string) =>
      page.request.post('/api/applicants', {
        data: { first_name: tag, last_name: last, email: `${last.toLowerCase()}.${tag}@e2e.keel.test` },
      });
    await add('Baker');
    await add('Adams');
    // One applicant screened against the job: the shipped PDF has neither keyword ("SQL" is not a whole word in "PostgreSQL"): 0%.
    const data = JSON.stringify({ first_name: tag, last_name: 'Young', email: `young.${tag}@e2e.keel.test`, job_id: job.job_id });
    const screened = await page.request.post('/api/applicants', {
      multipart: { data, resume: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: fs.readFileSync(RESUME_PDF) } },
    });
    expect((await screened.json()).applicant.ats_score).toBe(0);

    await page.goto(paths.jobs);
    await page.getByRole('searchbox', { name: 'Search job postings' }).fill(tag);
    const jobs = page.getByRole('table', { name: 'Job postings' });
    await expect(jobs.getByRole('row')).toHaveCount(2);
    await expect(jobs.getByRole('link', { name: `Analyst ${tag}`, exact: true })).toBeVisible();

    await page.goto(`${paths.applicants}?q=${tag}`);
    const applicants = page.getByRole('table', { name: 'Applicants' });
    // Column 1 is the row's selection checkbox; innerText skips the card labels hidden on wide screens.
    const lastNames = () => applicants.getByRole('row').locator('td:nth-child(3)').allInnerTexts();
    await expect(applicants.getByRole('row')).toHaveCount(4);
    expect(await lastNames()).toEqual(['Adams', 'Baker', 'Young']);
    await applicants.getByRole('button', { name: 'ATS Score' }).click();
    await applicants.getByRole('button', { name: 'ATS Score' }).click();
    await expect(page).toHaveURL(/sort=ats_score/);
    await expect(page).toHaveURL(/dir=desc/);
    await expect.poll(lastNames).toEqual(['Young', expect.any(String), expect.any(String)]);
    expect(await seriousViolations(page)).toEqual([]);

    await applicants.getByRole('button', { name: `Delete ${tag} Baker` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Applicant Deleted')).toBeVisible();
    await expect(applicants.getByRole('row')).toHaveCount(3);

    await page.goto(`${paths.jobs}?q=${tag}`);
    await page.getByRole('button', { name: `Delete Analyst ${tag}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Job Deleted')).toBeVisible();
    await expect(page.getByText('No job postings found.')).toBeVisible();
  });

  test('the recruiters directory lists a newly promoted recruiter', async ({ page, signInAs }) => {
    // Demo mode's test-user sign-up creates the account with the recruiter role.
    const email = uniqueEmail('newrecruiter');
    const created = await page.request.post('/api/test-users', {
      data: { full_name: 'Quinn Newhire', email, password: 'recruit-pass-1', role: 'recruiter' },
    });
    expect(created.status()).toBe(201);
    await signInAs('admin');
    await page.goto(paths.recruiters);
    const cards = page.getByRole('list', { name: 'Recruiters' });
    const card = cards.getByRole('listitem').filter({ hasText: 'Quinn Newhire' });
    await expect(card).toContainText('Recruiter');
    await expect(card.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    await expect(cards.getByRole('listitem').filter({ hasText: 'Avery Morgan' })).toContainText('Admin');
    await expect(cards.getByRole('listitem').filter({ hasText: 'Sam Rivera' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
