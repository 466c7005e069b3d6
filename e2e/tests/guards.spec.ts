import { paths } from '@keel/shared/paths';
import { DEMO_PASSWORD } from '@keel/shared/demo';
import { demoUser, expect, signInThroughForm, test } from './fixtures';

const adminOnly = [paths.team, paths.dataManagement, paths.savedReports, paths.clientLogos, paths.outbox];
const recruitment = [
  paths.jobs,
  paths.newJob,
  paths.job('42'),
  paths.applicants,
  paths.newApplicant,
  paths.applicant('42'),
  paths.recruiters,
];

/** Where a permitted page may end up: itself, or its list when the id is unknown (docs/product/records.md#missing-records). */
function expectOpened(url: string, path: string) {
  const landed = new URL(url).pathname;
  // An unknown dashboard id is replaced in the address bar by the dashboard shown.
  if (path === paths.dashboardById('dash-1')) return expect(landed).toMatch(/^\/crm\/dashboard\/dash-[0-9a-f-]{36}$/);
  const list = path.replace(/\/42$/, '');
  expect([path, list]).toContain(landed);
}
const signedIn = [
  paths.dashboard,
  paths.dashboardById('dash-1'),
  paths.contacts,
  paths.editContact('1'),
  paths.companies,
  // A missing company sends you to the list (docs/product/crm.md#companies), so the new-company form stands in.
  paths.newCompany,
  paths.reporting,
  paths.settings,
  paths.funnel,
  paths.messages,
];

test.describe('route guards', () => {
  test('no session: /crm/contacts goes to sign-in, then back to /crm/contacts', async ({ page }) => {
    await page.goto(paths.contacts);
    await expect(page).toHaveURL(/\/crm\/login$/);
    const user = demoUser('user');
    await signInThroughForm(page, user.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/crm\/contacts$/);
    await expect(page.getByRole('heading', { level: 1, name: 'All Contacts' })).toBeVisible();
  });

  test('no session: admin and recruitment pages also go to sign-in', async ({ page }) => {
    for (const path of [paths.team, paths.jobs]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/crm\/login$/);
    }
  });

  test('a user is refused admin and recruitment pages', async ({ page, signInAs }) => {
    await signInAs('user');
    for (const path of [paths.team, paths.jobs, paths.dataManagement, paths.recruiters]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/crm\/unauthorized$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    }
    await page.getByRole('link', { name: 'Go to Homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a user may open every login-protected page', async ({ page, signInAs }) => {
    // Ten pages, some loading live data (the dashboard): more than one journey's 30 s on a busy machine.
    test.slow();
    await signInAs('user');
    for (const path of signedIn) {
      await page.goto(path);
      await expect(page.locator('main h1')).toBeVisible();
      expectOpened(page.url(), path);
    }
  });

  test('a sales rep is refused recruitment and admin pages', async ({ page, signInAs }) => {
    await signInAs('sales_rep');
    for (const path of [paths.applicants, paths.clientLogos]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/crm\/unauthorized$/);
    }
  });

  test('a recruiter may open recruitment pages but not admin pages', async ({ page, signInAs }) => {
    await signInAs('recruiter');
    await page.goto(paths.jobs);
    await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
    await expect(page).toHaveURL(/\/recruitment\/jobs$/);
    for (const path of recruitment) {
      await page.goto(path);
      await expect(page.locator('main h1')).toBeVisible();
      expectOpened(page.url(), path);
    }
    await page.goto(paths.team);
    await expect(page).toHaveURL(/\/crm\/unauthorized$/);
  });

  test('an admin may open every page', async ({ page, signInAs }) => {
    // Twenty-one pages in one test.
    test.slow();
    await signInAs('admin');
    for (const path of [...signedIn, ...adminOnly, ...recruitment]) {
      await page.goto(path);
      await expect(page.locator('main h1')).toBeVisible();
      expectOpened(page.url(), path);
    }
  });

  test('unknown paths go to the home page', async ({ page }) => {
    await page.goto('/this/does/not/exist');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Delivering Successful IT Projects for over 20 years' })).toBeVisible();
  });
});
