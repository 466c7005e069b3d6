import type { ReportResult, SavedReport } from '@keel/shared/reports';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, renderApp, testUser } from '../../../test/render-app';

const definition = {
  records: 'deals',
  filters: [{ field: 'stage', op: 'equals', value: 'Closed Won' }],
  group: { field: 'updated', bucket: 'month' },
  measure: { fn: 'sum', field: 'value' },
  view: 'bar',
} as const;
const saved: SavedReport = {
  id: 'r1',
  name: 'Won deal value by month',
  shared: true,
  owner_id: 'u1',
  owner_name: 'Ada Admin',
  definition: { ...definition, filters: [...definition.filters] },
  created_at: '2026-11-24T05:00:00.000Z',
  updated_at: '2026-11-24T05:00:00.000Z',
};
const result: ReportResult = {
  rows: [
    { group: '2026-03-01', value: 1500 },
    { group: '2026-04-01', value: 250.5 },
  ],
  total: 1750.5,
  records: 3,
  truncated: false,
};
const notifications = () => within(screen.getByRole('region', { name: /notifications/i }));

// Whole-app renders with lazy routes and many form steps: generous time on a busy machine.
describe('Saved CRM Reports', { timeout: 60_000 }, () => {
  it('replaces the placeholder: an empty list, then a report built with labelled fields, saved and shown as chart and table', async () => {
    let reports: SavedReport[] = [];
    const { user, fetchMock, router } = renderApp({
      route: '/crm/saved-reports',
      user: testUser('admin'),
      handlers: {
        'GET /api/saved-reports': () => json(200, reports),
        'POST /api/saved-reports': () => {
          reports = [saved];
          return json(201, saved);
        },
        'GET /api/saved-reports/r1': () => json(200, saved),
        'GET /api/saved-reports/r1/result': () => json(200, result),
        'GET /api/funnel/stages': () =>
          json(
            200,
            ['New Inquiry', 'Closed Won'].map((title, position) => ({
              id: `s${position}`,
              title,
              color: '#3B82F6',
              position,
              outcome: position === 1 ? 'won' : 'open',
              winProbability: position === 1 ? 100 : 25,
              count: 0,
              totalValue: 0,
              weightedValue: 0,
            })),
          ),
      },
    });
    expect(await screen.findByRole('heading', { name: 'No saved reports yet.' })).toBeInTheDocument();
    expect(screen.queryByText('Feature Coming Soon')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create New Report' }));

    await user.click(screen.getByLabelText('Report name'));
    await user.paste('Won deal value by month');
    await user.click(screen.getByLabelText(/Share with the team/));
    await user.selectOptions(screen.getByLabelText('Records'), 'Funnel leads');
    await user.click(screen.getByRole('button', { name: 'Add Filter' }));
    await user.selectOptions(screen.getByLabelText('Filter 1 field'), 'Stage');
    await user.selectOptions(screen.getByLabelText('Filter 1 operator'), 'equals');
    // The stage is picked from the funnel's stages, not typed.
    await waitFor(() =>
      expect(within(screen.getByLabelText('Filter 1 value')).getByRole('option', { name: 'Closed Won' })).toBeInTheDocument(),
    );
    await user.selectOptions(screen.getByLabelText('Filter 1 value'), 'Closed Won');
    await user.selectOptions(screen.getByLabelText('Group by'), 'Last Updated');
    await user.selectOptions(screen.getByLabelText('Period'), 'Month');
    await user.selectOptions(screen.getByLabelText('Measure'), 'Sum');
    await user.selectOptions(screen.getByLabelText('Of field'), 'Deal Value');
    await user.selectOptions(screen.getByLabelText('View'), 'Bar chart');
    await user.click(screen.getByRole('button', { name: 'Save Report' }));

    expect(await notifications().findByText('Report Saved')).toBeInTheDocument();
    const [[, init]] = callsTo(fetchMock, 'POST /api/saved-reports');
    expect(JSON.parse(String(init!.body))).toEqual({ name: 'Won deal value by month', shared: true, definition });
    expect(router.state.location.search).toBe('?report=r1');
    const table = await screen.findByRole('table', { name: 'Won deal value by month' });
    expect(within(table).getByRole('columnheader', { name: 'Sum of Deal Value (USD)' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Mar 2026 $1,500' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Total $1,750.50' })).toBeInTheDocument();
    expect(screen.getByTestId('report-chart')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'All Reports' }));
    expect(await screen.findByRole('button', { name: 'Edit Won deal value by month' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Won deal value by month Funnel leads Bar chart Shared/ })).toBeInTheDocument();
  });

  it("shows the server's refusal of a bad report in an error toast and an empty name before sending anything", async () => {
    const { user, fetchMock } = renderApp({
      route: '/crm/saved-reports?new=1',
      user: testUser('admin'),
      handlers: {
        'GET /api/saved-reports': () => json(200, []),
        'POST /api/reports/run': () =>
          json(400, { code: 'VALIDATION_ERROR', message: 'The filter on Inquiry Date needs a date (YYYY-MM-DD).' }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Save Report' }));
    expect(await notifications().findByText('Report name is required.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/saved-reports')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Add Filter' }));
    await user.selectOptions(screen.getByLabelText('Filter 1 field'), 'Inquiry Date');
    await user.selectOptions(screen.getByLabelText('Filter 1 operator'), 'is before');
    await user.click(screen.getByRole('button', { name: 'Run Report' }));
    expect(await notifications().findByText('The filter on Inquiry Date needs a date (YYYY-MM-DD).')).toBeInTheDocument();
  });

  it('lists shared reports in the Reporting Center, each opening for a user who is not an admin', async () => {
    const { user } = renderApp({
      route: '/crm/reporting',
      user: testUser('user'),
      handlers: {
        'GET /api/reporting/summary': () =>
          json(200, { snapshot: { contacts: 1, companies: 1, inquiries: 0, deals: 3, teamMembers: 2 }, recentContactAdditions: [] }),
        'GET /api/saved-reports': () => json(200, [saved]),
        'GET /api/saved-reports/r1': () => json(200, saved),
        'GET /api/saved-reports/r1/result': () => json(200, { ...result, rows: [], records: 0, total: 0 }),
      },
    });
    await user.click(await screen.findByRole('link', { name: 'Won deal value by month' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Won deal value by month' })).toBeInTheDocument();
    expect(await screen.findByText('No records match this report.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('builds the median time-to-staff by skill over staffing demands (decision 0108)', async () => {
    const { user, fetchMock } = renderApp({
      route: '/crm/saved-reports?new=1',
      user: testUser('admin'),
      handlers: {
        'GET /api/saved-reports': () => json(200, []),
        'POST /api/reports/run': () =>
          json(200, {
            rows: [
              { group: 'React', value: 8.75 },
              { group: 'Kotlin', value: 7.5 },
            ],
            total: 7.5,
            records: 3,
            truncated: false,
          }),
      },
    });
    await user.click(await screen.findByLabelText('Report name'));
    await user.paste('Time to staff');
    await user.selectOptions(screen.getByLabelText('Records'), 'Staffing demands');
    await user.selectOptions(screen.getByLabelText('Group by'), 'Skill');
    await user.selectOptions(screen.getByLabelText('Measure'), 'Median');
    await user.selectOptions(screen.getByLabelText('Of field'), 'Time to Staff (days)');
    await user.click(screen.getByRole('button', { name: 'Run Report' }));
    const table = await screen.findByRole('table', { name: 'Time to staff' });
    expect(within(table).getByRole('columnheader', { name: 'Median of Time to Staff (days)' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'React 8.75' })).toBeInTheDocument();
    const [[, init]] = callsTo(fetchMock, 'POST /api/reports/run');
    expect(JSON.parse(String(init!.body))).toMatchObject({
      records: 'demands',
      group: { field: 'skill' },
      measure: { fn: 'median', field: 'timeToStaff' },
    });
  });
});
