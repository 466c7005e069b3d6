import { paths } from '@keel/shared/paths';
import { expect, type Page, test, toast } from './fixtures';
import { createThroughApi, seriousViolations, uniqueToken } from './crm-helpers';
import { column, createLead, openLead, revealCard } from './funnel-helpers';

/** Record pages (decision 0024) at a desktop and a phone width. */
const WIDTHS = [
  { name: '1280 px', width: 1280, height: 800 },
  { name: '375 px', width: 375, height: 740 },
] as const;

async function expectFitsWindow(page: Page, what: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${what} is wider than the window`).toBeLessThanOrEqual(innerWidth);
}

for (const { name, width, height } of WIDTHS) {
  test.describe(`record pages at ${name}`, () => {
    test('open a contact from the list, edit it in place, see it in its history, then its company with its contacts and leads', async ({
      page,
      signInAs,
    }) => {
      test.slow(); // a long journey with accessibility checks
      await page.setViewportSize({ width, height });
      await signInAs('sales_rep');
      const token = uniqueToken('rp');
      const company = await createThroughApi<{ id: string }>(page.request, '/api/companies', { name: `Orbital ${token}` });
      const contact = await createThroughApi<{ id: string }>(page.request, '/api/contacts', {
        first_name: 'Mae',
        last_name: `Jemison${token}`,
        email: `mae.${token}@e2e.keel.test`,
        company_id: company.id,
      });
      await createLead(page, `Launch ${token}`, 'Contacted', { companyId: company.id, contactIds: [contact.id] });

      await page.goto(paths.contacts);
      await page.getByRole('searchbox', { name: 'Search contacts' }).fill(token);
      // The list keeps its search in the address; once there, a click is not undone by it.
      await expect(page).toHaveURL(new RegExp(`q=${token}`));
      await page.getByRole('link', { name: `Mae Jemison${token}`, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${paths.contact(contact.id)}$`));
      await expect(page.getByRole('heading', { level: 1, name: `Mae Jemison${token}` })).toBeVisible();
      const leads = page.getByRole('region', { name: /Funnel Leads/ });
      await expect(leads.getByRole('link', { name: `Launch ${token}` })).toBeVisible();
      await expect(leads).toContainText('Contacted');
      await expect(page.getByRole('list', { name: 'Timeline' })).toContainText(`created the contact “Mae Jemison${token}”`);
      await expectFitsWindow(page, 'the contact page');
      expect(await seriousViolations(page)).toEqual([]);

      // Edit in place: the Edit Contact form on the page, then the details again.
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      await expect(page.getByLabel('First Name *')).toBeFocused();
      await page.getByLabel('Job Title').fill('Astronaut');
      await expectFitsWindow(page, 'the contact page while editing');
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(toast(page, 'Contact Updated!')).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${paths.contact(contact.id)}$`));
      const details = page.getByRole('region', { name: 'Details' });
      await expect(details).toContainText('Astronaut');
      await expect(page.getByRole('list', { name: 'Timeline' }).getByRole('listitem').first()).toContainText(
        'changed job title from empty to “Astronaut”',
      );

      // Its company's page: details, its contacts and its leads.
      await details.getByRole('link', { name: `Orbital ${token}` }).click();
      await expect(page).toHaveURL(new RegExp(`${paths.company(company.id)}$`));
      await expect(page.getByRole('heading', { level: 1, name: `Orbital ${token}` })).toBeVisible();
      await expect(page.getByRole('region', { name: /Contacts/ }).getByRole('link', { name: `Mae Jemison${token}` })).toHaveAttribute(
        'href',
        paths.contact(contact.id),
      );
      await expect(page.getByRole('region', { name: /Funnel Leads/ }).getByRole('link', { name: `Launch ${token}` })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Edit Company' })).toHaveAttribute('href', paths.editCompany(company.id));
      await expectFitsWindow(page, 'the company page');
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('pick a company and a contact on a funnel lead, then follow the links to their pages', async ({ page, signInAs }) => {
      test.slow();
      await page.setViewportSize({ width, height });
      await signInAs('sales_rep');
      const token = uniqueToken('pk');
      const company = await createThroughApi<{ id: string }>(page.request, '/api/companies', { name: `Pickco ${token}` });
      const contact = await createThroughApi<{ id: string }>(page.request, '/api/contacts', {
        first_name: 'Kat',
        last_name: `Johnson${token}`,
        email: `kat.${token}@e2e.keel.test`,
      });
      await createLead(page, `Picked ${token}`, 'New Inquiry');

      await page.goto(paths.funnel);
      const dialog = await openLead(page, 'New Inquiry', `Picked ${token}`);
      const companyBox = dialog.getByRole('combobox', { name: 'Company' });
      await companyBox.fill(token);
      await expect(dialog.getByRole('option', { name: `Pickco ${token}` })).toBeVisible();
      await companyBox.press('Enter');
      await expect(companyBox).toHaveValue(`Pickco ${token}`);
      const contactBox = dialog.getByRole('combobox', { name: 'Add Contact' });
      await contactBox.fill(token);
      await expect(dialog.getByRole('option', { name: new RegExp(`Kat Johnson${token}`) })).toBeVisible();
      await contactBox.press('Enter');
      await expect(
        dialog.getByRole('list', { name: 'Linked contacts' }).getByRole('link', { name: `Kat Johnson${token}` }),
      ).toHaveAttribute('href', paths.contact(contact.id));
      expect(await seriousViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await expect(toast(page, 'Lead Updated!')).toBeVisible();
      await expect(dialog).toBeHidden();

      // The card shows the records' names, linked to their pages.
      await revealCard(page, 'New Inquiry', `Picked ${token}`);
      const card = column(page, 'New Inquiry')
        .getByTestId('lead-card')
        .filter({ hasText: `Picked ${token}` });
      await expect(card.getByRole('link', { name: `Kat Johnson${token}` })).toHaveAttribute('href', paths.contact(contact.id));
      await card.getByRole('link', { name: `Pickco ${token}` }).click();
      await expect(page).toHaveURL(new RegExp(`${paths.company(company.id)}$`));
      await expect(page.getByRole('region', { name: /Funnel Leads/ }).getByRole('link', { name: `Picked ${token}` })).toBeVisible();

      await page.goto(paths.contact(contact.id));
      await expect(page.getByRole('region', { name: /Funnel Leads/ }).getByRole('link', { name: `Picked ${token}` })).toBeVisible();
      await expectFitsWindow(page, 'the contact page');
    });
  });
}
