import { paths } from '@keel/shared/paths';
import { seriousViolations, uniqueToken } from './crm-helpers';
import { expect, test, toast } from './fixtures';

test.describe("staff 'Add New Contact' (decision 0064)", () => {
  test.describe.configure({ timeout: 120_000 });

  test('adds a contact without a deal, from All Contacts, asking only for what Edit Contact asks', async ({ page, signInAs }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs('sales_rep');
    const last = `Lovelace${uniqueToken('nc')}`;
    const email = `${last.toLowerCase()}@e2e.keel.test`;
    await page.goto(paths.contacts);
    await page.getByRole('link', { name: 'Add New Contact' }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.newContact}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Add New Contact' })).toBeVisible();
    await expect(page.getByLabel(/Tell us about your project/)).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: 'Also create a deal' })).not.toBeChecked();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('First Name *').fill('Ada');
    await page.getByLabel('Last Name *').fill(last);
    await page.getByLabel('Primary Email *').fill(email);
    await page.getByLabel('Job Title').fill('Analyst');
    await page.getByRole('button', { name: 'Create Contact' }).click();
    await expect(toast(page, 'Contact Created')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: `Ada ${last}` })).toBeVisible();
    await expect(page.getByRole('region', { name: /Funnel Leads/ })).toContainText('No funnel leads list this contact.');

    // No lead was opened for it.
    const board = await (await page.request.get('/api/funnel/board?limit=500')).json();
    const names = (board.columns as Array<{ cards: Array<{ lastName: string | null }> }>).flatMap((c) =>
      c.cards.map((card) => card.lastName),
    );
    expect(names).not.toContain(last);
  });
});
