import type { BrowserContext } from '@playwright/test';
import { paths } from '@keel/shared/paths';
import { createThroughApi, uniqueToken } from './crm-helpers';
import { expect, type Page, signedInPage, test, toast } from './fixtures';
import { cardIn, createLead, unique } from './funnel-helpers';

/** Marks the page, so we can tell it was never reloaded. */
async function markPage(page: Page) {
  await page.evaluate(() => ((window as unknown as { liveMark: boolean }).liveMark = true));
}
async function stillSamePage(page: Page) {
  return page.evaluate(() => (window as unknown as { liveMark?: boolean }).liveMark === true);
}

/** Resolves when the request that opens the live update stream has been answered. */
function streamOpened(page: Page) {
  return page.waitForResponse((res) => res.url().includes('/api/events') && res.status() === 200);
}

test.describe('live updates between two signed-in users', () => {
  let admin: { context: BrowserContext; page: Page };
  let rep: { context: BrowserContext; page: Page };
  test.beforeEach(async ({ browser }) => {
    admin = await signedInPage(browser, 'admin');
    rep = await signedInPage(browser, 'sales_rep');
  });
  test.afterEach(async () => {
    await admin.context.close();
    await rep.context.close();
  });

  test("a card one user moves appears moved on the other's open funnel, without a reload", async () => {
    const name = unique('Live');
    await createLead(admin.page, name, 'New Inquiry');
    const repStream = streamOpened(rep.page);
    await Promise.all([admin.page.goto('/crm/funnel'), rep.page.goto('/crm/funnel')]);
    await repStream;
    await expect(cardIn(rep.page, 'New Inquiry', name)).toBeVisible();
    await markPage(rep.page);

    const delays: number[] = [];
    let from = 'New Inquiry';
    for (const to of ['Contacted', 'Proposal Sent', 'Closed Won']) {
      // The card's menu ('Move to…' a column), as a keyboard or mouse user would use it.
      await admin.page.getByRole('button', { name: `Actions for ${name}` }).click();
      const started = Date.now();
      await admin.page.getByRole('menuitem', { name: to }).click();
      await cardIn(rep.page, to, name).waitFor({ state: 'visible', timeout: 5_000 });
      delays.push(Date.now() - started);
      await expect(cardIn(rep.page, from, name)).toHaveCount(0);
      await expect(cardIn(admin.page, to, name)).toBeVisible();
      from = to;
    }
    expect(await stillSamePage(rep.page)).toBe(true);
    // The requirement is "within a second"; the figure is printed, not asserted (timing varies with load).
    console.log(`live update delay, move clicked by one user → card shown moved for the other: ${delays.join(' ms, ')} ms`);
  });

  test("a contact one user edits appears updated in the other's All Contacts list", async () => {
    const token = uniqueToken('zl');
    const contact = await createThroughApi<{ id: string }>(rep.page.request, '/api/contacts', {
      first_name: 'Lise',
      last_name: `Meitner${token}`,
      email: `lise.${token}@e2e.keel.test`,
    });
    const adminStream = streamOpened(admin.page);
    await admin.page.goto(`${paths.contacts}?q=${token}`);
    await adminStream;
    const rows = admin.page.getByRole('table', { name: 'Contacts' }).locator('tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`Lise Meitner${token}`);
    await markPage(admin.page);

    await rep.page.goto(paths.editContact(contact.id));
    await rep.page.getByLabel('First Name *').fill('Elise');
    await rep.page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(rep.page, 'Contact Updated!')).toBeVisible();

    await expect(rows.first()).toContainText(`Elise Meitner${token}`, { timeout: 5_000 });
    expect(await stillSamePage(admin.page)).toBe(true);
  });
});
