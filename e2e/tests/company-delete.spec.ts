import { paths } from '@keel/shared/paths';
import { expect, test, toast } from './fixtures';
import { createThroughApi, seriousViolations, uniqueToken } from './crm-helpers';

test.describe('company delete', () => {
  test('the confirmation says how many records the delete unlinks; they are kept', async ({ page, signInAs }) => {
    await signInAs('sales_rep');
    const token = uniqueToken('zd');
    const company = await createThroughApi<{ id: string }>(page.request, '/api/companies', { name: `Pendant ${token}` });
    for (const first of ['Art', 'Kel']) {
      await createThroughApi(page.request, '/api/contacts', {
        first_name: first,
        last_name: `Vandelay${token}`,
        email: `${first.toLowerCase()}.${token}@e2e.keel.test`,
        company_id: company.id,
      });
    }

    await page.goto(paths.companies);
    await page.getByRole('searchbox', { name: 'Search companies' }).fill(token);
    await page.getByRole('button', { name: `Delete Pendant ${token}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Are you sure? This action cannot be undone.' });
    await expect(dialog).toContainText(
      `Pendant ${token} will be deleted. Its 2 contacts will be unlinked from it (they are kept, without a company).`,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Company Deleted')).toContainText('Successfully removed.');
    await expect(page.getByText('No companies found matching your criteria.')).toBeVisible();

    // The contacts are still there, without a company.
    await page.goto(`${paths.contacts}?q=${token}`);
    const rows = page.getByRole('table', { name: 'Contacts' }).locator('tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).not.toContainText(`Pendant ${token}`);
  });
});
