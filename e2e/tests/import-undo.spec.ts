import { paths } from '@keel/shared/paths';
import { expect, test, toast } from './fixtures';
import { seriousViolations, uniqueToken } from './crm-helpers';
import { expectWorkspaceFrame } from './workspace-helpers';

test.describe('import history and undo (decision 0032)', () => {
  test('import companies on Companies I/E, undo the import from its history, and the companies are gone', async ({ page, signInAs }) => {
    await signInAs('admin');
    const token = uniqueToken('undo');
    const fileName = `undo-${token}.csv`;
    const csv = ['name,city', `Undo Alpha ${token},Austin`, `Undo Beta ${token},Boston`].join('\n');

    await page.goto(paths.dataManagement);
    await page.getByRole('tab', { name: 'Companies I/E' }).click();
    await page.getByLabel('CSV file to import').setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(toast(page, 'File Loaded')).toContainText(`2 records found in ${fileName}. Ready for preview.`);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(toast(page, 'Import Complete')).toContainText('2 new companies imported, 0 updated, 0 skipped.');

    const row = page.getByLabel('Company import history').locator('tr', { hasText: fileName });
    await expect(row).toContainText('2 / 0 / 0');
    await expect(row).toContainText('Completed');
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(row.getByRole('button', { name: `Undo import of ${fileName}`, exact: false })).toBeVisible();
      await expectWorkspaceFrame(page, paths.dataManagement, width < 768);
      expect(await seriousViolations(page), `axe at ${width}`).toEqual([]);
    }

    await row.getByRole('button', { name: `Undo import of ${fileName}`, exact: false }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Undo Import' });
    await expect(dialog).toContainText('2 new companies will be removed and 0 updated companies restored');
    await dialog.getByRole('button', { name: 'Undo Import' }).click();
    await expect(toast(page, 'Import Undone')).toContainText('2 removed, 0 restored, 0 left as they are.');
    await expect(row).toContainText('Undone');
    await expect(row.getByRole('button', { name: `Undo import of ${fileName}`, exact: false })).toHaveCount(0);

    await page.goto(`${paths.companies}?q=${token}`);
    await expect(page.getByText('No companies found matching your criteria.')).toBeVisible();
  });
});
