import { DEMO_PASSWORD } from '@keel/shared/demo';
import { demoUser, expect, test, toast, type Page } from './fixtures';
import { readDatabase, removeDataDir, startOwnServer, type OwnServer } from './support/own-server';
import { cardIn, openLead } from './funnel-helpers';

/**
 * The inquiry journeys run on a server of their own (fresh demo database), which is stopped at the
 * end so the test can read its database and see what the journeys left there.
 */
let own: OwnServer;
test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  own = await startOwnServer();
});
test.afterAll(async () => {
  await own.stop();
  removeDataDir(own.dataDir);
});

async function fillInquiry(page: Page, person: { first: string; last: string; email: string; company: string }) {
  const contact = page.getByRole('group', { name: 'Contact Information' });
  await contact.getByLabel('First Name').fill(person.first);
  await contact.getByLabel('Last Name').fill(person.last);
  await contact.getByLabel('Primary Email').fill(person.email);
  await contact.getByLabel('Phone', { exact: true }).fill('(512) 555-0142');
  const company = page.getByRole('group', { name: 'Company & Role' });
  await company.getByLabel('Company').fill(person.company);
  await company.getByLabel('Job Title').fill('CIO');
  await company.getByLabel('Website').fill('https://www.example.com');
  await company.getByLabel('Industry').selectOption('Healthcare');
  const details = page.getByRole('group', { name: 'Inquiry Details' });
  await details.getByLabel('Service of Interest').selectOption('CRM Implementation');
  await details.getByLabel('Budget').selectOption('$50,000 - $100,000');
  await details.getByLabel('Timeline').selectOption('3-6 months');
  await details.getByLabel('Estimated Project Value (USD)').fill('85000');
  const address = page.getByRole('group', { name: 'Address Information' });
  await address.getByLabel('City').fill('Austin');
  await address.getByLabel('State / Province').fill('TX');
  await page.getByRole('group', { name: 'Social & Other' }).getByLabel('LinkedIn Profile').fill('https://www.linkedin.com/in/example');
  await page.getByLabel('Tell us about your project or needs').fill('We want to replace three spreadsheets with a CRM by spring.');
}

test('with no logos, the home page has no banner (real API)', async ({ page }) => {
  const logos = page.waitForResponse((response) => response.url().endsWith('/api/client-logos'));
  await page.goto(`${own.baseURL}/`);
  expect(await (await logos).json()).toEqual([]);
  await expect(page.getByRole('heading', { level: 1, name: 'Delivering Successful IT Projects for over 20 years' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Trusted By Companies Like' })).toHaveCount(0);
});

test('an anonymous visitor submits an inquiry and is thanked by name', async ({ page }) => {
  await page.goto(`${own.baseURL}/contact-us`);
  await page.getByRole('link', { name: 'Start a project inquiry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New Inquiry' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit Inquiry' }).click();
  await expect(page.getByText('First Name is required.')).toBeVisible();
  await fillInquiry(page, { first: 'Dana', last: 'Scully', email: 'dana.scully@e2e.example', company: 'Lone Star Clinics' });
  await page.getByRole('button', { name: 'Submit Inquiry' }).click();
  await expect(toast(page, 'Inquiry Submitted!')).toContainText(
    'Thank you, Dana! Your inquiry for "Lone Star Clinics Inquiry" has been received.',
  );
  await expect(page).toHaveURL(/\/crm\/inquiry-success$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You, Dana Scully!' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(`${own.baseURL}/`);
});

test("the anonymous inquiry appears in the funnel's 'New Inquiry' column for staff", async ({ page }) => {
  const rep = demoUser('sales_rep');
  expect((await page.request.post(`${own.baseURL}/api/session`, { data: { email: rep.email, password: DEMO_PASSWORD } })).status()).toBe(
    200,
  );
  await page.goto(`${own.baseURL}/crm/funnel`);
  await expect(cardIn(page, 'New Inquiry', 'Lone Star Clinics Inquiry')).toBeVisible();
  const editor = await openLead(page, 'New Inquiry', 'Lone Star Clinics Inquiry');
  await expect(editor.getByLabel('Email', { exact: true })).toHaveValue('dana.scully@e2e.example');
});

test('a signed-in sales rep submits an inquiry for an existing company (any capitalization)', async ({ page }) => {
  const rep = demoUser('sales_rep');
  expect((await page.request.post(`${own.baseURL}/api/session`, { data: { email: rep.email, password: DEMO_PASSWORD } })).status()).toBe(
    200,
  );
  await page.goto(`${own.baseURL}/crm/inquiry`);
  await fillInquiry(page, { first: 'Fox', last: 'Mulder', email: 'fox.mulder@e2e.example', company: 'LONE STAR clinics' });
  await page.getByRole('button', { name: 'Submit Inquiry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You, Fox Mulder!' })).toBeVisible();
});

test('a stage passed in navigation state is honoured for staff', async ({ page }) => {
  const rep = demoUser('sales_rep');
  await page.request.post(`${own.baseURL}/api/session`, { data: { email: rep.email, password: DEMO_PASSWORD } });
  await page.goto(`${own.baseURL}/crm/inquiry`);
  // As a funnel column's "add lead" link would: navigation state { stage }, kept across the reload.
  await page.evaluate(() => window.history.replaceState({ usr: { stage: 'Contacted' }, key: 'e2e', idx: 0 }, '', '/crm/inquiry'));
  await page.reload();
  await expect(page.getByRole('note')).toContainText('This lead will be added to the Contacted stage');
  await fillInquiry(page, { first: 'Walter', last: 'Skinner', email: 'walter.skinner@e2e.example', company: 'FBI Field Office' });
  await page.getByRole('button', { name: 'Submit Inquiry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You, Walter Skinner!' })).toBeVisible();
});

test('the database holds each deal in its column, with its contact and company', async () => {
  await own.stop();
  const rows = await readDatabase(own.dataDir, async (db) => {
    const deals = await db.query<Record<string, unknown>>(`
      select d.email, d.name, d.type, d.amount::text as amount, d.created_by, d.assigned_sales_rep, d.lead_source, d.tags,
             s.title as stage, c.first_name, c.last_name, c.is_inquiry, c.company_id = d.company_id as same_company,
             co.name as company, d.contact_ids = array[c.id] as linked
      from deals d
      join pipeline_stages s on s.id = d.stage_id
      join contacts c on c.email = d.email
      left join companies co on co.id = d.company_id
      where d.email like '%@e2e.example'
      order by d.created_at`);
    const companies = await db.query<{ n: number }>(`select count(*)::int as n from companies where lower(name) = 'lone star clinics'`);
    const audit = await db.query<{ n: number }>(`select count(*)::int as n from audit_log where action_type = 'NEW_INQUIRY_SUBMITTED'`);
    return { deals: deals.rows, companies: companies.rows[0].n, audit: audit.rows[0].n };
  });
  expect(rows.deals).toEqual([
    expect.objectContaining({
      email: 'dana.scully@e2e.example',
      stage: 'New Inquiry',
      name: 'Lone Star Clinics Inquiry',
      type: 'New Business',
      amount: '85000.00',
      created_by: 'Public Inquiry Form',
      assigned_sales_rep: demoUser('admin').fullName,
      lead_source: 'Website',
      tags: ['Website', 'New Inquiry'],
      first_name: 'Dana',
      last_name: 'Scully',
      is_inquiry: true,
      company: 'Lone Star Clinics',
      same_company: true,
      linked: true,
    }),
    expect.objectContaining({
      email: 'fox.mulder@e2e.example',
      stage: 'New Inquiry',
      created_by: 'Sam Rivera',
      assigned_sales_rep: 'Sam Rivera',
      first_name: 'Fox',
      is_inquiry: true,
      company: 'Lone Star Clinics',
      same_company: true,
      linked: true,
    }),
    expect.objectContaining({
      email: 'walter.skinner@e2e.example',
      stage: 'Contacted',
      tags: ['Website', 'Contacted'],
      company: 'FBI Field Office',
      linked: true,
    }),
  ]);
  expect(rows.companies).toBe(1);
  expect(rows.audit).toBe(3);
});
