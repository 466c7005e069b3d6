import { paths } from '@keel/shared/paths';
import { expect, test, type Page } from './fixtures';
import { createThroughApi, uniqueToken } from './crm-helpers';
import { openWorkspacePage } from './workspace-helpers';

/** The visible column headings of the page's tables: as written, and as the browser shows them (CSS text-transform applied). */
async function headings(page: Page) {
  return page.locator('thead th').evaluateAll((cells) =>
    cells
      // Headings only screen readers hear (e.g. 'Actions') are left out: nobody sees their casing.
      .filter((cell) => !Array.from(cell.querySelectorAll('.sr-only')).some((hidden) => hidden.textContent === cell.textContent))
      .map((cell) => ({ written: (cell.textContent ?? '').trim(), shown: (cell as HTMLElement).innerText.trim() }))
      .filter((h) => h.shown !== ''),
  );
}

/** Title Case: each word starts with a capital (or a digit), a '/' stands alone. */
const isTitleCase = (text: string) => text.split(/\s+/).every((word) => word === '/' || /^[A-Z0-9]/.test(word));

test.describe('small things a user notices', () => {
  test('table headers use one casing everywhere: Title Case as the product writes them, never shouted in capitals', async ({
    page,
    signInAs,
  }) => {
    test.setTimeout(120_000); // eight pages on a busy machine
    await signInAs('admin');
    // Something in the audit trail, so its table is there.
    await createThroughApi(page.request, '/api/companies', { name: uniqueToken('Casing Co') });
    const tables: Array<{ path: string; open?: (page: Page) => Promise<void> }> = [
      { path: paths.contacts },
      { path: paths.companies },
      { path: paths.jobs },
      { path: paths.applicants },
      { path: paths.team },
      { path: paths.reporting },
      { path: paths.dataManagement, open: (p) => p.getByRole('tab', { name: 'Audit Trail' }).click() },
      { path: paths.dashboard },
    ];
    for (const { path, open } of tables) {
      await openWorkspacePage(page, path);
      await open?.(page);
      await expect(page.locator('thead th').first(), path).toBeVisible();
      const found = await headings(page);
      expect(found.length, `${path} has column headings`).toBeGreaterThan(0);
      for (const h of found) {
        expect(h.shown, `${path}: '${h.written}' is shown as written`).toBe(h.written);
        expect(isTitleCase(h.written), `${path}: '${h.written}' is Title Case`).toBe(true);
      }
    }
  });

  test('every file picker is styled like the rest: a labelled, hidden input opened by a real button from the keyboard', async ({
    page,
    signInAs,
  }) => {
    test.setTimeout(90_000);
    await signInAs('admin');
    const pickers = [
      { path: paths.clientLogos, button: 'choose files' },
      { path: paths.dataManagement, button: 'choose a file' },
      { path: paths.settings, button: 'Change avatar' },
      { path: paths.newApplicant, button: 'choose a resume file' },
    ];
    for (const { path, button } of pickers) {
      await openWorkspacePage(page, path);
      const inputs = page.locator('input[type=file]');
      await expect(inputs, path).toHaveCount(1);
      // The browser's own unstyled control is not shown…
      const box = await inputs.first().boundingBox();
      expect(box === null || (box.width <= 1 && box.height <= 1), `${path}: the raw file input is hidden`).toBe(true);
      // …but it is labelled, and a real button opens the file dialog with Enter.
      expect(
        await inputs.first().evaluate((el: HTMLInputElement) => el.labels?.length || el.getAttribute('aria-label')),
        `${path}: the file input is labelled`,
      ).toBeTruthy();
      // Once the page has its data: a section re-rendered as it arrives replaces the button, and the
      // focus with it (in two CI runs the first Enter opened nothing, and the test waited 90 s).
      await expect(page.getByRole('status').filter({ hasText: /^Loading/ }), path).toHaveCount(0);
      const pick = page.getByRole('button', { name: button });
      await expect(async () => {
        const chooser = page.waitForEvent('filechooser', { timeout: 5_000 });
        await pick.press('Enter');
        expect((await chooser).element(), path).toBeTruthy();
      }, path).toPass({ timeout: 30_000 });
    }
  });
});
