import { seriousViolations } from './support/axe';
import type { Dashboard, DashboardSummary } from '@keel/shared/dashboards';
import type { Role } from '@keel/shared/roles';
import { expect, signInThroughForm, test, toast, uniqueEmail, type Page } from './fixtures';

const PASSWORD = 'dashboards-e2e-1';

/** A fresh account (demo-mode test sign-up), signed in: every journey starts with no dashboards. */
async function signInAsNewUser(page: Page, role: Role = 'sales_rep', fullName = 'Dana Board') {
  const email = uniqueEmail('dashboards');
  const created = await page.request.post('/api/test-users', { data: { full_name: fullName, email, password: PASSWORD, role } });
  expect(created.status()).toBe(201);
  const signedIn = await page.request.post('/api/session', { data: { email, password: PASSWORD } });
  expect(signedIn.status()).toBe(200);
  return { email, id: (await created.json()).user.id as string };
}

async function dashboards(page: Page): Promise<DashboardSummary[]> {
  return (await page.request.get('/api/dashboards')).json();
}
async function dashboardById(page: Page, id: string): Promise<Dashboard> {
  return (await page.request.get(`/api/dashboards/${id}`)).json();
}
/** A widget's card, found by its title. */
const widget = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

test.describe('dashboards', () => {
  // Whole journeys with several saves and axe scans: more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 90_000 });
  // Widgets are arranged in windows wider than 1200 px (dashboard-grid.tsx), beside the workspace sidebar too: a 1280 px screen.
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the first visit after sign-in creates 'My Default Dashboard' with its three widgets and live figures", async ({ page }) => {
    const email = uniqueEmail('first-visit');
    expect(
      (await page.request.post('/api/test-users', { data: { full_name: 'Fran First', email, password: PASSWORD, role: 'user' } })).status(),
    ).toBe(201);
    await page.goto('/crm/login');
    await signInThroughForm(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/crm\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: /My Default Dashboard/ })).toBeVisible();
    for (const title of ['My Leads', 'Next Contacts', 'Total Open Deals']) await expect(widget(page, title)).toBeVisible();
    // Live data from the CRM: the open deals, the newest contacts, the upcoming follow-ups. Journeys
    // running alongside add and close deals, so the tile is compared with the count read just after
    // it; when one changed in between, the page is read again (one definition of the figure).
    const openDeals = widget(page, 'Total Open Deals').getByTestId('kpi-value');
    let reads = 0;
    await expect(async () => {
      if (reads++ > 0) await page.reload();
      await expect(openDeals).toHaveText(/^\d+$/);
      const kpis = (await (await page.request.get('/api/insights/kpis')).json()) as { openDeals: number };
      expect(kpis.openDeals).toBeGreaterThanOrEqual(3);
      expect(await openDeals.textContent()).toBe(String(kpis.openDeals));
    }).toPass({ timeout: 60_000 });
    await expect(widget(page, 'My Leads').getByRole('row')).toHaveCount(9);
    // The demo's three follow-ups at least; journeys running alongside may add theirs (the widget shows up to 6).
    const followUps = widget(page, 'Next Contacts').getByRole('listitem');
    await expect(followUps.nth(2)).toBeVisible();
    expect(await followUps.count()).toBeLessThanOrEqual(6);

    await page.reload();
    await expect(widget(page, 'My Leads')).toBeVisible();
    expect(await dashboards(page)).toHaveLength(1);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('view mode has no edit controls', async ({ page }) => {
    await signInAsNewUser(page);
    await page.goto('/crm/dashboard');
    await expect(widget(page, 'My Leads')).toBeVisible();
    for (const name of ['Add Widget', 'Save Layout', 'Save as Template']) await expect(page.getByRole('button', { name })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Options for/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'My Leads', exact: true })).toHaveCount(0);
    await expect(page.locator('.react-resizable-handle').filter({ visible: true })).toHaveCount(0);

    await page.getByRole('button', { name: 'Edit Mode', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Add Widget', exact: true })).toBeVisible();
    await expect(page.locator('.react-resizable-handle').filter({ visible: true })).toHaveCount(3);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('add, rename (Enter and blur, empty refused) and remove widgets; every change survives a reload', async ({ page }) => {
    await signInAsNewUser(page);
    await page.goto('/crm/dashboard');
    await page.getByRole('button', { name: 'Edit Mode', exact: true }).click();

    await page.getByRole('button', { name: 'Add Widget', exact: true }).click();
    await page.getByRole('menuitem', { name: /^Bar Chart/ }).click();
    await expect(toast(page, 'Widget Added')).toBeVisible();
    await expect(widget(page, 'New Bar Chart')).toBeVisible();
    const [board] = await dashboards(page);
    const stored = await dashboardById(page, board.id);
    const added = Object.values(stored.widgets).find((w) => w.title === 'New Bar Chart')!;
    expect(stored.layout.find((item) => item.i === added.id)).toMatchObject({ x: 0, y: 4, w: 3, h: 2 });

    await page.getByRole('button', { name: 'New Bar Chart', exact: true }).click();
    await page.getByRole('textbox', { name: 'Widget title' }).fill('Deals by Stage');
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Widget Updated')).toBeVisible();
    await expect(widget(page, 'Deals by Stage')).toBeVisible();

    await page.getByRole('button', { name: 'Deals by Stage', exact: true }).click();
    await page.getByRole('textbox', { name: 'Widget title' }).fill('Stage Counts');
    // A click elsewhere (the greeting; a new member's first visit says Welcome) commits the title.
    await page.getByText(/^(Welcome|Good (morning|afternoon|evening))/).click();
    await expect(widget(page, 'Stage Counts')).toBeVisible();

    await page.getByRole('button', { name: 'Stage Counts', exact: true }).click();
    await page.getByRole('textbox', { name: 'Widget title' }).fill('   ');
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Error').getByText('Widget title cannot be empty.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Stage Counts', exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Options for My Leads', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Edit Title' }).click();
    await expect(page.getByRole('textbox', { name: 'Widget title' })).toBeFocused();
    await page.keyboard.press('Escape');

    await page.reload();
    await expect(widget(page, 'Stage Counts')).toBeVisible();
    await page.getByRole('button', { name: 'Edit Mode', exact: true }).click();
    await page.getByRole('button', { name: 'Options for Stage Counts', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Configure' }).click();
    await expect(page.getByRole('dialog', { name: 'Configure Stage Counts' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('button', { name: 'Options for Stage Counts', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Remove Widget' }).click();
    await expect(toast(page, 'Widget Removed')).toBeVisible();
    await expect(widget(page, 'Stage Counts')).toHaveCount(0);
    await page.reload();
    await expect(widget(page, 'My Leads')).toBeVisible();
    await expect(widget(page, 'Stage Counts')).toHaveCount(0);
  });

  test('three widgets added one after another sit side by side in the first free 3×2 slots at the bottom, not in one column', async ({
    page,
  }) => {
    await signInAsNewUser(page);
    await page.goto('/crm/dashboard');
    await expect(widget(page, 'My Leads')).toBeVisible();
    await page.getByRole('button', { name: 'Edit Mode', exact: true }).click();
    // Arranging works beside the sidebar of a 1280 px window: no 'widen the window' note, resize handles shown.
    await expect(page.getByRole('note')).toHaveCount(0);
    await expect(page.locator('.react-resizable-handle').filter({ visible: true })).toHaveCount(3);
    for (const [type, title] of [
      ['Bar Chart', 'New Bar Chart'],
      ['Pie Chart', 'New Pie Chart'],
      ['KPI Tile', 'New KPI Tile'],
    ]) {
      await page.getByRole('button', { name: 'Add Widget', exact: true }).click();
      await page.getByRole('menuitem', { name: new RegExp(`^${type}`) }).click();
      await expect(widget(page, title)).toBeVisible();
    }
    const [board] = await dashboards(page);
    const stored = await dashboardById(page, board.id);
    const placed = Object.fromEntries(
      stored.layout.map((item) => [stored.widgets[item.i].title, { x: item.x, y: item.y, w: item.w, h: item.h }]),
    );
    // Under My Leads (6×4) and the two 3×2 widgets beside it: the row below, left to right.
    expect(placed['New Bar Chart']).toEqual({ x: 0, y: 4, w: 3, h: 2 });
    expect(placed['New Pie Chart']).toEqual({ x: 3, y: 4, w: 3, h: 2 });
    expect(placed['New KPI Tile']).toEqual({ x: 6, y: 4, w: 3, h: 2 });
    // On screen: one row under My Leads, each to the right of the one before, once the grid has
    // placed them: read once, right after the adds, a box was 9 px above My Leads' bottom in one CI run.
    await expect(async () => {
      const leads = (await widget(page, 'My Leads').boundingBox())!;
      const boxes = await Promise.all(
        ['New Bar Chart', 'New Pie Chart', 'New KPI Tile'].map(async (title) => (await widget(page, title).boundingBox())!),
      );
      for (const box of boxes) {
        expect(box.y).toBeGreaterThan(leads.y + leads.height);
        expect(Math.abs(box.y - boxes[0].y)).toBeLessThanOrEqual(1);
      }
      expect(boxes[1].x).toBeGreaterThan(boxes[0].x + boxes[0].width);
      expect(boxes[2].x).toBeGreaterThan(boxes[1].x + boxes[1].width);
    }).toPass({ timeout: 10_000 });
  });

  test('drag and resize in edit mode, save, reload: the layout is kept', async ({ page }) => {
    // Tall enough that every drag stays inside the window.
    await page.setViewportSize({ width: 1280, height: 1100 });
    await signInAsNewUser(page);
    await page.goto('/crm/dashboard');
    await page.getByRole('button', { name: 'Edit Mode', exact: true }).click();
    const kpi = widget(page, 'Total Open Deals');
    const leads = widget(page, 'My Leads');
    await expect(kpi).toBeVisible();
    const kpiBox = (await kpi.boundingBox())!;
    const leadsBox = (await leads.boundingBox())!;
    // One column step is a sixth of My Leads' width plus its share of a 10 px margin.
    const colStep = (leadsBox.width + 10) / 6;
    const rowStep = 110;

    // Drag 'Total Open Deals' by its header from x6 y2 to x9 y0.
    await page.mouse.move(kpiBox.x + 12, kpiBox.y + 20);
    await page.mouse.down();
    await page.mouse.move(kpiBox.x + 12 + colStep * 1.5, kpiBox.y + 20 - rowStep, { steps: 8 });
    await page.mouse.move(kpiBox.x + 12 + colStep * 3, kpiBox.y + 20 - rowStep * 2, { steps: 8 });
    await page.mouse.up();

    // Resize 'My Leads' by its corner from 6×4 to 5×5.
    const handle = page.locator('[data-widget-id]', { has: leads }).locator('.react-resizable-handle');
    const handleBox = (await handle.boundingBox())!;
    await page.mouse.move(handleBox.x + handleBox.width / 2, handleBox.y + handleBox.height / 2);
    await page.mouse.down();
    await page.mouse.move(handleBox.x - colStep / 2, handleBox.y + rowStep / 2, { steps: 8 });
    await page.mouse.move(handleBox.x - colStep + handleBox.width / 2, handleBox.y + rowStep + handleBox.height / 2, { steps: 8 });
    await page.mouse.up();

    await page.getByRole('button', { name: 'Save Layout', exact: true }).click();
    await expect(toast(page, 'Layout Saved')).toBeVisible();

    const [board] = await dashboards(page);
    const saved = await dashboardById(page, board.id);
    const placed = Object.fromEntries(
      saved.layout.map((item) => [saved.widgets[item.i].title, { x: item.x, y: item.y, w: item.w, h: item.h }]),
    );
    expect(placed['Total Open Deals']).toEqual({ x: 9, y: 0, w: 3, h: 2 });
    expect(placed['My Leads']).toEqual({ x: 0, y: 0, w: 5, h: 5 });

    await page.reload();
    await expect(kpi).toBeVisible();
    const afterKpi = (await kpi.boundingBox())!;
    const afterLeads = (await leads.boundingBox())!;
    expect(afterKpi.y).toBeLessThan(kpiBox.y - rowStep);
    expect(afterKpi.x).toBeGreaterThan(kpiBox.x + colStep * 2.5);
    expect(afterLeads.width).toBeLessThan(leadsBox.width - colStep / 2);
    expect(afterLeads.height).toBeGreaterThan(leadsBox.height + rowStep / 2);
  });

  test('create dashboards and switch between them through the route', async ({ page }) => {
    await signInAsNewUser(page);
    await page.goto('/crm/dashboard');
    await page.getByRole('button', { name: /My Default Dashboard/ }).click();
    const menu = page.getByRole('dialog', { name: 'Dashboards' });
    await menu.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(toast(page, 'Error').getByText('Dashboard name cannot be empty.')).toBeVisible();

    await menu.getByLabel('Dashboard name').fill('  Weekly Review ');
    await menu.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(toast(page, 'Dashboard Created')).toBeVisible();
    await expect(page).toHaveURL(/\/crm\/dashboard\/dash-[0-9a-f-]+$/);
    const weeklyUrl = page.url();
    await expect(page.getByRole('heading', { level: 1, name: /Weekly Review/ })).toBeVisible();
    await expect(page.getByText('This dashboard is empty.')).toBeVisible();
    await page.getByRole('button', { name: 'Edit Mode', exact: true }).click();
    await expect(page.getByText('Click "Add Widget" to get started.')).toBeVisible();

    await page.getByRole('button', { name: /Weekly Review/ }).click();
    await page
      .getByRole('dialog', { name: 'Dashboards' })
      .getByRole('link', { name: /My Default Dashboard/ })
      .click();
    await expect(page).toHaveURL(/\/crm\/dashboard\/dash-/);
    await expect(widget(page, 'My Leads')).toBeVisible();

    await page.goto(weeklyUrl);
    await expect(page.getByRole('heading', { level: 1, name: /Weekly Review/ })).toBeVisible();
    // The default still opens on /crm/dashboard.
    await page.goto('/crm/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: /My Default Dashboard/ })).toBeVisible();
    await page.goto('/crm/dashboard/dash-does-not-exist');
    await expect(page.getByText(/That dashboard was not found/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: /My Default Dashboard/ })).toBeVisible();
  });

  test('favourite, set default, duplicate and delete work for real', async ({ page }) => {
    await signInAsNewUser(page);
    await page.goto('/crm/dashboard');
    await page.getByRole('button', { name: /My Default Dashboard/ }).click();
    const menu = page.getByRole('dialog', { name: 'Dashboards' });
    await menu.getByLabel('Dashboard name').fill('Team Board');
    await menu.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Team Board/ })).toBeVisible();

    await page.getByRole('button', { name: 'Favourite', exact: true }).click();
    await expect(toast(page, 'Added to Favourites')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Favourite', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: /Team Board/ }).click();
    await expect(
      page
        .getByRole('dialog', { name: 'Dashboards' })
        .getByRole('link', { name: /Team Board/ })
        .getByRole('img', { name: 'Favourite' }),
    ).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Dashboard options', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Set as default' }).click();
    await expect(toast(page, 'Default Dashboard Set')).toBeVisible();
    await page.goto('/crm/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: /Team Board/ })).toBeVisible();

    await page.getByRole('button', { name: 'Dashboard options', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Duplicate' }).click();
    await expect(toast(page, 'Dashboard Duplicated')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: /Copy of Team Board/ })).toBeVisible();
    expect((await dashboards(page)).map((d) => d.name)).toEqual(['My Default Dashboard', 'Team Board', 'Copy of Team Board']);

    await page.getByRole('button', { name: 'Dashboard options', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Delete dashboard' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure? This action cannot be undone.' });
    await confirm.getByRole('button', { name: 'Delete dashboard', exact: true }).click();
    await expect(toast(page, 'Dashboard Deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/crm\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: /Team Board/ })).toBeVisible();
    expect((await dashboards(page)).map((d) => d.name)).toEqual(['My Default Dashboard', 'Team Board']);
  });

  test('deleting the last dashboard brings a fresh default one (if none exists, one is created)', async ({ page }) => {
    await signInAsNewUser(page);
    await page.goto('/crm/dashboard');
    await expect(widget(page, 'My Leads')).toBeVisible();
    const [first] = await dashboards(page);
    await page.getByRole('button', { name: 'Dashboard options', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Delete dashboard' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete dashboard', exact: true }).click();
    await expect(toast(page, 'Dashboard Deleted')).toBeVisible();
    await expect(widget(page, 'My Leads')).toBeVisible();
    const after = await dashboards(page);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ name: 'My Default Dashboard', isDefault: true });
    expect(after[0].id).not.toBe(first.id);
  });

  test("an admin edits another user's dashboard; another user cannot open it", async ({ page, signInAs }) => {
    const owner = await signInAsNewUser(page, 'user', 'Olive Owner');
    const created = await page.request.post('/api/dashboards/default');
    const board: Dashboard = await created.json();

    // Sign this page in as the admin instead.
    await signInAs('admin');
    await page.goto(`/crm/dashboard/${board.id}`);
    await expect(page.getByText('Owned by Olive Owner')).toBeVisible();
    await page.getByRole('button', { name: 'Edit Mode', exact: true }).click();
    await page.getByRole('button', { name: 'My Leads', exact: true }).click();
    await page.getByRole('textbox', { name: 'Widget title' }).fill("Olive's Leads");
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Widget Updated')).toBeVisible();
    expect(Object.values((await dashboardById(page, board.id)).widgets).map((w) => w.title)).toContain("Olive's Leads");
    expect(owner.id).toBe(board.ownerId);

    await signInAsNewUser(page, 'sales_rep', 'Nosy Neighbour');
    await page.goto(`/crm/dashboard/${board.id}`);
    await expect(page.getByText(/That dashboard was not found or is not yours to open/)).toBeVisible();
    await expect(page.getByText('Owned by Olive Owner')).toHaveCount(0);
    expect((await page.request.get(`/api/dashboards/${board.id}`)).status()).toBe(403);
  });

  test('a widget figure changes after a deal is added', async ({ page }) => {
    await signInAsNewUser(page);
    await page.goto('/crm/dashboard');
    const pipeline = widget(page, 'Total Open Deals').getByText(/in the open pipeline$/);
    await expect(pipeline).toBeVisible();
    const before = await pipeline.textContent();
    // A deal worth billions: whatever other journeys add meanwhile, the figure becomes "$7…B".
    const stages = (await (await page.request.get('/api/funnel/board')).json()) as { columns: Array<{ id: string; title: string }> };
    const stageId = stages.columns.find((c) => c.title === 'New Inquiry')!.id;
    const created = await page.request.post('/api/funnel/leads', {
      data: { name: `Widget figure ${Date.now()}`, stageId, dealValue: 7_000_000_000 },
    });
    expect(created.status()).toBe(201);
    try {
      await page.reload();
      await expect(pipeline).toHaveText(/^\$7(\.\d+)?B in the open pipeline$/);
      expect(await pipeline.textContent()).not.toBe(before);
    } finally {
      await page.request.delete(`/api/funnel/leads/${(await created.json()).id}`);
    }
  });

  test('the open dashboard menu and widget menu have no serious accessibility violations', async ({ page }) => {
    await signInAsNewUser(page);
    await page.goto('/crm/dashboard');
    await page.getByRole('button', { name: /My Default Dashboard/ }).click();
    await expect(page.getByRole('dialog', { name: 'Dashboards' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Edit Mode', exact: true }).click();
    await page.getByRole('button', { name: 'Add Widget', exact: true }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
