import { paths } from '@keel/shared/paths';
import type { Locator } from '@playwright/test';
import { expect, type Page } from './fixtures';

/**
 * The Duplicates page lists the table's last scan (decision 0040), so a test scans again to see the
 * records it just made; `row` is a pair's row once the new scan is shown. Another test's scan may be
 * running (its progress shows instead of Rescan) or may have started before these records existed:
 * Rescan is pressed again until the pair is listed.
 */
export async function rescanUntilListed(page: Page, row: Locator) {
  await page.goto(paths.duplicates);
  await expect(page.getByRole('heading', { level: 1, name: 'Duplicates' })).toBeVisible();
  await expect(async () => {
    await page.getByRole('button', { name: 'Rescan' }).click({ timeout: 60_000 });
    await expect(row).toBeVisible({ timeout: 60_000 });
  }).toPass({ timeout: 170_000 });
}
