import type { DashboardTemplate } from '@keel/shared/dashboard-templates';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, renderApp, testUser } from '../../../test/render-app';
import { dashboardHandlers, dashboardOf } from '../testing/dashboard-handlers';

/** Save as Template and New Dashboard from a template (decision 0035). */
const board = (ownerId: string) => dashboardOf(ownerId);
function template(overrides: Partial<DashboardTemplate> = {}): DashboardTemplate {
  const d = dashboardOf('x');
  return {
    id: 'tpl-1',
    name: 'Sales overview',
    ownerId: 'x',
    ownerName: 'Sam Rivera',
    isPublished: false,
    layout: d.layout,
    widgets: d.widgets,
    createdAt: d.createdAt,
    canDelete: true,
    ...overrides,
  };
}

describe('dashboard templates', { timeout: 30_000 }, () => {
  it('saves the dashboard as a named template from edit mode, and lists it', async () => {
    const owner = testUser('sales_rep');
    let saved: DashboardTemplate[] = [];
    const { user, fetchMock } = renderApp({
      route: '/crm/dashboard',
      user: owner,
      handlers: {
        ...dashboardHandlers([board(owner.id)]),
        'GET /api/dashboard-templates': () => json(200, saved),
        'POST /api/dashboards/dash-1/templates': (init) => {
          saved = [template({ name: JSON.parse(String(init?.body)).name, ownerId: owner.id })];
          return json(201, saved[0]);
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Mode' }));
    await user.click(screen.getByRole('button', { name: 'Save as Template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save as Template' });
    expect(within(dialog).getByText(/no records, people or notes/)).toBeInTheDocument();
    expect(await within(dialog).findByText('No templates yet. Save this dashboard as the first one.')).toBeInTheDocument();
    const name = within(dialog).getByLabelText('Template name');
    expect(name).toHaveValue('My Default Dashboard');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save Template' }));
    expect(within(dialog).getByText('Template name cannot be empty.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/dashboards/dash-1/templates')).toHaveLength(0);
    await user.type(name, 'Sales overview');
    await user.click(within(dialog).getByRole('button', { name: 'Save Template' }));
    expect(await screen.findByText('Template Saved')).toBeInTheDocument();
    expect(JSON.parse(String((callsTo(fetchMock, 'POST /api/dashboards/dash-1/templates')[0][1] as RequestInit).body))).toEqual({
      name: 'Sales overview',
    });
    expect(await within(dialog).findByText('Sales overview')).toBeInTheDocument();
    // Not an admin: no Publish; the owner may delete.
    expect(within(dialog).queryByRole('button', { name: /Publish/ })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Delete Sales overview' })).toBeInTheDocument();
  });

  it('lets an admin publish a template to the team', async () => {
    const admin = testUser('admin');
    const { user, fetchMock } = renderApp({
      route: '/crm/dashboard',
      user: admin,
      handlers: {
        ...dashboardHandlers([board(admin.id)]),
        'GET /api/dashboard-templates': () => json(200, [template({ canDelete: true })]),
        'PATCH /api/dashboard-templates/tpl-1': () => json(200, template({ isPublished: true })),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Mode' }));
    await user.click(screen.getByRole('button', { name: 'Save as Template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save as Template' });
    await user.click(await within(dialog).findByRole('button', { name: 'Publish Sales overview' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PATCH /api/dashboard-templates/tpl-1')).toHaveLength(1));
    expect(JSON.parse(String((callsTo(fetchMock, 'PATCH /api/dashboard-templates/tpl-1')[0][1] as RequestInit).body))).toEqual({
      isPublished: true,
    });
    expect(await screen.findByText('Template Published')).toBeInTheDocument();
  });

  it('starts a new dashboard from a template chosen under New Dashboard', async () => {
    const owner = testUser('sales_rep');
    const made = dashboardOf(owner.id, { id: 'dash-2', name: 'Q4 view', isDefault: false });
    const { user, fetchMock } = renderApp({
      route: '/crm/dashboard',
      user: owner,
      handlers: {
        ...dashboardHandlers([board(owner.id), made]),
        'GET /api/dashboard-templates': () => json(200, [template({ isPublished: true, canDelete: false })]),
        'POST /api/dashboards': () => json(201, made),
      },
    });
    await user.click(await screen.findByRole('button', { name: /My Default Dashboard/ }));
    const start = await screen.findByLabelText('Start from');
    await within(start).findByRole('option', { name: 'Template: Sales overview (team)' });
    await user.selectOptions(start, 'tpl-1');
    await user.type(screen.getByLabelText('Dashboard name'), 'Q4 view');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/dashboards')).toHaveLength(1));
    expect(JSON.parse(String((callsTo(fetchMock, 'POST /api/dashboards')[0][1] as RequestInit).body))).toEqual({
      name: 'Q4 view',
      templateId: 'tpl-1',
    });
  });
});
