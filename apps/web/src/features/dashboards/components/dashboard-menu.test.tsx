import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, renderApp, testUser } from '../../../test/render-app';
import { dashboardHandlers, dashboardOf, insightHandlers } from '../testing/dashboard-handlers';

const owner = testUser('user');
const toasts = () => screen.getByRole('region', { name: /notifications/i });

// Whole-page journeys: several renders and requests each, slow on a busy machine.
describe('choosing and creating dashboards', { timeout: 30_000 }, () => {
  it("lists 'My Dashboards' with favourites starred, and opens one through its route", async () => {
    const main = dashboardOf(owner.id);
    const starred = dashboardOf(owner.id, { id: 'dash-2', name: 'Pipeline', isDefault: false, isFavorite: true, layout: [], widgets: {} });
    const { user, router } = renderApp({ route: '/crm/dashboard', user: owner, handlers: dashboardHandlers([main, starred]) });
    await user.click(await screen.findByRole('button', { name: /My Default Dashboard/ }));
    const menu = screen.getByRole('dialog', { name: 'Dashboards' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Pipeline', 'My Default DashboardDefault']);
    expect(within(links[0]).getByRole('img', { name: 'Favourite' })).toBeInTheDocument();
    expect(links[1]).toHaveAttribute('aria-current', 'page');
    await user.click(links[0]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/crm/dashboard/dash-2'));
    expect(await screen.findByText('This dashboard is empty.')).toBeInTheDocument();
  });

  it('refuses an empty name, and makes a created dashboard the active one', async () => {
    const created = dashboardOf(owner.id, { id: 'dash-new', name: 'Q4 Targets', isDefault: false, layout: [], widgets: {} });
    const { user, router, fetchMock } = renderApp({
      route: '/crm/dashboard',
      user: owner,
      handlers: {
        ...dashboardHandlers([dashboardOf(owner.id)]),
        'POST /api/dashboards': () => json(201, created),
        'GET /api/dashboards/dash-new': () => json(200, created),
      },
    });
    await user.click(await screen.findByRole('button', { name: /My Default Dashboard/ }));
    const menu = screen.getByRole('dialog', { name: 'Dashboards' });
    await user.type(within(menu).getByLabelText('Dashboard name'), '   ');
    await user.click(within(menu).getByRole('button', { name: 'Create' }));
    expect(await within(toasts()).findByText('Dashboard name cannot be empty.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/dashboards')).toHaveLength(0);

    await user.type(within(menu).getByLabelText('Dashboard name'), '  Q4 Targets ');
    await user.click(within(menu).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/crm/dashboard/dash-new'));
    expect(JSON.parse(String((callsTo(fetchMock, 'POST /api/dashboards')[0][1] as RequestInit).body))).toEqual({ name: 'Q4 Targets' });
    expect(await within(toasts()).findByText('Dashboard Created')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Q4 Targets/ })).toBeInTheDocument();
  });

  it("falls back to the default dashboard when the route's one is not the user's", async () => {
    renderApp({
      route: '/crm/dashboard/dash-someone-else',
      user: owner,
      handlers: {
        ...dashboardHandlers([dashboardOf(owner.id)]),
        'GET /api/dashboards/dash-someone-else': () =>
          json(403, { code: 'FORBIDDEN', message: 'Only the owner of this dashboard or an admin may do this.' }),
      },
    });
    expect(await screen.findByText(/That dashboard was not found or is not yours to open/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /My Default Dashboard/ })).toBeInTheDocument();
  });

  it("shows 'No Dashboard Selected or Available' with Create Dashboard when none can be opened", async () => {
    const { user } = renderApp({
      route: '/crm/dashboard',
      user: owner,
      handlers: {
        ...insightHandlers,
        'GET /api/dashboards': () => json(200, []),
        'GET /api/dashboards/active': () => json(404, { code: 'NOT_FOUND', message: 'You have no dashboard yet.' }),
        'POST /api/dashboards/default': () =>
          json(500, { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'No Dashboard Selected or Available' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Dashboard' }));
    expect(screen.getByLabelText('Dashboard name')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Create' })).toBeInTheDocument();
  });
});
