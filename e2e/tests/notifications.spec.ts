import { paths } from '@keel/shared/paths';
import { createThroughApi, seriousViolations, uniqueToken } from './crm-helpers';
import { demoUser, expect, type Page, signedInPage, test, toast } from './fixtures';

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications, / });

test.describe('notifications', () => {
  test("a note @mentioning a member raises that member's bell without a reload, and its link opens the contact", async ({ browser }) => {
    test.slow(); // two browsers on a shared, loaded machine
    const writer = await signedInPage(browser, 'admin');
    const reader = await signedInPage(browser, 'user');
    try {
      const token = uniqueToken('nt');
      const contact = await createThroughApi<{ id: string }>(writer.page.request, '/api/contacts', {
        first_name: 'Mina',
        last_name: `Harker${token}`,
        email: `mina.${token}@e2e.keel.test`,
      });
      // The reader starts with nothing unread, on a workspace page with the live stream open.
      expect((await reader.context.request.post('/api/notifications/read-all')).status()).toBe(200);
      const streamOpened = reader.page.waitForResponse((res) => res.url().includes('/api/events') && res.status() === 200);
      await reader.page.goto(paths.tasks);
      await streamOpened;
      await expect(bell(reader.page)).toHaveAccessibleName('Notifications, none unread');
      await reader.page.evaluate(() => ((window as unknown as { liveMark: boolean }).liveMark = true));

      await writer.page.goto(paths.contact(contact.id));
      const composer = writer.page.getByRole('form', { name: 'New activity' });
      const text = composer.getByRole('combobox', { name: 'Note' });
      const reader$ = demoUser('user');
      await text.fill('Please call her back, ');
      await text.pressSequentially(`@${reader$.fullName.slice(0, 8)}`);
      await expect(composer.getByRole('option', { name: reader$.fullName })).toBeVisible();
      await text.press('Enter');
      await expect(text).toHaveValue(`Please call her back, @${reader$.fullName} `);
      await composer.getByRole('button', { name: 'Add Note' }).click();
      await expect(toast(writer.page, 'Note added')).toBeVisible();
      await expect(writer.page.getByRole('list', { name: 'Timeline' }).getByText(`@${reader$.fullName}`)).toBeVisible();

      await expect(bell(reader.page)).toHaveAccessibleName('Notifications, 1 unread');
      expect(await reader.page.evaluate(() => (window as unknown as { liveMark?: boolean }).liveMark === true)).toBe(true);
      await bell(reader.page).click();
      const list = reader.page.getByRole('dialog', { name: 'Notifications' });
      await list.getByRole('link', { name: new RegExp(`mentioned you in a note on Mina Harker${token}`) }).click();
      // The record opens at the note (decision 0063): the address names it and the timeline marks it.
      await expect(reader.page).toHaveURL(new RegExp(`${paths.contact(contact.id)}#activity-[0-9a-f-]{36}$`));
      await expect(reader.page.getByRole('heading', { level: 1, name: `Mina Harker${token}` })).toBeVisible();
      await expect(reader.page.locator('[data-targeted="true"]')).toContainText(`@${reader$.fullName}`);
      await expect(bell(reader.page)).toHaveAccessibleName('Notifications, none unread');
    } finally {
      await writer.context.close();
      await reader.context.close();
    }
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 740 },
  ]) {
    test(`the open bell at ${viewport.width} px has no serious axe violations and fits the window`, async ({ page, signInAs }) => {
      await page.setViewportSize(viewport);
      await signInAs('sales_rep');
      await page.goto(paths.tasks);
      await bell(page).click();
      const list = page.getByRole('dialog', { name: 'Notifications' });
      await expect(list.getByRole('heading', { name: 'Notifications' })).toBeVisible();
      await expect(list.getByText('Loading…')).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
      const widths = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
        listRight: document.querySelector('[role="dialog"][aria-label="Notifications"]')!.getBoundingClientRect().right,
      }));
      expect(widths.scrollWidth).toBeLessThanOrEqual(widths.innerWidth);
      expect(widths.listRight).toBeLessThanOrEqual(widths.innerWidth);
    });
  }
});
