import { CANNOT_DELETE_STAGE } from '@keel/shared/funnel';
import { expect, test, toast } from './fixtures';
import { board, cardIn, column, createLead, dragCard, openLead, revealCard, seriousViolations, unique } from './funnel-helpers';

test.describe('sales funnel', () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('sales_rep');
  });

  test('shows the five default columns with counts and totals, and the three demo leads', async ({ page }) => {
    await page.goto('/crm/funnel');
    await expect(page.getByRole('heading', { level: 1, name: 'Sales Funnel' })).toBeVisible();
    for (const title of ['New Inquiry', 'Contacted', 'Proposal Sent', 'Closed Won', 'Closed Lost']) {
      await expect(column(page, title)).toBeVisible();
    }
    await revealCard(page, 'New Inquiry', 'Parent Portal and SIS Integration');
    await revealCard(page, 'Contacted', 'Compliance Reporting Automation');
    await revealCard(page, 'Proposal Sent', 'Tenant CRM Implementation');
    const proposal = column(page, 'Proposal Sent');
    await expect(proposal.getByTestId('column-summary')).toContainText(/\d+ leads?/);
    await expect(proposal.getByTestId('column-summary')).toContainText('$');
    const card = page.getByTestId('lead-card').filter({ hasText: 'Tenant CRM Implementation' });
    await expect(card).toContainText('Harborview Properties');
    await expect(card).toContainText('$68,000');
    await expect(card).toContainText('Low');
    await expect(card).toContainText('Sam Rivera');
  });

  test('a card dragged to another column stays there after a reload, with status, sales stage and tags updated', async ({ page }) => {
    // A window wide enough for 'New Inquiry' and 'Closed Won' to show side by side beside the workspace sidebar.
    await page.setViewportSize({ width: 1600, height: 900 });
    const name = unique('Drag me');
    await createLead(page, name, 'New Inquiry', { leadSource: 'Referral', tags: ['old'] });
    await page.goto('/crm/funnel');
    await revealCard(page, 'New Inquiry', name);
    const moved = page.waitForResponse((r) => r.url().includes('/move') && r.request().method() === 'POST');
    await dragCard(page, name, 'Closed Won');
    await revealCard(page, 'Closed Won', name);
    expect((await moved).status()).toBe(200);

    await page.reload();
    await revealCard(page, 'Closed Won', name);
    await expect(cardIn(page, 'New Inquiry', name)).toHaveCount(0);
    const editor = await openLead(page, 'Closed Won', name);
    // Status and Sales Stage follow the column (decision 0025): the editor shows the stage.
    await expect(editor.getByLabel('Stage', { exact: true }).locator('option:checked')).toHaveText('Closed Won');
    await expect(editor.getByLabel('Tags')).toHaveValue('Referral, Closed Won');
  });

  test('a card moves with the keyboard alone: pick up, arrow to the next column, drop', async ({ page }) => {
    const name = unique('Keyboard');
    await createLead(page, name, 'Contacted');
    await page.goto('/crm/funnel');
    const handle = page.getByRole('button', { name: `Move ${name}`, exact: true });
    // dnd-kit's live region says where the card is after each key, as a screen reader would hear it.
    const announcement = page.locator('[id^="DndLiveRegion"]');
    await handle.focus();
    await page.keyboard.press('Space');
    await expect(announcement).toContainText(`Lead ${name} is at position 1`);
    await page.keyboard.press('ArrowRight');
    await expect(announcement).toContainText('in column Proposal Sent');
    await page.keyboard.press('Space');
    await expect(announcement).toContainText(`Lead ${name} was dropped`);
    await revealCard(page, 'Proposal Sent', name);
    await expect
      .poll(async () => (await board(page)).columns.find((c) => c.title === 'Proposal Sent')!.cards.some((c) => c.name === name))
      .toBe(true);
    await page.reload();
    await revealCard(page, 'Proposal Sent', name);
  });

  test("a card moves through its actions menu ('Move to…'), also by keyboard", async ({ page }) => {
    const name = unique('Menu');
    await createLead(page, name, 'New Inquiry');
    await page.goto('/crm/funnel');
    await page.getByRole('button', { name: `Actions for ${name}` }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Move up' })).toBeDisabled();
    await page.getByRole('menuitem', { name: 'Closed Lost' }).focus();
    await page.keyboard.press('Enter');
    // A lost stage asks why first (decision 0060): the first reason has the focus, Space picks it, Enter confirms.
    await expect(page.getByRole('dialog', { name: 'Why was this deal lost?' }).getByRole('radio').first()).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Enter');
    await revealCard(page, 'Closed Lost', name);
    // Focus follows the card to its new column, so a keyboard user carries on from there.
    await expect(page.getByRole('button', { name: `Move ${name}`, exact: true })).toBeFocused();
    await page.reload();
    await revealCard(page, 'Closed Lost', name);
  });

  test('a move the server refuses is rolled back with an error toast', async ({ page }) => {
    const name = unique('Refused');
    await createLead(page, name, 'New Inquiry');
    await page.goto('/crm/funnel');
    await page.route('**/api/funnel/leads/*/move', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'CONFLICT', message: 'Someone else moved this lead.' }),
      }),
    );
    await page.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Contacted' }).click();
    await expect(toast(page, 'Error updating lead')).toContainText('Someone else moved this lead.');
    await revealCard(page, 'New Inquiry', name);
    await expect(cardIn(page, 'Contacted', name)).toHaveCount(0);
  });

  test('stages are created, renamed, recoloured, reordered and deleted; a stage with leads is not deleted', async ({ page }) => {
    test.slow(); // a whole journey of a dozen steps: three times the usual budget
    const title = unique('Stage');
    await page.goto('/crm/funnel');
    await page.getByRole('button', { name: 'Add Stage' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Stage' });
    await dialog.getByLabel('Stage title').fill(title);
    await dialog.getByRole('button', { name: /^Pink/ }).click();
    await dialog.getByRole('button', { name: 'Create Stage' }).click();
    await expect(toast(page, 'Stage Created!')).toBeVisible();
    await expect(column(page, title)).toBeVisible();

    const renamed = `${title} (renamed)`;
    await page.getByRole('button', { name: `Actions for stage ${title}` }).click();
    await page.getByRole('menuitem', { name: 'Edit stage' }).click();
    const edit = page.getByRole('dialog', { name: `Edit Stage: ${title}` });
    await edit.getByLabel('Stage title').fill(renamed);
    await edit.getByRole('button', { name: /^Green/ }).click();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Stage Updated!')).toBeVisible();
    await expect(column(page, renamed)).toBeVisible();

    await page.getByRole('button', { name: `Actions for stage ${renamed}` }).click();
    await page.getByRole('menuitem', { name: 'Move stage left' }).click();
    await expect
      .poll(async () => (await board(page)).columns.map((c) => c.title).indexOf(renamed))
      .toBe((await board(page)).columns.length - 2);

    await createLead(page, unique('Blocks delete'), renamed);
    await page.reload();
    await page.getByRole('button', { name: `Actions for stage ${renamed}` }).click();
    await page.getByRole('menuitem', { name: 'Delete stage' }).click();
    await expect(toast(page, CANNOT_DELETE_STAGE.title)).toContainText(CANNOT_DELETE_STAGE.description);
    await expect(column(page, renamed)).toBeVisible();

    const empty = unique('Empty');
    await page.request.post('/api/funnel/stages', { data: { title: empty, color: '#64748B' } });
    await page.reload();
    await page.getByRole('button', { name: `Actions for stage ${empty}` }).click();
    await page.getByRole('menuitem', { name: 'Delete stage' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Stage Deleted!')).toBeVisible();
    await expect(column(page, empty)).toHaveCount(0);
  });

  test('a lead is created from the board, edited in every group, and deleted after confirmation', async ({ page }) => {
    test.slow(); // a whole journey of a dozen steps: three times the usual budget
    const name = unique('New lead');
    await page.goto('/crm/funnel');
    await page.getByRole('button', { name: 'Add lead to Contacted' }).click();
    const create = page.getByRole('dialog', { name: 'New Lead in Contacted' });
    await expect(create.getByLabel('Priority')).toHaveValue('Medium');
    await expect(create.getByLabel('Lead Source')).toHaveValue('N/A');
    await expect(create.getByLabel('Industry')).toHaveValue('Other');
    await expect(create.getByLabel('Stage', { exact: true }).locator('option:checked')).toHaveText('Contacted');
    await expect(create.getByLabel('Assigned Sales Rep')).toHaveValue('');
    await create.getByRole('button', { name: 'Create Lead' }).click();
    await expect(create.getByText('Deal name is required.')).toBeVisible();
    await create.getByLabel('Deal Name').fill(name);
    await create.getByLabel('Deal Value (USD)').fill('25000');
    await create.getByRole('button', { name: 'Create Lead' }).click();
    await expect(toast(page, 'Lead Created!')).toBeVisible();
    await revealCard(page, 'Contacted', name);

    const editor = await openLead(page, 'Contacted', name);
    await editor.getByLabel('Priority').selectOption('High');
    await editor.getByLabel('Assigned Sales Rep').selectOption({ label: 'Sam Rivera' });
    await editor.getByLabel('Next Contact Date').fill('2030-01-15');
    await editor.getByLabel('First Name').fill('Grace');
    await editor.getByLabel('Industry').selectOption('Technology');
    await editor.getByLabel('Business Address: City').fill('Arlington');
    await editor.getByLabel('Lead Source').selectOption('Event');
    await editor.getByLabel('Meeting Notes').fill('Met at the conference.');
    await editor.getByLabel('Website').fill('not a url');
    await editor.getByRole('button', { name: 'Save Changes' }).click();
    await expect(editor.getByText('Please enter a full web address, like https://example.com.')).toBeVisible();
    await editor.getByLabel('Website').fill('https://hopper.example');
    await editor.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Lead Updated!')).toBeVisible();
    const card = page.getByTestId('lead-card').filter({ hasText: name });
    await expect(card).toContainText('High');
    await expect(card).toContainText('Sam Rivera');
    await expect(card).toContainText('Jan 15, 2030');

    await page.reload();
    const reopened = await openLead(page, 'Contacted', name);
    await expect(reopened.getByLabel('Business Address: City')).toHaveValue('Arlington');
    await expect(reopened.getByLabel('Meeting Notes')).toHaveValue('Met at the conference.');
    await expect(reopened.getByText('Last Modified By:')).toBeVisible();
    await reopened.getByRole('button', { name: 'Delete Lead' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Are you sure? This action cannot be undone.' })).toBeVisible();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Lead Deleted!')).toBeVisible();
    await expect(cardIn(page, 'Contacted', name)).toHaveCount(0);
    await page.reload();
    await expect(column(page, 'Contacted')).toBeVisible();
    await expect(cardIn(page, 'Contacted', name)).toHaveCount(0);
  });

  test('a long column is paged and virtualised: few cards in the page, more load on scroll', async ({ page }) => {
    test.slow(); // a whole journey of a dozen steps: three times the usual budget
    const stage = unique('Long');
    const created = await page.request.post('/api/funnel/stages', { data: { title: stage, color: '#0EA5E9' } });
    const stageId = (await created.json()).id;
    for (let batch = 0; batch < 6; batch++) {
      await Promise.all(
        Array.from({ length: 25 }, (_, i) =>
          page.request.post('/api/funnel/leads', { data: { name: `Bulk ${batch * 25 + i}`, stageId, dealValue: 10 } }),
        ),
      );
    }
    await page.goto('/crm/funnel');
    const long = column(page, stage);
    await expect(long.getByTestId('column-summary')).toContainText('150 leads');
    await expect(long.getByTestId('column-summary')).toContainText('$1,500');
    const rendered = await long.getByTestId('lead-card').count();
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(30);
    const scroller = long.getByTestId('column-scroller');
    // Scroll to the end repeatedly: each page loads as the end comes near, until the oldest card shows.
    await expect(async () => {
      await scroller.evaluate((el) => el.scrollTo(0, el.scrollHeight));
      await expect(long.getByRole('link', { name: 'Bulk 0', exact: true })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    expect(await long.getByTestId('lead-card').count()).toBeLessThan(30);
  });

  // axe walks every node of a page; on a busy machine one pass can take a good part of the usual 30 s.
  test('the board has no serious or critical accessibility violations', async ({ page }) => {
    test.slow();
    await page.goto('/crm/funnel');
    await revealCard(page, 'New Inquiry', 'Parent Portal and SIS Integration');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the lead editor has no serious or critical accessibility violations', async ({ page }) => {
    test.slow();
    await page.goto('/crm/funnel');
    await revealCard(page, 'New Inquiry', 'Parent Portal and SIS Integration');
    await openLead(page, 'New Inquiry', 'Parent Portal and SIS Integration');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
