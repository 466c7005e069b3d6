import { paths } from '@keel/shared/paths';
import { createThroughApi, seriousViolations, uniqueToken } from './crm-helpers';
import { expect, test, toast } from './fixtures';

/** 'Mar 5, 2026' for a YYYY-MM-DD day, as record pages write dates. */
const shown = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

test.describe('a logged call feeds the record (decision 0063)', () => {
  test.describe.configure({ timeout: 120_000 });

  test("logging a call with its outcome moves the contact's Last Contact Date to the call's day", async ({ page, signInAs }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs('sales_rep');
    const token = uniqueToken('call');
    const contact = await createThroughApi<{ id: string }>(page.request, '/api/contacts', {
      first_name: 'Rosa',
      last_name: `Parks${token}`,
      email: `rosa.${token}@e2e.keel.test`,
      last_contact_date: '2026-01-15',
    });
    const callDay = '2026-11-20';
    await page.goto(paths.contact(contact.id));
    const details = page.getByRole('region', { name: 'Details' });
    await expect(details).toContainText(shown('2026-01-15'));

    const composer = page.getByRole('form', { name: 'New activity' });
    await composer.getByLabel('Activity type').selectOption('Call');
    await composer.getByLabel('Call date').fill(callDay);
    await composer.getByLabel('Outcome').selectOption('No answer');
    await composer.getByLabel('Duration (minutes)').fill('3');
    await composer.getByLabel('Call', { exact: true }).fill('Rang about the renewal; no answer.');
    expect(await seriousViolations(page)).toEqual([]);
    await composer.getByRole('button', { name: 'Log Call' }).click();
    await expect(toast(page, 'Call logged')).toBeVisible();

    // The timeline says how the call went; the details show the new last contact date, without a reload.
    await expect(page.getByRole('list', { name: 'Timeline' })).toContainText(`${shown(callDay)} · No answer · 3 min`);
    await expect(details).toContainText(shown(callDay));
    await expect(details).not.toContainText(shown('2026-01-15'));

    // All Contacts shows it too.
    await page.goto(`${paths.contacts}?q=${token}`);
    await expect(page.getByRole('row', { name: new RegExp(`Rosa Parks${token}`) })).toContainText(shown(callDay));
  });
});
