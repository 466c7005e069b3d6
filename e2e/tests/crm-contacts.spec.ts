import { paths } from '@keel/shared/paths';
import { expect, test, toast } from './fixtures';
import { createThroughApi, seriousViolations, uniqueToken } from './crm-helpers';

test.describe('contacts', () => {
  test('search, sort, edit and delete on the server-side list', async ({ page, signInAs }) => {
    test.slow(); // a long journey with accessibility checks
    await signInAs('sales_rep');
    const token = uniqueToken('zq');
    const company = await createThroughApi<{ id: string }>(page.request, '/api/companies', { name: `Lattice ${token}` });
    await createThroughApi(page.request, '/api/contacts', {
      first_name: 'Hedy',
      last_name: `Lamarr${token}`,
      email: `hedy.${token}@e2e.keel.test`,
      company_id: company.id,
    });
    await createThroughApi(page.request, '/api/contacts', {
      first_name: 'Ada',
      last_name: `Byron${token}`,
      email: `ada.${token}@e2e.keel.test`,
      is_inquiry: true,
    });

    await page.goto(paths.contacts);
    await expect(page.getByRole('heading', { level: 1, name: 'All Contacts' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add New Contact' })).toHaveAttribute('href', paths.newContact);
    await page.getByRole('searchbox', { name: 'Search contacts' }).fill(token);
    await expect(page).toHaveURL(new RegExp(`q=${token}`));
    const rows = page.getByRole('table', { name: 'Contacts' }).locator('tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(page.getByText('2 contacts')).toBeVisible();
    await expect(rows.first()).toContainText(`Ada Byron${token}`);
    await expect(rows.first()).toContainText('Inquiry');
    await expect(rows.nth(1)).toContainText(`Lattice ${token}`);

    // Sorting by e-mail descending puts hedy first; the URL (and a reload) keep it all.
    await page.getByRole('button', { name: 'Email' }).click();
    await page.getByRole('button', { name: 'Email' }).click();
    await expect(page.getByRole('columnheader', { name: 'Email' })).toHaveAttribute('aria-sort', 'descending');
    await expect(rows.first()).toContainText(`hedy.${token}`);
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search contacts' })).toHaveValue(token);
    await expect(rows.first()).toContainText(`hedy.${token}`);

    // Searching the company's name finds its contact too.
    await page.getByRole('searchbox', { name: 'Search contacts' }).fill(`lattice ${token}`);
    await expect(rows).toHaveCount(1);

    await page.getByRole('link', { name: `Edit Hedy Lamarr${token}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Edit Contact: Hedy Lamarr${token}` })).toBeVisible();
    await expect(page.getByLabel('Company', { exact: true })).toHaveValue(`Lattice ${token}`);
    await page.getByLabel('City').fill('Vienna');
    await page.getByLabel('Tags').fill('inventor, , film');
    await page.getByLabel('Assigned Sales Rep').selectOption({ label: 'Sam Rivera' });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Contact Updated!')).toBeVisible();
    // Back on the list, as it was.
    await expect(page).toHaveURL(/\/crm\/contacts\?/);
    await expect(rows.first()).toContainText('Sam Rivera');

    await page.getByRole('button', { name: `Delete Hedy Lamarr${token}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Are you sure? This action cannot be undone.' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Contact Deleted')).toContainText('Successfully removed.');
    await expect(page.getByText('No contacts found matching your criteria.')).toBeVisible();
  });

  test('required fields, the new route and unknown contacts', async ({ page, signInAs }) => {
    test.slow(); // a long journey with accessibility checks
    await signInAs('user');
    const token = uniqueToken('zr');
    const contact = await createThroughApi<{ id: string }>(page.request, '/api/contacts', {
      first_name: 'Alan',
      last_name: `Kay${token}`,
      email: `alan.${token}@e2e.keel.test`,
    });
    await page.goto(paths.editContact(contact.id));
    await page.getByLabel('First Name *').fill('');
    await page.getByLabel('Primary Email *').fill('not-an-email');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('First Name is required.')).toBeVisible();
    await expect(page.getByText('Please enter a valid e-mail address.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(paths.editContact('new'));
    await expect(page).toHaveURL(/\/crm\/contacts$/);
    await expect(toast(page, 'Add contacts with Add New Contact')).toBeVisible();

    await page.goto(paths.editContact('00000000-0000-4000-8000-000000000000'));
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to All Contacts' }).click();
    await expect(page).toHaveURL(/\/crm\/contacts$/);
    await expect(page.getByRole('table', { name: 'Contacts' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('companies', () => {
  test('create, edit, list and delete a company', async ({ page, signInAs }) => {
    test.slow(); // a long journey with accessibility checks
    await signInAs('user');
    const token = uniqueToken('zc');
    await page.goto(paths.companies);
    await page.getByRole('link', { name: 'Add New Company' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add New Company' })).toBeVisible();
    await page.getByRole('button', { name: 'Create Company' }).click();
    await expect(toast(page, 'Validation Error')).toContainText('Company name is required.');

    await page.getByLabel('Company Name *').fill(`Initech ${token}`);
    await page.getByLabel('Sector').selectOption('Technology');
    await page.getByLabel('Website').fill(`initech-${token}.example`);
    await page.getByLabel('Tags').fill(' software , ,tps ');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Create Company' }).click();
    await expect(toast(page, 'Company Created!')).toBeVisible();
    await expect(page).toHaveURL(/\/crm\/edit-company\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: `Edit Company Initech ${token}` })).toBeVisible();
    await expect(page.getByText('Created', { exact: true })).toBeVisible();
    await expect(page.getByText('Last Updated', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Tags')).toHaveValue('software, tps');

    await page.getByLabel('Sector').selectOption('__NONE__');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Company Updated!')).toBeVisible();

    await page.goto(`${paths.companies}?q=${token}`);
    const row = page.getByRole('table', { name: 'Companies' }).locator('tbody tr');
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('link', { name: `initech-${token}.example` })).toHaveAttribute('href', `https://initech-${token}.example`);
    expect(await seriousViolations(page)).toEqual([]);
    await row.getByRole('button', { name: `Delete Initech ${token}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Company Deleted')).toBeVisible();
    await expect(page.getByText('No companies found matching your criteria.')).toBeVisible();

    await page.goto(paths.editCompany('00000000-0000-4000-8000-000000000000'));
    await expect(page).toHaveURL(/\/crm\/companies$/);
    await expect(toast(page, 'Error')).toContainText('Company not found.');
  });
});
