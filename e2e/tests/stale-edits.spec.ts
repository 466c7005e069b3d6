import type { BrowserContext } from '@playwright/test';
import { paths } from '@keel/shared/paths';
import { createThroughApi, seriousViolations, uniqueToken } from './crm-helpers';
import { expect, type Page, signedInPage, test, toast } from './fixtures';

/**
 * No silent lost updates (decision 0016): two people open the same job posting and save different
 * fields. The second sees who changed it and when, and chooses Reload or Overwrite.
 */

interface Job {
  job_id: string;
  status: string;
  location: string | null;
  version: number;
}

test.describe('two people editing the same job posting', () => {
  let admin: { context: BrowserContext; page: Page };
  let recruiter: { context: BrowserContext; page: Page };
  let job: Job;

  test.beforeEach(async ({ browser }) => {
    admin = await signedInPage(browser, 'admin');
    recruiter = await signedInPage(browser, 'recruiter');
    job = await createThroughApi<Job>(admin.context.request, '/api/jobs', {
      title: `Stale edit ${uniqueToken('job')}`,
      description: 'Build the platform.',
      requirements: 'TypeScript.',
      location: 'Austin, TX',
      status: 'Open',
    });
    // Both open the posting as it is now.
    await Promise.all([admin.page.goto(paths.job(job.job_id)), recruiter.page.goto(paths.job(job.job_id))]);
    for (const { page } of [admin, recruiter]) await expect(page.getByLabel('Location')).toHaveValue('Austin, TX');

    // Riley (the recruiter) closes the posting and saves first.
    await recruiter.page.getByLabel('Status').selectOption('Closed');
    await recruiter.page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(recruiter.page, 'Job Updated!')).toBeVisible();

    // Avery (the admin), on the version opened before that save, changes another field.
    await admin.page.getByLabel('Location').fill('Remote');
    await admin.page.getByRole('button', { name: 'Save Changes' }).click();
  });
  test.afterEach(async () => {
    await admin.context.close();
    await recruiter.context.close();
  });

  const stored = async () => (await (await admin.context.request.get(`/api/jobs/${job.job_id}`)).json()) as Job;

  async function conflictDialog(page: Page) {
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('This job posting was changed while you were editing');
    await expect(dialog).toContainText(/Riley Chen saved it on [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M/);
    await expect(dialog.getByRole('button', { name: 'Reload' })).toBeFocused();
    await expect(dialog.getByRole('button', { name: 'Overwrite' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // Nothing of Avery's was saved: Riley's Closed stands.
    expect(await stored()).toMatchObject({ status: 'Closed', location: 'Austin, TX', version: 2 });
    return dialog;
  }

  test('Reload shows the saved Closed status, keeps the unsaved location in the form, and saving then keeps both', async () => {
    const dialog = await conflictDialog(admin.page);
    await dialog.getByRole('button', { name: 'Reload' }).click();
    await expect(dialog).toBeHidden();
    await expect(admin.page.getByLabel('Status')).toHaveValue('Closed');
    await expect(admin.page.getByLabel('Location')).toHaveValue('Remote');
    await expect(admin.page.getByRole('status').filter({ hasText: 'Reloaded the version Riley Chen saved' })).toContainText(
      'Your unsaved changes are kept',
    );
    expect(await stored()).toMatchObject({ status: 'Closed', location: 'Austin, TX' });

    await admin.page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(admin.page, 'Job Updated!')).toBeVisible();
    expect(await stored()).toMatchObject({ status: 'Closed', location: 'Remote', version: 3 });
  });

  test("Overwrite saves Avery's version over Riley's, on purpose", async () => {
    const dialog = await conflictDialog(admin.page);
    await dialog.getByRole('button', { name: 'Overwrite' }).click();
    await expect(toast(admin.page, 'Job Updated!')).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(await stored()).toMatchObject({ status: 'Open', location: 'Remote', version: 3 });
    await expect(admin.page.getByLabel('Status')).toHaveValue('Open');
  });
});
