import { paths } from '@keel/shared/paths';
import { createThroughApi, seriousViolations, uniqueToken } from './crm-helpers';
import { expect, test, type Page } from './fixtures';
import { createLead } from './funnel-helpers';
import { openWorkspacePage } from './workspace-helpers';

/** One record of every kind carrying `token` (created as the admin). */
async function seedEveryKind(page: Page, token: string) {
  const company = await createThroughApi<{ id: string }>(page.request, '/api/companies', { name: `${token} Holdings` });
  await createThroughApi(page.request, '/api/contacts', {
    first_name: 'Pia',
    last_name: token,
    email: `pia.${token}@e2e.keel.test`,
    company_id: company.id,
  });
  await createLead(page, `${token} rollout`, 'New Inquiry');
  await createThroughApi(page.request, '/api/jobs', { title: `${token} Engineer`, description: 'd', requirements: 'r' });
  const saved = await createThroughApi<{ applicant: { applicant_id: string } }>(page.request, '/api/applicants', {
    first_name: 'Ola',
    last_name: token,
    email: `ola.${token}@e2e.keel.test`,
  });
  return { companyId: company.id, applicantId: saved.applicant.applicant_id };
}

async function openPalette(page: Page) {
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox', { name: /Search contacts/ });
  await expect(input).toBeFocused();
  return input;
}

const results = (page: Page) => page.getByRole('listbox', { name: 'Results' });
const groupNames = (page: Page) =>
  results(page)
    .getByRole('group')
    .evaluateAll((groups) => groups.map((g) => document.getElementById(g.getAttribute('aria-labelledby') ?? '')?.textContent));

test.describe('global search and command palette', () => {
  test('Ctrl-K finds a record of every kind, grouped by kind; arrow keys and Enter open one', async ({ page, signInAs }) => {
    await signInAs('admin');
    const token = uniqueToken('plt');
    const { companyId, applicantId } = await seedEveryKind(page, token);
    await openWorkspacePage(page, paths.dashboard);

    const input = await openPalette(page);
    await input.fill(token);
    await expect(results(page).getByRole('group', { name: 'Applicants' }).getByRole('option')).toHaveText([new RegExp(`Ola ${token}`)]);
    expect(await groupNames(page)).toEqual(['Contacts', 'Companies', 'Funnel leads', 'Jobs', 'Applicants']);
    await expect(results(page).getByRole('group', { name: 'Contacts' }).getByRole('option')).toHaveText([
      new RegExp(`Pia ${token}.*${token} Holdings`),
    ]);
    await expect(results(page).getByRole('group', { name: 'Funnel leads' }).getByRole('option')).toHaveText([
      new RegExp(`${token} rollout`),
    ]);
    await expect(results(page).getByRole('group', { name: 'Jobs' }).getByRole('option')).toHaveText([new RegExp(`${token} Engineer`)]);
    const firstOption = results(page).getByRole('option').first();
    await expect(firstOption).toHaveAttribute('aria-selected', 'true');
    expect(await seriousViolations(page)).toEqual([]);

    await page.keyboard.press('ArrowDown');
    await expect(results(page).getByRole('group', { name: 'Companies' }).getByRole('option')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    // A company hit opens its record page (decision 0024).
    await expect(page).toHaveURL(new RegExp(`/crm/companies/${companyId}$`));
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The top bar's search box opens it too; ArrowUp wraps to the last hit
    await page.getByRole('button', { name: 'Search everything' }).click();
    await page.getByRole('combobox', { name: /Search contacts/ }).fill(token);
    await expect(results(page).getByRole('group', { name: 'Applicants' })).toBeVisible();
    await page.keyboard.press('ArrowUp');
    await expect(results(page).getByRole('group', { name: 'Applicants' }).getByRole('option')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/recruitment/applicants/${applicantId}$`));
  });

  test("actions jump: 'New company' and 'Import contacts'; Escape closes", async ({ page, signInAs }) => {
    await signInAs('admin');
    await openWorkspacePage(page, paths.contacts);
    let input = await openPalette(page);
    await input.fill('new comp');
    await expect(results(page).getByRole('group', { name: 'Actions' }).getByRole('option')).toHaveText(['New company']);
    await expect(results(page).getByRole('option', { name: 'New company' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/crm\/edit-company\/new$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Add New Company' })).toBeVisible();

    input = await openPalette(page);
    await input.fill('Import contacts');
    await expect(results(page).getByRole('option', { name: /Import contacts/ })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/crm\/data-management$/);

    input = await openPalette(page);
    await input.fill('Saved CRM');
    await expect(results(page).getByRole('group', { name: 'Go to' }).getByRole('option')).toHaveText([/Saved CRM Reports/]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/crm\/data-management$/);
  });

  test('typing on and pressing Enter while the new answer is in flight never opens a hit of the older search; it opens the new first hit', async ({
    page,
    signInAs,
  }) => {
    await signInAs('admin');
    const token = uniqueToken('plr');
    const company = await createThroughApi<{ id: string }>(page.request, '/api/companies', { name: `${token} Beta Holdings` });
    const contact = await createThroughApi<{ id: string }>(page.request, '/api/contacts', {
      first_name: 'Pia',
      last_name: token,
      email: `pia.${token}@e2e.keel.test`,
    });
    await openWorkspacePage(page, paths.dashboard);

    // The answer for the full text is held back until the test lets it go: no timing involved.
    const full = `${token} Beta`;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let asked: () => void = () => undefined;
    const requested = new Promise<void>((resolve) => {
      asked = resolve;
    });
    await page.route(
      (url) => url.pathname === '/api/search' && url.searchParams.get('q') === full,
      async (route) => {
        asked();
        await held;
        await route.continue();
      },
    );

    const input = await openPalette(page);
    await input.fill(token);
    // The older search's first hit is the contact.
    await expect(results(page).getByRole('option').first()).toHaveText(new RegExp(`Pia ${token}`));
    await expect(results(page).getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.type(' Beta');
    await requested;
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByText('Searching…')).toBeVisible();
    await expect(results(page).getByRole('option', { name: new RegExp(`Pia ${token}`) })).toHaveCount(0);

    release();
    await expect(page).toHaveURL(new RegExp(`/crm/companies/${company.id}$`));
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(page.url()).not.toContain(contact.id);
  });

  for (const role of ['user', 'sales_rep'] as const) {
    test(`${role}: finds contacts, companies and leads, never jobs, applicants or admin actions`, async ({ page, signInAs }) => {
      await signInAs('admin');
      const token = uniqueToken('plu');
      await seedEveryKind(page, token);

      await signInAs(role);
      await page.setViewportSize({ width: 375, height: 740 });
      await openWorkspacePage(page, paths.dashboard);
      const input = await openPalette(page);
      await input.fill(token);
      await expect(results(page).getByRole('group', { name: 'Funnel leads' })).toBeVisible();
      expect(await groupNames(page)).toEqual(['Contacts', 'Companies', 'Funnel leads']);
      await input.fill('import');
      await expect(page.getByText('No results for “import”.')).toBeVisible();
      await input.fill('new');
      await expect(results(page).getByRole('group', { name: 'Actions' }).getByRole('option')).toHaveText(['New company', /New contact/]);
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    });
  }
});
