import { paths } from '@keel/shared/paths';
import { ROLES } from '@keel/shared/roles';
import { seriousViolations } from './support/axe';
import { expect, test, uniqueEmail, type Page } from './fixtures';
import { expectWorkspaceFrame, recordRoutes, workspaceRoutesFor } from './workspace-helpers';

/**
 * The one sweep over the workspace's pages (decision 0042; it was two, this file's and
 * workspace-shell.spec.ts's, opening the same pages): each role at each width opens every page it
 * may open and finds the workspace frame, no marketing frame, nothing wider than the window; axe
 * checks every page as the admin and each other role's dashboard.
 *
 * The admin's sweep is cut into parts of ADMIN_PART_SIZE pages, and the file's tests run side by
 * side: as one test per width, with axe on every page, it was the run's last 8.8 minutes on one
 * worker while the other had nothing left to do (2026-11-26, decision 0065).
 */
test.describe.configure({ mode: 'parallel' });

/** The records a route with an id opens: made (or found) once per run, through the API. */
interface RecordIds {
  dashboardId: string;
  contactId: string;
  companyId: string;
  jobId: string;
  applicantId: string;
  reportId: string;
  leadId: string;
  consultantId: string;
}

/**
 * EVERY workspace route (the signed-in /crm/* and /recruitment/* pages of `paths`), as an admin
 * opens it. To cover a new page, add one line here: the key in `paths` and how to build its address.
 */
const WORKSPACE_ROUTES: ReadonlyArray<{ key: keyof typeof paths; path: (ids: RecordIds) => string; dialog?: string }> = [
  { key: 'dashboard', path: () => paths.dashboard },
  { key: 'dashboardById', path: (ids) => paths.dashboardById(ids.dashboardId) },
  { key: 'contacts', path: () => paths.contacts },
  { key: 'newContact', path: () => paths.newContact },
  { key: 'editContact', path: (ids) => paths.editContact(ids.contactId) },
  { key: 'contact', path: (ids) => paths.contact(ids.contactId) },
  { key: 'companies', path: () => paths.companies },
  { key: 'newCompany', path: () => paths.newCompany },
  { key: 'editCompany', path: (ids) => paths.editCompany(ids.companyId) },
  { key: 'company', path: (ids) => paths.company(ids.companyId) },
  { key: 'funnel', path: () => paths.funnel },
  { key: 'deal', path: (ids) => paths.deal(ids.leadId) },
  { key: 'funnelLead', path: (ids) => paths.funnelLead(ids.leadId), dialog: 'Edit Lead' },
  { key: 'tasks', path: () => paths.tasks },
  { key: 'reporting', path: () => paths.reporting },
  { key: 'messages', path: () => paths.messages },
  { key: 'settings', path: () => paths.settings },
  { key: 'team', path: () => paths.team },
  { key: 'dataManagement', path: () => paths.dataManagement },
  { key: 'savedReports', path: () => paths.savedReports },
  { key: 'report', path: (ids) => paths.report(ids.reportId) },
  { key: 'clientLogos', path: () => paths.clientLogos },
  { key: 'outbox', path: () => paths.outbox },
  { key: 'duplicates', path: () => paths.duplicates },
  { key: 'jobs', path: () => paths.jobs },
  { key: 'newJob', path: () => paths.newJob },
  { key: 'job', path: (ids) => paths.job(ids.jobId) },
  { key: 'applicants', path: () => paths.applicants },
  { key: 'newApplicant', path: () => paths.newApplicant },
  { key: 'applicant', path: (ids) => paths.applicant(ids.applicantId) },
  { key: 'recruiters', path: () => paths.recruiters },
  { key: 'candidateEmailTemplates', path: () => paths.candidateEmailTemplates },
  { key: 'interviewKitTemplates', path: () => paths.interviewKitTemplates },
  // A hiring team's pages (decision 0081): the admin reads every job's candidates there too.
  { key: 'myHiring', path: () => paths.myHiring },
  { key: 'hiringApplicant', path: (ids) => paths.hiringApplicant(ids.applicantId) },
  // Staffing (decision 0087): the consultants and the admins' skills list.
  { key: 'consultants', path: () => paths.consultants },
  { key: 'newConsultant', path: () => paths.newConsultant },
  { key: 'consultant', path: (ids) => paths.consultant(ids.consultantId) },
  { key: 'skills', path: () => paths.skills },
  // The capacity forecast and time-to-staff (decision 0098).
  { key: 'staffingForecast', path: () => paths.staffingForecast },
];

/** /crm/* pages outside the workspace: the public inquiry pages, and those of signing in (no workspace frame). */
const NOT_WORKSPACE: ReadonlyArray<keyof typeof paths> = [
  'inquiry',
  'inquirySuccess',
  'login',
  'forgotPassword',
  'resetPassword',
  'confirmEmail',
  'signInLink',
  'twoFactorSetup',
  'choosePassword',
  'unauthorized',
];

async function makeRecords(page: Page): Promise<RecordIds> {
  const json = async (response: Awaited<ReturnType<Page['request']['get']>>, status: number) => {
    expect(response.status(), response.url()).toBe(status);
    return response.json();
  };
  const dashboards = (await json(await page.request.post('/api/dashboards', { data: { name: `Route Check ${Date.now()}` } }), 201)) as {
    id: string;
  };
  // A contact whose name is one long word: its page must wrap it, not widen the window.
  const contact = (await json(
    await page.request.post('/api/contacts', {
      data: { first_name: 'Ada', last_name: `Byron${'q'.repeat(48)}`, email: uniqueEmail('route.check') },
    }),
    201,
  )) as { id: string };
  const companies = (await json(await page.request.get('/api/companies?pageSize=1'), 200)) as { items: Array<{ id: string }> };
  const job = (await json(
    await page.request.post('/api/jobs', { data: { title: 'Route Check Engineer', description: 'd', requirements: 'r' } }),
    201,
  )) as { job_id: string };
  const applicant = (await json(
    await page.request.post('/api/applicants', {
      data: { first_name: 'Route', last_name: 'Checker', email: uniqueEmail('route.applicant') },
    }),
    201,
  )) as { applicant: { applicant_id: string } };
  const report = (await json(
    await page.request.post('/api/saved-reports', {
      data: {
        name: `Route Check ${Date.now()}`,
        shared: false,
        definition: { records: 'contacts', filters: [], group: { field: 'city' }, view: 'bar' },
      },
    }),
    201,
  )) as { id: string };
  // A consultant whose name is one long word, with skills and rates: its page must wrap, not widen the window.
  const skills = (await json(await page.request.get('/api/skills'), 200)) as Array<{ skill_id: string }>;
  const consultant = (await json(
    await page.request.post('/api/consultants', {
      data: {
        full_name: `Route Check${'q'.repeat(48)}`,
        engagement: 'contractor',
        skills: skills.slice(0, 3).map((s) => ({ skill_id: s.skill_id, level: 3, years: 2 })),
        unavailability: [{ starts_on: '2027-01-04', ends_on: '2027-01-08', kind: 'holiday', note: null }],
        rates: { day_rate: 800, cost_rate: 500, rate_currency: 'EUR' },
      },
    }),
    201,
  )) as { consultant_id: string };
  const board = (await json(await page.request.get('/api/funnel/board'), 200)) as { columns: Array<{ id: string }> };
  const lead = (await json(
    await page.request.post('/api/funnel/leads', { data: { name: `Route Check ${Date.now()}`, stageId: board.columns[0].id } }),
    201,
  )) as { id: string };
  return {
    dashboardId: dashboards.id,
    contactId: contact.id,
    companyId: companies.items[0].id,
    jobId: job.job_id,
    applicantId: applicant.applicant.applicant_id,
    reportId: report.id,
    leadId: lead.id,
    consultantId: consultant.consultant_id,
  };
}

test('the route list covers every /crm/* and /recruitment/* page of paths', () => {
  const workspaceKeys = (Object.keys(paths) as Array<keyof typeof paths>).filter((key) => {
    const value = paths[key];
    const path = typeof value === 'function' ? value('id') : value;
    return path.startsWith('/crm/') || path.startsWith('/recruitment/');
  });
  const listed = new Set([...WORKSPACE_ROUTES.map((route) => route.key), ...NOT_WORKSPACE]);
  expect(
    workspaceKeys.filter((key) => !listed.has(key)),
    'add these to WORKSPACE_ROUTES (or NOT_WORKSPACE)',
  ).toEqual([]);
});

/**
 * Opens a page inside the running app, as a click on a link does (the router's history, no reload),
 * and waits until it has replaced the previous page: its address, and a new title or heading. A page
 * that looks the same as the one before (a dialog over the page behind it) is loaded from its
 * address instead.
 */
async function openInApp(page: Page, path: string): Promise<void> {
  const before = await page.evaluate(() => ({
    title: document.title,
    heading: document.querySelector('main h1')?.textContent ?? '',
  }));
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  const replaced = await page
    .waitForFunction(
      ({ to, title, heading }) =>
        window.location.pathname + window.location.search === to &&
        (document.title !== title || (document.querySelector('main h1')?.textContent ?? '') !== heading),
      { to: path, ...before },
      { polling: 100, timeout: 10_000 },
    )
    .then(
      () => true,
      () => false,
    );
  if (!replaced) await page.goto(path);
}

const WIDTHS = [
  { name: '1280 px', width: 1280, height: 800, phone: false },
  { name: '375 px phone', width: 375, height: 740, phone: true },
];

/** The admin's pages per test: eight pages with axe on each take about 50 s. */
const ADMIN_PART_SIZE = 8;
const ADMIN_PARTS = Math.ceil(WORKSPACE_ROUTES.length / ADMIN_PART_SIZE);

/** The pages a role opens in the sweep: every workspace route for the admin (`part` of them), its own routes and record pages for the others. */
async function routesOf(page: Page, role: (typeof ROLES)[number], part = 0): Promise<Array<{ path: string; dialog?: string }>> {
  if (role === 'admin') {
    const ids = await makeRecords(page);
    return WORKSPACE_ROUTES.slice(part * ADMIN_PART_SIZE, (part + 1) * ADMIN_PART_SIZE).map((route) => ({
      path: route.path(ids),
      dialog: route.dialog,
    }));
  }
  return [...workspaceRoutesFor(role), ...(await recordRoutes(page, role === 'recruiter'))].map((path) => ({ path }));
}

const SWEEPS = ROLES.flatMap((role): Array<{ role: (typeof ROLES)[number]; part: number; label: string }> =>
  role === 'admin'
    ? Array.from({ length: ADMIN_PARTS }, (_, part) => ({ role, part, label: `admin (part ${part + 1} of ${ADMIN_PARTS})` }))
    : [{ role, part: 0, label: role }],
);

for (const { name, width, height, phone } of WIDTHS) {
  for (const { role, part, label } of SWEEPS) {
    test(`${label} at ${name}: every workspace route has the shell, no marketing frame, nothing wider than the window, and axe finds nothing serious`, async ({
      page,
      signInAs,
    }) => {
      // One signed-in page visits them all; axe on each page is most of the time.
      test.setTimeout(300_000);
      await page.setViewportSize({ width, height });
      await signInAs(role);
      const problems: Record<string, unknown> = {};
      const routes = await routesOf(page, role, part);
      // Every address is one the server answers with the app (a link, a bookmark, a reload).
      for (const { path } of routes) {
        const served = await page.request.get(path);
        expect(served.status(), path).toBe(200);
        expect(await served.text(), path).toContain('<div id="root">');
      }
      for (const [index, { path, dialog }] of routes.entries()) {
        // The first page loads from its address; the next ones open as a link in the sidebar opens
        // them, inside the running app (a third of the browser's work per page: decision 0089).
        if (index === 0) await page.goto(path);
        else await openInApp(page, path);
        // A route that opens a dialog over its page (the page behind is hidden from assistive technology).
        if (dialog) await expect(page.getByRole('dialog', { name: dialog }), path).toBeVisible();
        else {
          await expect(page, path).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
          await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first(), path).toBeVisible();
        }
        // Measured once the page has its data (lists, records), not while it still loads.
        // ('Loading more …' at the foot of a long funnel column stays until it is scrolled to.)
        await expect(page.getByRole('status').filter({ hasText: /^Loading(?! more)/ }), path).toHaveCount(0);
        if (!dialog) await expectWorkspaceFrame(page, path, phone);
        const { scrollWidth, innerWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
        }));
        if (scrollWidth > innerWidth) problems[`${path}: wider than the window`] = `${scrollWidth} px in ${innerWidth} px`;
        // Axe on every page as the admin; each other role's own sidebar once, on its dashboard.
        if (role === 'admin' || path === paths.dashboard) {
          const violations = await seriousViolations(page);
          if (violations.length > 0) problems[`${path}: axe`] = violations;
        }
      }
      expect(problems).toEqual({});
    });
  }
}
