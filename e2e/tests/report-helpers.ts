import { paths } from '@keel/shared/paths';
import type { Page } from './fixtures';

/** A month as the reports label it ('Nov 2026'). */
export const monthLabel = (date: Date) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);

/**
 * Fills the report builder at /crm/saved-reports with 'Won deal value by month' (a report of decision 0028) as a bar
 * chart, limited to the leads whose name contains `token`; the caller saves or runs it.
 */
export async function draftWonDealValueReport(page: Page, name: string, token: string) {
  await page.goto(paths.savedReports);
  await page.getByRole('button', { name: 'Create New Report' }).click();
  await page.getByLabel('Report name').fill(name);
  await page.getByLabel('Records').selectOption({ label: 'Funnel leads' });
  await page.getByRole('button', { name: 'Add Filter' }).click();
  await page.getByLabel('Filter 1 field').selectOption({ label: 'Stage' });
  // Stages are picked from the funnel's own list (decision 0060).
  await page.getByLabel('Filter 1 value').selectOption('Closed Won');
  await page.getByRole('button', { name: 'Add Filter' }).click();
  await page.getByLabel('Filter 2 field').selectOption({ label: 'Lead Name' });
  await page.getByLabel('Filter 2 operator').selectOption({ label: 'contains' });
  await page.getByLabel('Filter 2 value').fill(token);
  await page.getByLabel('Group by').selectOption({ label: 'Last Updated' });
  await page.getByLabel('Period').selectOption({ label: 'Month' });
  await page.getByLabel('Measure').selectOption({ label: 'Sum' });
  await page.getByLabel('Of field').selectOption({ label: 'Deal Value' });
  await page.getByLabel('View').selectOption({ label: 'Bar chart' });
}
