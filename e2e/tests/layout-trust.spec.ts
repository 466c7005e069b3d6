import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { paths } from '@keel/shared/paths';
import { createThroughApi, uniqueToken } from './crm-helpers';
import { expect, type Page, signInThroughForm, test, toast, uniqueEmail } from './fixtures';
import { expectNoWiderThanWindow } from './window-fit';

const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../screenshots-review');

/** Whether the centre of the element is what the page shows there (not covered by a sticky column). */
async function shownUncovered(page: Page, name: string) {
  const header = page.getByRole('columnheader', { name, exact: true });
  await expect(header).toBeVisible();
  return header.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const at = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return box.right <= window.innerWidth && (at === el || el.contains(at));
  });
}

test.describe('layout and small trust', () => {
  test.describe.configure({ timeout: 120_000 });

  test('All Contacts shows its six columns at 1280 px without sideways scrolling; a phone is a tel: link', async ({ page, signInAs }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs('sales_rep');
    const token = uniqueToken('ac');
    await createThroughApi(page.request, '/api/contacts', {
      first_name: 'Bartholomew',
      last_name: `Featherstonehaugh${token}`,
      email: `bartholomew.featherstonehaugh.${token}@a-rather-long-domain.example`,
      phone: '(512) 555-0177',
      last_contact_date: '2026-11-02',
    });
    await page.goto(`${paths.contacts}?q=${token}`);
    await expect(page.getByRole('row', { name: new RegExp(token) })).toBeVisible();
    for (const header of ['Name / Company', 'Email', 'Phone', 'Status', 'Sales Rep', 'Last Contact'])
      expect(await shownUncovered(page, header), `${header} is hidden`).toBe(true);
    const scroller = page.getByRole('table', { name: 'Contacts' }).locator('xpath=..');
    expect(await scroller.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    await expect(page.getByRole('link', { name: '(512) 555-0177' })).toHaveAttribute('href', 'tel:5125550177');
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.goto(paths.contacts);
    await expect(page.getByRole('table', { name: 'Contacts' }).getByRole('row').nth(1)).toBeVisible();
    await page.screenshot({ path: path.join(SHOTS, 'all-contacts-1280.png'), fullPage: true });
  });

  test("a new member's first sign-in shows no error and says Welcome", async ({ page, browser }) => {
    const email = uniqueEmail('first');
    const password = 'first-sign-in-1';
    const signUp = await browser.newContext();
    expect(
      (await signUp.request.post('/api/test-users', { data: { full_name: 'Nia Newcomer', email, password, role: 'user' } })).status(),
    ).toBe(201);
    await signUp.close();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(paths.login);
    await signInThroughForm(page, email, password);
    await expect(toast(page, 'Login Successful')).toContainText('Welcome');
    await expect(page.getByRole('button', { name: /My Default Dashboard/ })).toBeVisible();
    await expect(page.getByText('Welcome, Nia')).toBeVisible();
    await page.waitForTimeout(1500);
    const problems = await page.getByRole('alert').allInnerTexts();
    const toasts = await page
      .getByRole('region', { name: /Notifications/ })
      .locator('li')
      .allInnerTexts();
    expect([...problems, ...toasts.filter((t) => /error|could not|failed/i.test(t))]).toEqual([]);
  });

  for (const width of [1280, 375]) {
    test(`Outbox and Team are readable at ${width} px`, async ({ page, signInAs }) => {
      await page.setViewportSize({ width, height: 900 });
      await signInAs('admin');
      for (const route of [paths.outbox, paths.team]) {
        await page.goto(route);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expectNoWiderThanWindow(page, route);
        await page.screenshot({ path: path.join(SHOTS, `${route.split('/').pop()}-${width}.png`), fullPage: true });
      }
    });
  }
});
