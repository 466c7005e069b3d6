import { paths } from '@keel/shared/paths';
import type { Role } from '@keel/shared/roles';
import { expect, type Page } from './fixtures';

/** docs/product/public-site.md#header-and-menus (admin items last) and 'Recruitment' menus: the workspace sidebar shows exactly these. */
export const EVERYONE_ITEMS = [
  'All Contacts',
  'Companies',
  'Sales Funnel',
  'My Tasks',
  'Dashboard',
  'Reporting Center',
  'Contact Messages',
  'Account Settings',
];
export const ADMIN_ITEMS = ['Team Management', 'Data Management', 'Client Logos', 'Saved CRM Reports', 'Outbox', 'Duplicates'];
export const RECRUITMENT_ITEMS = ['Jobs', 'Applicants', 'Recruiters', 'E-mail Templates', 'Interview Kits'];
/** 'Staffing' (decisions 0087, 0098): the consultants and the capacity forecast for everyone, the skills list for admins. */
export const STAFFING_ITEMS = ['Consultants', 'Capacity Forecast'];
export const STAFFING_ADMIN_ITEMS = ['Skills'];

export function sidebarItemsFor(role: Role): string[] {
  return [
    ...EVERYONE_ITEMS,
    ...(role === 'admin' ? ADMIN_ITEMS : []),
    ...STAFFING_ITEMS,
    ...(role === 'admin' ? STAFFING_ADMIN_ITEMS : []),
    ...(role === 'admin' || role === 'recruiter' ? RECRUITMENT_ITEMS : []),
  ];
}

const EVERYONE_ROUTES = [
  paths.dashboard,
  paths.contacts,
  paths.companies,
  paths.newCompany,
  paths.reporting,
  paths.settings,
  paths.funnel,
  paths.messages,
  paths.tasks,
  paths.consultants,
  paths.staffingForecast,
];
const ADMIN_ROUTES = [
  paths.team,
  paths.dataManagement,
  paths.savedReports,
  paths.clientLogos,
  paths.outbox,
  paths.duplicates,
  paths.skills,
];
const RECRUITMENT_ROUTES = [
  paths.jobs,
  paths.newJob,
  paths.applicants,
  paths.newApplicant,
  paths.recruiters,
  paths.candidateEmailTemplates,
];

/** Every workspace screen (without record ids) the role may open. */
export function workspaceRoutesFor(role: Role): string[] {
  return [
    ...EVERYONE_ROUTES,
    ...(role === 'admin' ? ADMIN_ROUTES : []),
    ...(role === 'admin' || role === 'recruiter' ? RECRUITMENT_ROUTES : []),
    // Admins, sales reps and recruiters add consultants (decision 0087).
    ...(role === 'user' ? [] : [paths.newConsultant]),
  ];
}

/** The record pages: the first contact and company, and a job and an applicant made for the test (recruiters and admins). */
export async function recordRoutes(page: Page, withRecruitment: boolean): Promise<string[]> {
  const first = async (url: string) => ((await (await page.request.get(url)).json()) as { items: Array<{ id: string }> }).items[0]?.id;
  // A contact whose name is one long word: its page must wrap it, not widen the window.
  const long = await page.request.post('/api/contacts', {
    data: { first_name: 'Ada', last_name: `Byron${'q'.repeat(48)}`, email: `long.name.${Date.now()}@e2e.keel.test` },
  });
  expect(long.status()).toBe(201);
  const contactId = ((await long.json()) as { id: string }).id;
  const companyId = await first('/api/companies?pageSize=1');
  const routes = [paths.editContact(contactId!), paths.editCompany(companyId!), paths.contact(contactId!), paths.company(companyId!)];
  // A consultant's page, when there is one (every member reads them; decision 0087).
  const consultants = (await (await page.request.get('/api/consultants?pageSize=1')).json()) as { items: Array<{ consultant_id: string }> };
  if (consultants.items[0]) routes.push(paths.consultant(consultants.items[0].consultant_id));
  if (withRecruitment) {
    const job = await page.request.post('/api/jobs', { data: { title: 'Shell Check Engineer', description: 'd', requirements: 'r' } });
    expect(job.status()).toBe(201);
    const applicant = await page.request.post('/api/applicants', {
      data: { first_name: 'Shell', last_name: 'Checker', email: `shell.${Date.now()}@e2e.keel.test` },
    });
    expect(applicant.status()).toBe(201);
    routes.push(paths.job(((await job.json()) as { job_id: string }).job_id));
    routes.push(paths.applicant(((await applicant.json()) as { applicant: { applicant_id: string } }).applicant.applicant_id));
  }
  return routes;
}

/** Opens a workspace route and waits for its page heading. */
export async function openWorkspacePage(page: Page, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
}

/** The workspace frame is there and the marketing site's is not; nothing is wider than the window. */
export async function expectWorkspaceFrame(page: Page, path: string, phone: boolean) {
  if (phone) await expect(page.getByRole('button', { name: 'Menu', exact: true }), path).toBeVisible();
  else await expect(page.getByRole('navigation', { name: 'Workspace' }), path).toBeVisible();
  await expect(page.getByRole('button', { name: 'Search everything' }), path).toBeVisible();
  await expect(page.getByRole('link', { name: 'Public site' }), path).toBeAttached();
  await expect(page.getByRole('link', { name: 'Get a Consultation' }), path).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Footer' }), path).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' }), path).toHaveCount(0);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${path} is wider than the window`).toBeLessThanOrEqual(innerWidth);
}
