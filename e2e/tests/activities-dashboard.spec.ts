import type { Browser } from '@playwright/test';
import { paths } from '@keel/shared/paths';
import { createThroughApi, uniqueToken } from './crm-helpers';
import { demoUser, expect, type Page, signedInPage, test, toast, uniqueEmail } from './fixtures';
import { board, createLead, dragCard, openLead, revealCard, unique } from './funnel-helpers';

/** Yesterday in the browser's (and this runner's) time zone, as a date input holds it. */
function yesterday(): string {
  const d = new Date();
  d.setDate(d.getDate() - 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** A fresh member (demo-mode test sign-up), signed in: their tasks are only the ones the test gives them. */
async function signInAsNewMember(page: Page) {
  const email = uniqueEmail('reminders');
  const created = await page.request.post('/api/test-users', {
    data: { full_name: 'Rémi Minder', email, password: 'reminders-e2e-1', role: 'sales_rep' },
  });
  expect(created.status()).toBe(201);
  expect((await page.request.post('/api/session', { data: { email, password: 'reminders-e2e-1' } })).status()).toBe(200);
}

/** Another person's browser, signed in as the demo admin. */
async function adminElsewhere(browser: Browser) {
  return (await signedInPage(browser, 'admin')).context;
}

test.describe('activities on record pages and dashboards', () => {
  test.describe.configure({ timeout: 90_000 });
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a task due yesterday on a contact shows in the dashboard's reminders widget, overdue, and completes there", async ({ page }) => {
    await signInAsNewMember(page);
    const token = uniqueToken('rem');
    const contact = await createThroughApi<{ id: string }>(page.request, '/api/contacts', {
      first_name: 'Tess',
      last_name: `Task${token}`,
      email: `tess${token}@example.test`,
    });
    const title = unique('Call Tess back');

    await page.goto(paths.contact(contact.id));
    const composer = page.getByRole('form', { name: 'New activity' });
    await composer.getByLabel('Activity type').selectOption('task');
    await composer.getByLabel('Task title').fill(title);
    await composer.getByLabel('Due date').fill(yesterday());
    await composer.getByRole('button', { name: 'Create Task' }).click();
    await expect(toast(page, 'Task created')).toBeVisible();

    const dashboard = await (await page.request.post('/api/dashboards/default')).json();
    expect((await page.request.post(`/api/dashboards/${dashboard.id}/widgets`, { data: { type: 'remindersList' } })).status()).toBe(201);
    await page.goto(paths.dashboard);
    const reminders = page.getByRole('region', { name: 'New Reminders List', exact: true });
    const overdue = reminders.getByRole('region', { name: 'Overdue' });
    await expect(overdue.getByText(title, { exact: true })).toBeVisible();
    await expect(overdue.getByText('Yesterday')).toBeVisible();
    await expect(overdue.getByRole('link', { name: `Tess Task${token}` })).toHaveAttribute('href', paths.contact(contact.id));
    await overdue.getByRole('checkbox', { name: `Complete task: ${title}` }).click();
    await expect(toast(page, 'Task completed')).toBeVisible();
    await expect(reminders.getByText('No open tasks due in the next 14 days. You are all caught up.')).toBeVisible();
  });

  test("a lead moved on the funnel board shows the stage change in its editor's timeline", async ({ page, signInAs }) => {
    await signInAs('sales_rep');
    const [first, second] = (await board(page)).columns.map((c) => c.title);
    const name = unique('Moving lead');
    await createLead(page, name, first);
    await page.goto(paths.funnel);
    await revealCard(page, first, name);
    await dragCard(page, name, second);
    const dialog = await openLead(page, second, name);
    await expect(
      dialog
        .getByRole('list', { name: 'Timeline' })
        .getByText(`${demoUser('sales_rep').fullName} moved the lead from “${first}” to “${second}”.`),
    ).toBeVisible();
  });

  test("a contact's timeline shows, without a reload, a note someone else writes and then edits", async ({ page, signInAs, browser }) => {
    await signInAs('sales_rep');
    const token = uniqueToken('live');
    const contact = await createThroughApi<{ id: string }>(page.request, '/api/contacts', {
      first_name: 'Liv',
      last_name: `Live${token}`,
      email: `liv${token}@example.test`,
    });
    const streamOpen = page.waitForResponse((res) => res.url().includes('/api/events') && res.status() === 200);
    await page.goto(paths.contact(contact.id));
    const timeline = page.getByRole('list', { name: 'Timeline' });
    await expect(timeline).toBeVisible();
    await streamOpen;

    const other = await adminElsewhere(browser);
    try {
      const written = await other.request.post('/api/activities', {
        data: { kind: 'note', body: `Spoke to Liv ${token}`, links: [{ type: 'contact', id: contact.id }] },
      });
      expect(written.status()).toBe(201);
      await expect(timeline.getByText(`Spoke to Liv ${token}`)).toBeVisible();
      const note = await written.json();
      expect(
        (
          await other.request.put(`/api/activities/${note.id}`, {
            data: { kind: 'note', body: `Spoke to Liv twice ${token}`, version: note.version },
          })
        ).status(),
      ).toBe(200);
      await expect(timeline.getByText(`Spoke to Liv twice ${token}`)).toBeVisible();
    } finally {
      await other.close();
    }

    // My own note, edited in place.
    const composer = page.getByRole('form', { name: 'New activity' });
    await composer.getByLabel('Note').fill(`My note ${token}`);
    await composer.getByRole('button', { name: 'Add Note' }).click();
    await timeline
      .getByRole('listitem')
      .filter({ hasText: `My note ${token}` })
      .getByRole('button', { name: 'Edit note' })
      .click();
    const editor = timeline.getByRole('form', { name: 'Edit note' });
    await editor.getByLabel('Note').fill(`My corrected note ${token}`);
    await editor.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Note updated')).toBeVisible();
    await expect(timeline.getByText(`My corrected note ${token}`)).toBeVisible();
  });
});
