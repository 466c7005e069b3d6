import { paths } from '@keel/shared/paths';
import { demoUser, expect, test, toast } from './fixtures';
import { createThroughApi, uniqueToken } from './crm-helpers';

/** List power tools (decision 0022) and phone layout of the lists. */
for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test.describe(`lists at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('filter, save the view, reopen it as a tab', async ({ page, signInAs }) => {
      await signInAs('sales_rep');
      const token = uniqueToken('lv');
      await createThroughApi(page.request, '/api/contacts', {
        first_name: 'Filt',
        last_name: `Inq${token}`,
        email: `inq.${token}@e2e.keel.test`,
        is_inquiry: true,
      });
      await createThroughApi(page.request, '/api/contacts', {
        first_name: 'Filt',
        last_name: `Act${token}`,
        email: `act.${token}@e2e.keel.test`,
      });

      await page.goto(paths.contacts);
      await page.getByRole('searchbox', { name: 'Search contacts' }).fill(token);
      // The search reaches the URL after its debounce; the view saves what the URL holds.
      await expect(page).toHaveURL(new RegExp(`q=${token}`));
      const addFilter = page.getByRole('form', { name: 'Add a filter' });
      await addFilter.getByLabel('Filter field').selectOption('status');
      await addFilter.getByLabel('Value').selectOption('Inquiry');
      await addFilter.getByRole('button', { name: 'Add filter' }).click();
      await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('Status is Inquiry');
      const table = page.getByRole('table', { name: 'Contacts' });
      await expect(table.getByText(`Filt Inq${token}`)).toBeVisible();
      await expect(table.getByText(`Filt Act${token}`)).toHaveCount(0);

      await page.getByRole('button', { name: 'Save view' }).click();
      await page.getByLabel('View name').fill(`Inquiries ${token}`);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(toast(page, 'View Saved')).toBeVisible();
      const tab = page.getByRole('tab', { name: `Inquiries ${token}` });
      await expect(tab).toHaveAttribute('aria-selected', 'true');

      await page.getByRole('tab', { name: 'All' }).click();
      await expect(page.getByRole('list', { name: 'Active filters' })).toHaveCount(0);
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('searchbox', { name: 'Search contacts' })).toHaveValue(token);
      await expect(table.getByText(`Filt Inq${token}`)).toBeVisible();
      await expect(table.getByText(`Filt Act${token}`)).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });

    test('select rows and delete them with one confirmation', async ({ page, signInAs }) => {
      await signInAs('recruiter');
      const token = uniqueToken('bd');
      for (const n of ['One', 'Two', 'Keep']) {
        await createThroughApi(page.request, '/api/jobs', {
          title: `${n} ${token}`,
          description: 'd',
          requirements: 'r',
          status: 'Open',
          openings: 1,
        });
      }
      await page.goto(paths.jobs);
      await page.getByRole('searchbox', { name: 'Search job postings' }).fill(token);
      const table = page.getByRole('table', { name: 'Job postings' });
      await expect(table.getByText(`Keep ${token}`)).toBeVisible();
      await page.getByRole('checkbox', { name: `Select One ${token}` }).check();
      await page.getByRole('checkbox', { name: `Select Two ${token}` }).check();
      await expect(page.getByRole('region', { name: 'Bulk actions' })).toContainText('2 selected');
      await page.getByRole('button', { name: 'Delete selected' }).click();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toContainText('Are you sure? This action cannot be undone.');
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await expect(toast(page, 'Jobs Updated')).toBeVisible();
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      await expect(table.getByText(`One ${token}`)).toHaveCount(0);
      await expect(table.getByText(`Two ${token}`)).toHaveCount(0);
      await expect(table.getByText(`Keep ${token}`)).toBeVisible();
    });
  });
}

test('bulk: tag and assign a sales rep to selected contacts', async ({ page, signInAs }) => {
  await signInAs('admin');
  const token = uniqueToken('ba');
  for (const n of ['One', 'Two']) {
    await createThroughApi(page.request, '/api/contacts', {
      first_name: n,
      last_name: `Bulk${token}`,
      email: `${n.toLowerCase()}.${token}@e2e.keel.test`,
    });
  }
  await page.goto(paths.contacts);
  await page.getByRole('searchbox', { name: 'Search contacts' }).fill(token);
  await expect(page).toHaveURL(new RegExp(`q=${token}`));
  const table = page.getByRole('table', { name: 'Contacts' });
  await expect(table.getByText(`Two Bulk${token}`)).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
  const bar = page.getByRole('region', { name: 'Bulk actions' });
  await expect(bar).toContainText('2 selected');
  await bar.getByLabel('Tag').fill(`t${token}`);
  await bar.getByRole('button', { name: 'Add tag' }).click();
  await expect(toast(page, 'Contacts Updated')).toContainText('Tag added to 2.');
  await bar.getByLabel('Sales rep').selectOption({ label: demoUser('sales_rep').fullName });
  await bar.getByRole('button', { name: 'Assign sales rep' }).click();
  await expect(toast(page, 'Contacts Updated').last()).toContainText('Sales rep assigned to 2.');
  await expect(table.locator('tbody tr').filter({ hasText: demoUser('sales_rep').fullName })).toHaveCount(2);
  // The tag filter finds both.
  const addFilter = page.getByRole('form', { name: 'Add a filter' });
  await addFilter.getByLabel('Filter field').selectOption('tags');
  await addFilter.getByLabel('Value').fill(`t${token}`);
  await addFilter.getByRole('button', { name: 'Add filter' }).click();
  await expect(table.locator('tbody tr')).toHaveCount(2);
});

test.describe('lists on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('rows render as cards with their actions in view, no sideways page scroll', async ({ page, signInAs }) => {
    await signInAs('admin');
    const token = uniqueToken('cd');
    await createThroughApi(page.request, '/api/companies', { name: `Cardco ${token}`, website: 'cardco.example', city: 'Austin' });
    await createThroughApi(page.request, '/api/contacts', {
      first_name: 'Card',
      last_name: `Row${token}`,
      email: `card.${token}@e2e.keel.test`,
    });
    await createThroughApi(page.request, '/api/jobs', {
      title: `Card job ${token}`,
      description: 'd',
      requirements: 'r',
      status: 'Open',
      openings: 1,
    });
    await createThroughApi(page.request, '/api/applicants', {
      first_name: 'Card',
      last_name: `Appl${token}`,
      email: `appl.${token}@e2e.keel.test`,
    });
    for (const [path, search, del] of [
      [paths.contacts, 'Search contacts', `Delete Card Row${token}`],
      [paths.companies, 'Search companies', `Delete Cardco ${token}`],
      [paths.jobs, 'Search job postings', `Delete Card job ${token}`],
      [paths.applicants, 'Search applicants', `Delete Card Appl${token}`],
    ] as const) {
      await page.goto(path);
      await page.getByRole('searchbox', { name: search }).fill(token);
      const button = page.getByRole('button', { name: del });
      // The actions sit within the phone's width before anything scrolls sideways ...
      const box = (await button.boundingBox())!;
      expect(box.x, path).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, path).toBeLessThanOrEqual(375);
      // ... so scrolling down brings them into view.
      await button.scrollIntoViewIfNeeded();
      await expect(button).toBeInViewport({ ratio: 1 });
      // The header row is hidden: each row is a card that shows its own labels.
      await expect(page.locator('thead').first()).toBeHidden();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
    }
  });

  test('the jobs empty state is not cut off', async ({ page, signInAs }) => {
    await signInAs('recruiter');
    await page.goto(paths.jobs);
    await page.getByRole('searchbox', { name: 'Search job postings' }).fill(uniqueToken('none'));
    const empty = page.getByText('No job postings found.');
    // Below notices and filters on a phone: scrolled to, it must show whole, not cut off at the side.
    await empty.scrollIntoViewIfNeeded();
    await expect(empty).toBeInViewport({ ratio: 1 });
    const box = (await empty.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  });
});
