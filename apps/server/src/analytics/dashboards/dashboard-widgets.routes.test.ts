import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Dashboard, LayoutItem } from '@keel/shared/dashboards';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['userWithRole']>>;
let board: Dashboard;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.userWithRole('sales_rep');
});
afterAll(() => t.close());
beforeEach(async () => {
  const res = await t.request({
    method: 'POST',
    url: '/api/dashboards',
    cookie: owner.cookie,
    payload: { name: `Board ${Math.random()}` },
  });
  const empty: Dashboard = res.json();
  // Three widgets to work with: the default set, copied onto this fresh board.
  board = empty;
  for (const type of ['userRecordsTable', 'kpiTile', 'barChart'])
    board = await call('POST', `/api/dashboards/${board.id}/widgets`, { type }, 201);
});

async function call(method: string, url: string, payload?: unknown, status = 200) {
  const res = await t.request({ method: method as 'GET', url, cookie: owner.cookie, payload: payload as object });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  return res.body ? res.json() : undefined;
}
const auditTypes = async (dashboardId: string) =>
  (await t.database.db.selectFrom('audit_log').select('action_type').where('dashboard_id', '=', dashboardId).orderBy('id').execute()).map(
    (a) => a.action_type,
  );
const stored = (id: string) =>
  t.database.db.selectFrom('dashboards').select(['layout', 'widgets', 'name']).where('id', '=', id).executeTakeFirstOrThrow();

describe('widgets', () => {
  it("appends a new widget at the bottom in the first free slot, 3×2, titled 'New {Type Name}'", async () => {
    const placed = board.layout.map(({ i, ...rest }) => ({ title: board.widgets[i].title, type: board.widgets[i].type, ...rest }));
    expect(placed).toEqual([
      { title: 'New User Records Table', type: 'userRecordsTable', x: 0, y: 0, w: 3, h: 2 },
      { title: 'New KPI Tile', type: 'kpiTile', x: 3, y: 0, w: 3, h: 2 },
      { title: 'New Bar Chart', type: 'barChart', x: 6, y: 0, w: 3, h: 2 },
    ]);
    expect(await auditTypes(board.id)).toEqual(['DASHBOARD_CREATED', 'WIDGET_ADDED', 'WIDGET_ADDED', 'WIDGET_ADDED']);
  });

  it('refuses an unknown widget type and changes nothing', async () => {
    const before = await stored(board.id);
    await call('POST', `/api/dashboards/${board.id}/widgets`, { type: 'sparkline' }, 400);
    expect(await stored(board.id)).toEqual(before);
  });

  it('renames a widget, refusing an empty title with the documented message', async () => {
    const widgetId = board.layout[1].i;
    const empty = await call('PATCH', `/api/dashboards/${board.id}/widgets/${widgetId}`, { title: '   ' }, 400);
    expect(empty.message).toContain('Widget title cannot be empty.');
    expect((await stored(board.id)).widgets[widgetId].title).toBe('New KPI Tile');

    const renamed: Dashboard = await call('PATCH', `/api/dashboards/${board.id}/widgets/${widgetId}`, { title: '  Open deals  ' });
    expect(renamed.widgets[widgetId].title).toBe('Open deals');
    await call('PATCH', `/api/dashboards/${board.id}/widgets/${widgetId}`, { title: 'Open deals' });
    expect((await auditTypes(board.id)).filter((a) => a === 'WIDGET_TITLE_UPDATED')).toHaveLength(1);
    await call('PATCH', `/api/dashboards/${board.id}/widgets/widget-missing`, { title: 'X' }, 404);
  });

  it('removes a widget from the widgets and the layout', async () => {
    const widgetId = board.layout[0].i;
    const after: Dashboard = await call('DELETE', `/api/dashboards/${board.id}/widgets/${widgetId}`);
    expect(Object.keys(after.widgets)).toHaveLength(2);
    expect(after.widgets[widgetId]).toBeUndefined();
    expect(after.layout.map((item) => item.i)).not.toContain(widgetId);
    expect((await auditTypes(board.id)).at(-1)).toBe('WIDGET_REMOVED');
    await call('DELETE', `/api/dashboards/${board.id}/widgets/${widgetId}`, undefined, 404);
  });
});

describe('layout', () => {
  const moved = (): LayoutItem[] => [
    { ...board.layout[0], x: 3, y: 0, w: 6, h: 3 },
    { ...board.layout[1], x: 0, y: 0 },
    { ...board.layout[2], x: 9, y: 0, w: 3, h: 5 },
  ];

  it('keeps a layout change (recorded as DASHBOARD_LAYOUT_CHANGED) and a manual save (DASHBOARD_MANUAL_SAVE)', async () => {
    const changed: Dashboard = await call('PATCH', `/api/dashboards/${board.id}`, { layout: moved() });
    expect(changed.layout).toEqual(moved());
    // The same layout again writes nothing.
    await call('PATCH', `/api/dashboards/${board.id}`, { layout: moved() });
    const saved: Dashboard = await call('PUT', `/api/dashboards/${board.id}/layout`, { layout: moved() });
    expect(saved.layout).toEqual(moved());
    expect((await call('GET', `/api/dashboards/${board.id}`)).layout).toEqual(moved());
    expect((await auditTypes(board.id)).slice(-2)).toEqual(['DASHBOARD_LAYOUT_CHANGED', 'DASHBOARD_MANUAL_SAVE']);
  });

  it('refuses layouts that do not fit the grid or its widgets, and changes nothing', async () => {
    const [a, b, c] = board.layout;
    const bad: Array<[string, unknown]> = [
      ['an item for no widget', [a, b, c, { i: 'widget-ghost', x: 0, y: 9, w: 3, h: 2 }]],
      ['a widget left out', [a, b]],
      ['a widget twice', [a, b, c, { ...c, y: 8 }]],
      ['past the 12th column', [{ ...a, x: 10, w: 3 }, b, c]],
      ['wider than the grid', [{ ...a, x: 0, w: 13 }, b, c]],
      ['zero height', [{ ...a, h: 0 }, b, c]],
      ['too tall', [{ ...a, h: 99 }, b, c]],
      ['negative position', [{ ...a, y: -1 }, b, c]],
      ['fractions', [{ ...a, x: 1.5 }, b, c]],
      ['not a list', { lg: [a, b, c] }],
    ];
    const before = await stored(board.id);
    const auditBefore = await auditTypes(board.id);
    for (const [label, layout] of bad) {
      const patch = await t.request({ method: 'PATCH', url: `/api/dashboards/${board.id}`, cookie: owner.cookie, payload: { layout } });
      expect(patch.statusCode, label).toBe(400);
      expect(patch.json().code, label).toBe('VALIDATION_ERROR');
      const put = await t.request({ method: 'PUT', url: `/api/dashboards/${board.id}/layout`, cookie: owner.cookie, payload: { layout } });
      expect(put.statusCode, label).toBe(400);
    }
    expect(await stored(board.id)).toEqual(before);
    expect(await auditTypes(board.id)).toEqual(auditBefore);
  });

  it('checks replaced widgets against the layout they will sit with', async () => {
    const widgets = { ...board.widgets };
    delete widgets[board.layout[2].i];
    const res = await call('PATCH', `/api/dashboards/${board.id}`, { widgets }, 400);
    expect(res.message).toMatch(/does not match any widget/);
    const [a, b] = board.layout;
    const ok: Dashboard = await call('PATCH', `/api/dashboards/${board.id}`, { widgets, layout: [a, b] });
    expect(Object.keys(ok.widgets)).toHaveLength(2);
    const mislabelled = { [a.i]: { ...board.widgets[a.i], id: 'widget-other' } };
    await call('PATCH', `/api/dashboards/${board.id}`, { widgets: mislabelled, layout: [a] }, 400);
  });
});

describe('dashboard actions', () => {
  it('renames and favourites, refusing an empty name', async () => {
    const empty = await call('PATCH', `/api/dashboards/${board.id}`, { name: ' ' }, 400);
    expect(empty.message).toContain('Dashboard name cannot be empty.');
    await call('PATCH', `/api/dashboards/${board.id}`, {}, 400);
    const updated: Dashboard = await call('PATCH', `/api/dashboards/${board.id}`, { name: 'Renamed', isFavorite: true });
    expect(updated).toMatchObject({ name: 'Renamed', isFavorite: true });
    expect((await auditTypes(board.id)).at(-1)).toBe('DASHBOARD_UPDATED');
  });

  it('keeps exactly one default per owner', async () => {
    await call('POST', `/api/dashboards/${board.id}/default`);
    const other: Dashboard = await call('POST', '/api/dashboards', { name: 'Other' }, 201);
    const now: Dashboard = await call('POST', `/api/dashboards/${other.id}/default`);
    expect(now.isDefault).toBe(true);
    const defaults = await t.database.db
      .selectFrom('dashboards')
      .select('id')
      .where('owner_id', '=', owner.user.id)
      .where('is_default', '=', true)
      .execute();
    expect(defaults).toEqual([{ id: other.id }]);
  });

  it("duplicates with fresh widget ids into the caller's own dashboards", async () => {
    const copy: Dashboard = await call('POST', `/api/dashboards/${board.id}/duplicate`, {}, 201);
    expect(copy.name).toBe(`Copy of ${board.name}`);
    expect(copy.id).not.toBe(board.id);
    expect(copy.isDefault).toBe(false);
    expect(copy.layout.map((item) => copy.widgets[item.i].title)).toEqual(board.layout.map((item) => board.widgets[item.i].title));
    expect(Object.keys(copy.widgets).some((id) => id in board.widgets)).toBe(false);
    expect(copy.layout.map(({ x, y, w, h }) => [x, y, w, h])).toEqual(board.layout.map(({ x, y, w, h }) => [x, y, w, h]));
    expect(copy.layout.every((item) => item.i in copy.widgets)).toBe(true);
    const named: Dashboard = await call('POST', `/api/dashboards/${board.id}/duplicate`, { name: 'Q3 view' }, 201);
    expect(named.name).toBe('Q3 view');
  });

  it('deletes a dashboard, recording it', async () => {
    await call('DELETE', `/api/dashboards/${board.id}`, undefined, 204);
    await call('GET', `/api/dashboards/${board.id}`, undefined, 404);
    expect((await auditTypes(board.id)).at(-1)).toBe('DASHBOARD_DELETED');
  });
});
