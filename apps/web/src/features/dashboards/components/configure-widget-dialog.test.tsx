import { screen, within } from '@testing-library/react';
import type { Dashboard } from '@keel/shared/dashboards';
import { describe, expect, it } from 'vitest';
import { callsTo, json, renderApp, testUser } from '../../../test/render-app';
import { dashboardHandlers, dashboardOf } from '../testing/dashboard-handlers';

const owner = testUser('sales_rep');
const toasts = () => screen.getByRole('region', { name: /notifications/i });
const bodyOf = (call: unknown[]) => JSON.parse(String((call[1] as RequestInit).body)) as unknown;

/** The dashboard page with a server that stores what Configure sends and answers the configured table's rows. */
function renderDashboard(refuse?: string) {
  let current = dashboardOf(owner.id);
  const rendered = renderApp({
    route: '/crm/dashboard',
    user: owner,
    handlers: {
      ...dashboardHandlers([current]),
      'GET /api/dashboards/dash-1': () => json(200, current),
      'GET /api/saved-reports': () => json(200, []),
      'GET /api/dashboards/dash-1/widgets/w-leads/data': () =>
        json(200, { kind: 'records', columns: ['firstName', 'city'], rows: [{ id: 'c9', values: { firstName: 'Ada', city: 'Lisbon' } }] }),
      ...Object.fromEntries(
        ['w-leads', 'w-next', 'w-kpi'].map((id) => [
          `PUT /api/dashboards/dash-1/widgets/${id}/config`,
          (init: RequestInit | undefined) => {
            if (refuse) return json(400, { code: 'VALIDATION_ERROR', message: refuse });
            const { config, title } = JSON.parse(String(init?.body)) as { config: Record<string, unknown>; title: string };
            current = { ...current, widgets: { ...current.widgets, [id]: { ...current.widgets[id], config, title } } } as Dashboard;
            return json(200, current);
          },
        ]),
      ),
    },
  });
  return rendered;
}

async function openConfigure(user: ReturnType<typeof renderApp>['user'], title: string) {
  await user.click(await screen.findByRole('button', { name: 'Edit Mode' }));
  await user.click(screen.getByRole('button', { name: `Options for ${title}` }));
  await user.click(await screen.findByRole('menuitem', { name: 'Configure' }));
  return screen.findByRole('dialog', { name: `Configure ${title}` });
}

describe('Configure', { timeout: 30_000 }, () => {
  it("gives the records table the columns and row count chosen, then shows the server's rows under those columns", async () => {
    const { user, fetchMock } = renderDashboard();
    const dialog = await openConfigure(user, 'My Leads');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Last Name' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Company' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Created' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'City' }));
    await user.selectOptions(within(dialog).getByLabelText('Rows shown'), '5 newest contacts');
    await user.click(within(dialog).getByRole('button', { name: 'Save Configuration' }));
    expect(await within(toasts()).findByText('Widget Updated')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, 'PUT /api/dashboards/dash-1/widgets/w-leads/config')[0])).toEqual({
      config: { source: 'contacts', rows: 5, columns: ['firstName', 'city'], filters: [] },
      title: 'My Leads',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'My Leads' });
    expect(within(table).getByRole('columnheader', { name: 'City' })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Ada' })).toHaveAttribute('href', '/crm/contacts/c9');
  });

  it('lets a list choose how many items it shows, and a KPI tile its count, the title following the count', async () => {
    const { user, fetchMock } = renderDashboard();
    let dialog = await openConfigure(user, 'Next Contacts');
    await user.selectOptions(within(dialog).getByLabelText('Items shown'), '10 items');
    await user.click(within(dialog).getByRole('button', { name: 'Save Configuration' }));
    expect(await within(toasts()).findByText('Widget Updated')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, 'PUT /api/dashboards/dash-1/widgets/w-next/config')[0])).toEqual({
      config: { rows: 10 },
      title: 'Next Contacts',
    });

    await user.click(screen.getByRole('button', { name: 'Options for Total Open Deals' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Configure' }));
    dialog = await screen.findByRole('dialog', { name: 'Configure Total Open Deals' });
    expect(within(dialog).getByRole('radio', { name: 'A built-in count' })).toBeChecked();
    await user.selectOptions(within(dialog).getByLabelText('Count'), 'Contacts');
    expect(within(dialog).getByLabelText('Widget title')).toHaveValue('Contacts');
    await user.click(within(dialog).getByRole('button', { name: 'Save Configuration' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Contacts' })).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, 'PUT /api/dashboards/dash-1/widgets/w-kpi/config')[0])).toEqual({
      config: { metric: 'contacts' },
      title: 'Contacts',
    });
  });

  it("says the server's refusal inside the dialog, which stays open", async () => {
    const { user } = renderDashboard('Unknown setting for this widget: colour.');
    const dialog = await openConfigure(user, 'Next Contacts');
    await user.click(within(dialog).getByRole('button', { name: 'Save Configuration' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Unknown setting for this widget: colour.');
    expect(screen.getByRole('dialog', { name: 'Configure Next Contacts' })).toBeInTheDocument();
  });
});
