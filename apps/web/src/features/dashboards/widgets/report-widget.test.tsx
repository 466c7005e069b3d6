import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderApp, testUser } from '../../../test/render-app';
import { dashboardHandlers, dashboardOf } from '../testing/dashboard-handlers';

const owner = testUser('sales_rep');

describe('report widgets', { timeout: 30_000 }, () => {
  it("show a pinned report's answer, or a clear empty state once the report is gone", async () => {
    const dashboard = dashboardOf(owner.id, {
      layout: [
        { i: 'w-gone', x: 0, y: 0, w: 3, h: 2 },
        { i: 'w-won', x: 3, y: 0, w: 3, h: 2 },
      ],
      widgets: {
        'w-gone': { id: 'w-gone', type: 'barChart', title: 'Old report', config: { reportId: 'r-gone' } },
        'w-won': {
          id: 'w-won',
          type: 'kpiTile',
          title: 'Won value',
          config: { definition: { records: 'deals', filters: [], group: null, measure: { fn: 'sum', field: 'value' }, view: 'kpi' } },
        },
      },
    });
    renderApp({
      route: '/crm/dashboard',
      user: owner,
      handlers: {
        ...dashboardHandlers([dashboard]),
        'GET /api/dashboards/dash-1/widgets/w-gone/data': () =>
          json(200, { kind: 'unavailable', message: 'This report was deleted or is no longer shared with you.' }),
        'GET /api/dashboards/dash-1/widgets/w-won/data': () =>
          json(200, {
            kind: 'report',
            name: null,
            definition: { records: 'deals', filters: [], group: null, measure: { fn: 'sum', field: 'value' }, view: 'kpi' },
            result: { rows: [], total: 12500, records: 4, truncated: false },
          }),
      },
    });
    const gone = await screen.findByRole('region', { name: 'Old report' });
    expect(await within(gone).findByText('This report was deleted or is no longer shared with you.')).toBeInTheDocument();
    expect(within(gone).queryByRole('alert')).not.toBeInTheDocument();
    const won = screen.getByRole('region', { name: 'Won value' });
    expect(await within(won).findByTestId('kpi-value')).toHaveTextContent('$12,500');
    expect(within(won).getByText('Sum of Deal Value (USD)')).toBeInTheDocument();
  });
});
