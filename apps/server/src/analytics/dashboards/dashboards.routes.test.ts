import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard, DashboardSummary } from '@keel/shared/dashboards';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const auditOf = (dashboardId: string) =>
  t.database.db.selectFrom('audit_log').selectAll().where('dashboard_id', '=', dashboardId).orderBy('id').execute();
const countOwned = async (ownerId: string) =>
  Number(
    (
      await t.database.db
        .selectFrom('dashboards')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('owner_id', '=', ownerId)
        .executeTakeFirstOrThrow()
    ).n,
  );

async function createAs(cookie: string, name: string): Promise<Dashboard> {
  const res = await t.request({ method: 'POST', url: '/api/dashboards', cookie, payload: { name } });
  expect(res.statusCode).toBe(201);
  return res.json();
}

describe('without a session', () => {
  it('refuses every dashboard route with 401', async () => {
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/api/dashboards'],
      ['POST', '/api/dashboards', { name: 'X' }],
      ['POST', '/api/dashboards/default'],
      ['GET', '/api/dashboards/active'],
      ['GET', '/api/dashboards/dash-x'],
      ['PATCH', '/api/dashboards/dash-x', { name: 'X' }],
      ['DELETE', '/api/dashboards/dash-x'],
      ['PUT', '/api/dashboards/dash-x/layout', { layout: [] }],
      ['POST', '/api/dashboards/dash-x/templates', { name: 'T' }],
      ['GET', '/api/dashboard-templates'],
      ['PATCH', '/api/dashboard-templates/x', { isPublished: true }],
      ['DELETE', '/api/dashboard-templates/x'],
      ['POST', '/api/dashboards/dash-x/default'],
      ['POST', '/api/dashboards/dash-x/duplicate', {}],
      ['POST', '/api/dashboards/dash-x/widgets', { type: 'kpiTile' }],
      ['PATCH', '/api/dashboards/dash-x/widgets/w', { title: 'T' }],
      ['DELETE', '/api/dashboards/dash-x/widgets/w'],
    ];
    for (const [method, url, payload] of calls) {
      const res = await t.request({ method: method as 'GET', url, payload: payload as object });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await t.database.db.selectFrom('dashboards').select('id').execute()).toEqual([]);
  });
});

describe('the default dashboard', () => {
  it("is created on the first visit as 'My Default Dashboard' with the three widgets of docs/product/dashboards.md#default-dashboard, once", async () => {
    const { user, cookie } = await t.userWithRole('user');
    const first = await t.request({ method: 'POST', url: '/api/dashboards/default', cookie });
    expect(first.statusCode).toBe(201);
    const dashboard: Dashboard = first.json();
    expect(dashboard).toMatchObject({
      name: 'My Default Dashboard',
      isDefault: true,
      isFavorite: false,
      ownerId: user.id,
      ownerName: 'Test user',
    });
    expect(dashboard.id).toMatch(/^dash-/);
    const placed = dashboard.layout.map((item) => ({ ...dashboard.widgets[item.i], ...item }));
    expect(placed.map(({ title, type, x, y, w, h }) => ({ title, type, x, y, w, h }))).toEqual([
      { title: 'My Leads', type: 'userRecordsTable', x: 0, y: 0, w: 6, h: 4 },
      { title: 'Next Contacts', type: 'nextContactTracker', x: 6, y: 0, w: 3, h: 2 },
      { title: 'Total Open Deals', type: 'kpiTile', x: 6, y: 2, w: 3, h: 2 },
    ]);
    expect(Object.keys(dashboard.widgets)).toHaveLength(3);

    const again = await t.request({ method: 'POST', url: '/api/dashboards/default', cookie });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(dashboard.id);
    expect(await countOwned(user.id)).toBe(1);

    const audit = await auditOf(dashboard.id);
    expect(audit.map((a) => a.action_type)).toEqual(['DASHBOARD_CREATED']);
    expect(audit[0]).toMatchObject({ user_id: user.id, entity_id: dashboard.id });
    expect(audit[0].details).toMatchObject({ name: 'My Default Dashboard', source: 'default', userId: user.id });
  });

  it('is created only once when two tabs ask at the same moment', async () => {
    const { user, cookie } = await t.userWithRole('sales_rep');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => t.request({ method: 'POST', url: '/api/dashboards/default', cookie })),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 201)).toBe(true);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(await countOwned(user.id)).toBe(1);
  });

  it('is not created when the user already has a dashboard: their default (or first) comes back', async () => {
    const { user, cookie } = await t.userWithRole('user');
    const own = await createAs(cookie, 'Pipeline');
    const res = await t.request({ method: 'POST', url: '/api/dashboards/default', cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(own.id);
    expect(await countOwned(user.id)).toBe(1);
  });
});

describe('the active dashboard', () => {
  it("is the caller's default, otherwise their first, and 404 when they have none", async () => {
    const { cookie } = await t.userWithRole('user');
    const none = await t.request({ method: 'GET', url: '/api/dashboards/active', cookie });
    expect(none.statusCode).toBe(404);
    const first = await createAs(cookie, 'First');
    const second = await createAs(cookie, 'Second');
    expect((await t.request({ method: 'GET', url: '/api/dashboards/active', cookie })).json().id).toBe(first.id);
    await t.request({ method: 'POST', url: `/api/dashboards/${second.id}/default`, cookie });
    expect((await t.request({ method: 'GET', url: '/api/dashboards/active', cookie })).json().id).toBe(second.id);
    await t.request({ method: 'DELETE', url: `/api/dashboards/${second.id}`, cookie });
    // No default left: the first one.
    expect((await t.request({ method: 'GET', url: '/api/dashboards/active', cookie })).json().id).toBe(first.id);
  });
});

describe('creating and listing', () => {
  it("trims the name, makes a user's first dashboard the default, and lists only the caller's own", async () => {
    const { cookie } = await t.userWithRole('user');
    const other = await t.userWithRole('user');
    await createAs(other.cookie, 'Not yours');
    const first = await createAs(cookie, '  Sales overview  ');
    expect(first).toMatchObject({ name: 'Sales overview', isDefault: true, layout: [], widgets: {} });
    const second = await createAs(cookie, 'Second');
    expect(second.isDefault).toBe(false);

    const list: DashboardSummary[] = (await t.request({ method: 'GET', url: '/api/dashboards', cookie })).json();
    expect(list.map((d) => [d.name, d.isDefault, d.widgetCount])).toEqual([
      ['Sales overview', true, 0],
      ['Second', false, 0],
    ]);
  });

  it('refuses an empty name with the documented message and creates nothing', async () => {
    const { user, cookie } = await t.userWithRole('user');
    for (const name of ['', '   ']) {
      const res = await t.request({ method: 'POST', url: '/api/dashboards', cookie, payload: { name } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('Dashboard name cannot be empty.');
    }
    const missing = await t.request({ method: 'POST', url: '/api/dashboards', cookie, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(await countOwned(user.id)).toBe(0);
  });

  it("lets an admin list another user's dashboards, and nobody else", async () => {
    const owner = await t.userWithRole('user');
    await createAs(owner.cookie, 'Owner board');
    for (const role of ['user', 'sales_rep', 'recruiter'] as const) {
      const { cookie } = await t.userWithRole(role);
      const res = await t.request({ method: 'GET', url: `/api/dashboards?ownerId=${owner.user.id}`, cookie });
      expect(res.statusCode, role).toBe(403);
    }
    const admin = await t.userWithRole('admin');
    const res = await t.request({ method: 'GET', url: `/api/dashboards?ownerId=${owner.user.id}`, cookie: admin.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((d: DashboardSummary) => d.name)).toEqual(['Owner board']);
  });
});

describe('ownership', () => {
  it("refuses every read and change of another user's dashboard with 403 and changes nothing", async () => {
    const owner = await t.userWithRole('sales_rep');
    const board = (await t.request({ method: 'POST', url: '/api/dashboards/default', cookie: owner.cookie })).json() as Dashboard;
    const widgetId = board.layout[0].i;
    const before = await t.database.db.selectFrom('dashboards').selectAll().where('id', '=', board.id).executeTakeFirstOrThrow();
    const auditBefore = (await auditOf(board.id)).length;

    for (const role of ['user', 'sales_rep', 'recruiter'] as const) {
      const { cookie } = await t.userWithRole(role);
      const calls: Array<[string, string, unknown?]> = [
        ['GET', `/api/dashboards/${board.id}`],
        ['PATCH', `/api/dashboards/${board.id}`, { name: 'Mine now', isFavorite: true }],
        ['PUT', `/api/dashboards/${board.id}/layout`, { layout: board.layout }],
        ['POST', `/api/dashboards/${board.id}/templates`, { name: 'Stolen layout' }],
        ['POST', `/api/dashboards/${board.id}/default`],
        ['POST', `/api/dashboards/${board.id}/duplicate`, {}],
        ['POST', `/api/dashboards/${board.id}/widgets`, { type: 'barChart' }],
        ['PATCH', `/api/dashboards/${board.id}/widgets/${widgetId}`, { title: 'Hijacked' }],
        ['DELETE', `/api/dashboards/${board.id}/widgets/${widgetId}`],
        ['DELETE', `/api/dashboards/${board.id}`],
      ];
      for (const [method, url, payload] of calls) {
        const res = await t.request({ method: method as 'GET', url, cookie, payload: payload as object });
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
      }
    }
    const after = await t.database.db.selectFrom('dashboards').selectAll().where('id', '=', board.id).executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    expect(await auditOf(board.id)).toHaveLength(auditBefore);
  });

  it('lets an admin read and edit any dashboard, recording whose it is', async () => {
    const owner = await t.userWithRole('user');
    const board = (await t.request({ method: 'POST', url: '/api/dashboards/default', cookie: owner.cookie })).json() as Dashboard;
    const admin = await t.userWithRole('admin');
    const read = await t.request({ method: 'GET', url: `/api/dashboards/${board.id}`, cookie: admin.cookie });
    expect(read.statusCode).toBe(200);
    const widgetId = board.layout[0].i;
    const renamed = await t.request({
      method: 'PATCH',
      url: `/api/dashboards/${board.id}/widgets/${widgetId}`,
      cookie: admin.cookie,
      payload: { title: 'Team leads' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().widgets[widgetId].title).toBe('Team leads');
    expect(renamed.json().ownerId).toBe(owner.user.id);
    const entry = (await auditOf(board.id)).at(-1)!;
    expect(entry).toMatchObject({ action_type: 'WIDGET_TITLE_UPDATED', user_id: admin.user.id });
    expect(entry.details).toMatchObject({ ownerId: owner.user.id, from: 'My Leads', to: 'Team leads', userId: admin.user.id });
  });

  it('answers 404 for a dashboard that does not exist', async () => {
    const { cookie } = await t.userWithRole('admin');
    for (const url of ['/api/dashboards/dash-nope', '/api/dashboards/not-a-dashboard']) {
      expect((await t.request({ method: 'GET', url, cookie })).statusCode).toBe(404);
    }
    expect((await t.request({ method: 'PATCH', url: '/api/dashboards/dash-nope', cookie, payload: { name: 'X' } })).statusCode).toBe(404);
  });
});
