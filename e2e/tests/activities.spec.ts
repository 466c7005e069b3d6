import { paths } from '@keel/shared/paths';
import { expect, type Page, test, toast } from './fixtures';
import { board, createLead, openLead, seriousViolations, unique } from './funnel-helpers';

/** Yesterday in the browser's (and this runner's) time zone, as a date input holds it. */
function yesterday(): string {
  const d = new Date();
  d.setDate(d.getDate() - 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

const group = (page: Page, name: RegExp) => page.getByRole('region', { name });

test.describe('activities and My Tasks', () => {
  test("a task due yesterday, created from a lead's timeline, is under Overdue in My Tasks and completes there", async ({
    page,
    signInAs,
  }) => {
    test.slow(); // a whole journey over three pages on a shared, loaded machine
    await signInAs('sales_rep');
    const firstColumn = (await board(page)).columns[0].title;
    const leadName = unique('Timeline lead');
    await createLead(page, leadName, firstColumn);
    const title = unique('Send the revised quote');

    await page.goto(paths.funnel);
    const dialog = await openLead(page, firstColumn, leadName);
    const composer = dialog.getByRole('form', { name: 'New activity' });
    await composer.getByLabel('Activity type').selectOption('task');
    await composer.getByLabel('Task title').fill(title);
    await composer.getByLabel('Due date').fill(yesterday());
    await composer.getByLabel('Priority').selectOption('High');
    await composer.getByRole('button', { name: 'Create Task' }).click();
    await expect(toast(page, 'Task created')).toBeVisible();
    await expect(dialog.getByRole('list', { name: 'Timeline' }).getByText(title, { exact: true })).toBeVisible();

    await page.goto(paths.tasks);
    const overdue = group(page, /^Overdue/);
    await expect(overdue.getByText(title, { exact: true })).toBeVisible();
    await expect(overdue.getByRole('link', { name: leadName })).toBeVisible();
    await overdue.getByRole('checkbox', { name: `Complete task: ${title}` }).click();
    await expect(toast(page, 'Task completed')).toBeVisible();
    await expect(group(page, /^Done/).getByText(title, { exact: true })).toBeVisible();
    await expect(overdue.getByText(title, { exact: true })).toHaveCount(0);
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 740 },
  ]) {
    test(`My Tasks at ${viewport.width} px has no serious axe violations and fits the window`, async ({ page, signInAs }) => {
      await page.setViewportSize(viewport);
      await signInAs('user');
      await page.goto(paths.tasks);
      await expect(page.getByRole('heading', { level: 1, name: 'My Tasks' })).toBeVisible();
      await expect(group(page, /^Overdue/)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    });
  }
});
