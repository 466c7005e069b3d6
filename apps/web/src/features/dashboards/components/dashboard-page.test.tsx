import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, renderApp, testUser } from '../../../test/render-app';
import { dashboardHandlers, dashboardOf, insightHandlers, summaryOf } from '../testing/dashboard-handlers';

const owner = testUser('sales_rep');
const toasts = () => screen.getByRole('region', { name: /notifications/i });

// Whole-page journeys: several renders and requests each, slow on a busy machine.
describe('dashboard page', { timeout: 30_000 }, () => {
  it("creates 'My Default Dashboard' on the first visit and shows its three widgets with live figures", async () => {
    const created = dashboardOf(owner.id);
    const { fetchMock } = renderApp({
      route: '/crm/dashboard',
      user: owner,
      handlers: {
        ...insightHandlers,
        'GET /api/dashboards': () => json(200, callsTo(fetchMock, 'POST /api/dashboards/default').length ? [summaryOf(created)] : []),
        'GET /api/dashboards/active': () =>
          callsTo(fetchMock, 'POST /api/dashboards/default').length
            ? json(200, created)
            : json(404, { code: 'NOT_FOUND', message: 'You have no dashboard yet.' }),
        'POST /api/dashboards/default': () => json(201, created),
        'GET /api/dashboards/dash-1': () => json(200, created),
      },
    });
    expect(await screen.findByRole('button', { name: /My Default Dashboard/ })).toBeInTheDocument();
    for (const title of ['My Leads', 'Next Contacts', 'Total Open Deals']) {
      expect(await screen.findByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    expect(await screen.findByTestId('kpi-value')).toHaveTextContent('7');
    expect(await screen.findByRole('link', { name: 'Alicia Moreno' })).toHaveAttribute('href', '/crm/contacts/c1');
    // The records table's configuration (docs/product/dashboards.md#widgets) shows only while the dashboard is edited.
    expect(screen.queryByLabelText('Widget configuration')).toBeNull();
    expect(callsTo(fetchMock, 'POST /api/dashboards/default')).toHaveLength(1);
  });

  it('has no edit controls in view mode; the owner switches to edit mode for them', async () => {
    const { user } = renderApp({ route: '/crm/dashboard', user: owner, handlers: dashboardHandlers([dashboardOf(owner.id)]) });
    await screen.findByRole('heading', { name: 'My Leads' });
    for (const name of [/Add Widget/, /Save Layout/, /Save as Template/, /Options for/]) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'My Leads' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Mode' }));
    expect(screen.getByRole('button', { name: /Add Widget/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Layout' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save as Template' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Options for My Leads' })).toBeInTheDocument();
    expect(screen.getByLabelText('Widget configuration')).toHaveTextContent('rows: 8');
    await user.click(screen.getByRole('button', { name: 'View Mode' }));
    expect(screen.queryByLabelText('Widget configuration')).toBeNull();
    expect(screen.queryByRole('button', { name: /Add Widget/ })).not.toBeInTheDocument();
  });

  it('refuses an empty widget title and puts the old one back, without calling the server', async () => {
    const { user, fetchMock } = renderApp({ route: '/crm/dashboard', user: owner, handlers: dashboardHandlers([dashboardOf(owner.id)]) });
    await user.click(await screen.findByRole('button', { name: 'Edit Mode' }));
    await user.click(screen.getByRole('button', { name: 'My Leads' }));
    const input = screen.getByRole('textbox', { name: 'Widget title' });
    await user.clear(input);
    await user.type(input, '   {Enter}');
    expect(await within(toasts()).findByText('Widget title cannot be empty.')).toBeInTheDocument();
    expect(within(toasts()).getByText('Error')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'My Leads' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'PATCH')).toBe(false);
  });

  it('commits a new title on Enter and on leaving the field', async () => {
    const dashboard = dashboardOf(owner.id);
    const renamed = (title: string) =>
      dashboardOf(owner.id, { widgets: { ...dashboard.widgets, 'w-kpi': { ...dashboard.widgets['w-kpi'], title } } });
    const { user, fetchMock } = renderApp({
      route: '/crm/dashboard',
      user: owner,
      handlers: {
        ...dashboardHandlers([dashboard]),
        'PATCH /api/dashboards/dash-1/widgets/w-kpi': (init) => json(200, renamed(JSON.parse(String(init?.body)).title)),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Mode' }));
    await user.click(screen.getByRole('button', { name: 'Total Open Deals' }));
    await user.type(screen.getByRole('textbox', { name: 'Widget title' }), '{Control>}a{/Control}Open deals{Enter}');
    expect(await screen.findByRole('button', { name: 'Open deals' })).toBeInTheDocument();
    expect(await within(toasts()).findByText('Widget Updated')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open deals' }));
    await user.type(screen.getByRole('textbox', { name: 'Widget title' }), '{Control>}a{/Control}Deals in play');
    await user.click(screen.getByRole('button', { name: 'Save Layout' }).parentElement!.parentElement!);
    expect(await screen.findByRole('button', { name: 'Deals in play' })).toBeInTheDocument();
    const bodies = callsTo(fetchMock, 'PATCH /api/dashboards/dash-1/widgets/w-kpi').map(([, init]) =>
      JSON.parse(String((init as RequestInit).body)),
    );
    expect(bodies).toEqual([{ title: 'Open deals' }, { title: 'Deals in play' }]);
  });

  it('moves and resizes a widget from the keyboard through its menu', async () => {
    const dashboard = dashboardOf(owner.id);
    const { user, fetchMock } = renderApp({
      route: '/crm/dashboard',
      user: owner,
      handlers: {
        ...dashboardHandlers([dashboard]),
        'PATCH /api/dashboards/dash-1': (init) => json(200, { ...dashboard, ...JSON.parse(String(init?.body)) }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Mode' }));
    await user.click(screen.getByRole('button', { name: 'Options for Total Open Deals' }));
    screen.getByRole('menuitem', { name: 'Move and resize' }).focus();
    await user.keyboard('{ArrowRight}');
    await user.click(await screen.findByRole('menuitem', { name: 'Move up' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PATCH /api/dashboards/dash-1')).toHaveLength(1));
    const { layout } = JSON.parse(String((callsTo(fetchMock, 'PATCH /api/dashboards/dash-1')[0][1] as RequestInit).body));
    expect(layout).toEqual(
      expect.arrayContaining([
        { i: 'w-kpi', x: 6, y: 0, w: 3, h: 2 },
        { i: 'w-next', x: 6, y: 2, w: 3, h: 2 },
      ]),
    );
    expect(screen.getByText('Total Open Deals: move up.')).toBeInTheDocument();
  });

  it("shows 'Unknown widget type' for a type it does not know", async () => {
    const odd = dashboardOf(owner.id, {
      layout: [{ i: 'w-odd', x: 0, y: 0, w: 3, h: 2 }],
      widgets: { 'w-odd': { id: 'w-odd', type: 'sparkline', title: 'Legacy widget', config: {} } },
    });
    renderApp({ route: '/crm/dashboard', user: owner, handlers: dashboardHandlers([odd]) });
    expect(await screen.findByText('Unknown widget type')).toBeInTheDocument();
  });

  it('says an empty dashboard is empty, and how to fill it in edit mode', async () => {
    const empty = dashboardOf(owner.id, { layout: [], widgets: {} });
    const { user } = renderApp({ route: '/crm/dashboard', user: owner, handlers: dashboardHandlers([empty]) });
    expect(await screen.findByText('This dashboard is empty.')).toBeInTheDocument();
    expect(screen.queryByText('Click "Add Widget" to get started.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Mode' }));
    expect(screen.getByText('Click "Add Widget" to get started.')).toBeInTheDocument();
  });

  it('replaces an unknown dashboard id in the address bar with the dashboard it shows, and says so', async () => {
    const { router } = renderApp({ route: '/crm/dashboard/dash-gone', user: owner, handlers: dashboardHandlers([dashboardOf(owner.id)]) });
    expect(await screen.findByRole('heading', { level: 2, name: 'My Leads' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/crm/dashboard/dash-1'));
    // Replaced, not pushed: Back does not return to the unknown id.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('status')).toHaveTextContent(
      'That dashboard was not found or is not yours to open. Showing "My Default Dashboard" instead.',
    );
  });
});
