import { paths } from '@keel/shared/paths';
import { createThroughApi, uniqueToken } from './crm-helpers';
import { expect, type Page, test } from './fixtures';
import { createLead, revealCard } from './funnel-helpers';

const results = (page: Page) => page.getByRole('listbox', { name: 'Results' });

async function searchEverything(page: Page, text: string) {
  await expect(page.getByRole('button', { name: 'Search everything' })).toBeVisible();
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox', { name: /Search contacts/ });
  await expect(input).toBeVisible();
  await input.fill(text);
  return input;
}

test.describe('a merge leaves no stale copy', () => {
  test.describe.configure({ timeout: 150_000 });

  test('after merging two contacts, Ctrl-K and the lead card show only the survivor', async ({ page, signInAs }) => {
    await page.setViewportSize({ width: 1600, height: 900 });
    await signInAs('admin');
    const token = uniqueToken('mc');
    const thomas = await createThroughApi<{ id: string; version: number }>(page.request, '/api/contacts', {
      first_name: 'Thomas',
      last_name: `Whitaker${token}`,
      email: `thomas.${token}@e2e.keel.test`,
    });
    const tom = await createThroughApi<{ id: string; version: number }>(page.request, '/api/contacts', {
      first_name: 'Tom',
      last_name: `Whitaker${token}`,
      email: `tom.${token}@e2e.keel.test`,
    });
    const lead = `Harbor rollout ${token}`;
    await createLead(page, lead, 'New Inquiry', { contactIds: [tom.id], email: `tom.${token}@e2e.keel.test` });

    await page.goto(paths.dashboard);
    await searchEverything(page, `Tom Whitaker${token}`);
    await expect(results(page).getByRole('option').first()).toContainText(`Tom Whitaker${token}`);
    await page.keyboard.press('Escape');

    // The merge, as the Duplicates page sends it (its own journey is duplicates.spec.ts).
    const merged = await page.request.post('/api/duplicates/contacts/merge', {
      data: { survivorId: thomas.id, otherId: tom.id, survivorVersion: thomas.version, otherVersion: tom.version, fromOther: [] },
    });
    expect(merged.status(), await merged.text()).toBe(200);

    await page.goto(paths.dashboard);
    await searchEverything(page, `Whitaker${token}`);
    await expect(results(page).getByRole('group', { name: 'Contacts' }).getByRole('option')).toHaveText([
      new RegExp(`Thomas Whitaker${token}`),
    ]);
    await expect(results(page)).not.toContainText(`Tom Whitaker${token}`);
    await expect(results(page).getByRole('group', { name: 'Funnel leads' })).toContainText(lead);
    await page.keyboard.press('Escape');

    await page.goto(paths.funnel);
    await revealCard(page, 'New Inquiry', lead);
    const card = page.getByTestId('lead-card').filter({ has: page.getByRole('link', { name: lead, exact: true }) });
    await expect(card).toContainText(`Thomas Whitaker${token}`);
    await expect(card).not.toContainText('Tom ');
  });
});
