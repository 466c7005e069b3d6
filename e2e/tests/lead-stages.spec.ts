import { paths } from '@keel/shared/paths';
import { expect, test, toast, type Page } from './fixtures';
import { cardIn, createLead, seriousViolations, unique } from './funnel-helpers';
import { expectWorkspaceFrame } from './workspace-helpers';

/** Decision 0025: one truth for a lead's stage; staff stay in the workspace when they add a contact. */
const SIZES = [
  { name: '1280 px', width: 1280, height: 800, phone: false },
  { name: '375 px phone', width: 375, height: 740, phone: true },
];

async function fillRequired(page: Page, first: string, last: string, email: string) {
  const contact = page.getByRole('group', { name: 'Contact Information' });
  await contact.getByLabel('First Name').fill(first);
  await contact.getByLabel('Last Name').fill(last);
  await contact.getByLabel('Primary Email').fill(email);
  await page.getByLabel('Tell us about your project or needs').fill('A CRM for our clinics.');
}

const noWiderThanTheWindow = async (page: Page) => {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
};

for (const size of SIZES) {
  test.describe(`at ${size.name}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });
    // Whole journeys, on a shared and loaded machine (the first one also meets a cold server): three times the usual budget.
    test.slow();
    /** The first page of a journey may load slowly under load: a generous bound, not a race. */
    const FIRST_LOAD = { timeout: 30_000 };

    test('changing the stage in the lead editor moves the card to that column, and status follows', async ({ page, signInAs }) => {
      await signInAs('sales_rep');
      const name = unique('Stage move');
      const lead = await createLead(page, name, 'New Inquiry');
      await page.goto(paths.funnelLead(lead.id));
      const editor = page.getByRole('dialog', { name: 'Edit Lead' });
      await expect(editor.getByLabel('Deal Name')).toHaveValue(name, FIRST_LOAD);
      await expect(editor.getByLabel('Stage', { exact: true })).toHaveValue(lead.stageId, FIRST_LOAD);
      expect(await seriousViolations(page)).toEqual([]);
      await editor.getByLabel('Stage', { exact: true }).selectOption({ label: 'Proposal Sent' });
      await editor.getByRole('button', { name: 'Save Changes' }).click();
      await expect(toast(page, 'Lead Updated!')).toBeVisible();
      await expect(editor).toHaveCount(0);
      await expect(page).toHaveURL(/\/crm\/funnel$/);
      await expect(cardIn(page, 'Proposal Sent', name)).toBeAttached();
      await expect(cardIn(page, 'New Inquiry', name)).toHaveCount(0);
      // The server's truth, after a reload: the column, and status and sales stage with it.
      await page.reload();
      await expect(cardIn(page, 'Proposal Sent', name)).toBeAttached();
      const saved = await (await page.request.get(`/api/funnel/leads/${lead.id}`)).json();
      expect(saved).toMatchObject({ stageTitle: 'Proposal Sent', status: 'Proposal Sent', salesStage: 'Proposal Sent' });
    });

    test('staff who open the New Inquiry form stay in the workspace; the success page opens the contact and the lead', async ({
      page,
      signInAs,
    }) => {
      await signInAs('sales_rep');
      // Staff's Add New Contact is a contact form now (decision 0064); the inquiry form still serves them at its address.
      await page.goto(paths.inquiry);
      await expect(page).toHaveURL(/\/crm\/inquiry$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Add New Contact' })).toBeVisible();
      await expect(page.getByRole('form', { name: 'New Inquiry' })).toBeVisible();
      await expectWorkspaceFrame(page, paths.inquiry, size.phone);
      expect(await seriousViolations(page)).toEqual([]);

      const last = unique('Scully').replace(/\s+/g, '');
      await fillRequired(page, 'Dana', last, `${last.toLowerCase()}@e2e-stages.example`);
      await page.getByRole('button', { name: 'Submit Inquiry' }).click();
      await expect(toast(page, 'Inquiry Submitted!')).toContainText(
        `Thank you, Dana! Your inquiry for "Dana ${last} Inquiry" has been received.`,
      );
      await expect(page.getByRole('heading', { level: 1, name: `Thank You, Dana ${last}!` })).toBeVisible();
      await expectWorkspaceFrame(page, paths.inquirySuccess, size.phone);
      await expect(page.getByRole('main').getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('link', { name: 'Open the lead' }).click();
      const editor = page.getByRole('dialog', { name: 'Edit Lead' });
      await expect(editor.getByLabel('Deal Name')).toHaveValue(`Dana ${last} Inquiry`, FIRST_LOAD);
      await expect(editor.getByLabel('Stage', { exact: true })).toHaveValue(/.+/);
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name: `Thank You, Dana ${last}!` })).toBeVisible();
      await page.getByRole('link', { name: 'Open the contact' }).click();
      await expect(page).toHaveURL(/\/crm\/contacts\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('main').getByRole('heading', { level: 1, name: new RegExp(`Dana ${last}`) })).toBeVisible(FIRST_LOAD);
    });

    test('an anonymous visitor keeps the public inquiry page and success page', async ({ page }) => {
      await page.goto(paths.inquiry);
      await expect(page.getByRole('heading', { level: 1, name: 'New Inquiry' })).toBeVisible(FIRST_LOAD);
      await expect(page.getByRole('navigation', { name: 'Footer' })).toBeAttached();
      await expect(page.getByRole('navigation', { name: 'Workspace' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Search everything' })).toHaveCount(0);
      await noWiderThanTheWindow(page);
      expect(await seriousViolations(page)).toEqual([]);
      const last = unique('Visitor').replace(/\s+/g, '');
      await fillRequired(page, 'Val', last, `${last.toLowerCase()}@e2e-stages.example`);
      await page.getByRole('button', { name: 'Submit Inquiry' }).click();
      await expect(page.getByRole('heading', { level: 1, name: `Thank You, Val ${last}!` })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Open the contact' })).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'Footer' })).toBeAttached();
      await noWiderThanTheWindow(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
