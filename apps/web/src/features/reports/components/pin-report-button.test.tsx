import type { ReportResult, SavedReport } from '@keel/shared/reports';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, renderApp, testUser } from '../../../test/render-app';

const report: SavedReport = {
  id: 'r1',
  name: 'Won deal value by month',
  shared: true,
  owner_id: 'u1',
  owner_name: 'Ada Admin',
  definition: {
    records: 'deals',
    filters: [],
    group: { field: 'updated', bucket: 'month' },
    measure: { fn: 'sum', field: 'value' },
    view: 'bar',
  },
  created_at: '2026-11-24T05:00:00.000Z',
  updated_at: '2026-11-24T05:00:00.000Z',
};
const result: ReportResult = { rows: [{ group: '2026-03-01', value: 1500 }], total: 1500, records: 2, truncated: false };
const summary = (id: string, name: string, isDefault: boolean) => ({
  id,
  name,
  isDefault,
  isFavorite: false,
  ownerId: 'u2',
  updatedAt: '2026-11-24T05:00:00.000Z',
  widgetCount: 3,
});

describe('Pin to dashboard', { timeout: 60_000 }, () => {
  it('pins a shared report to the dashboard the user picks (their default first) and says where it went', async () => {
    const { user, fetchMock } = renderApp({
      route: '/crm/saved-reports?report=r1',
      user: testUser('admin'),
      handlers: {
        'GET /api/saved-reports': () => json(200, [report]),
        'GET /api/saved-reports/r1': () => json(200, report),
        'GET /api/saved-reports/r1/result': () => json(200, result),
        'GET /api/dashboards': () => json(200, [summary('dash-a', 'Sales', false), summary('dash-b', 'My Default Dashboard', true)]),
        'POST /api/dashboards/dash-a/pinned-reports': () =>
          json(201, {
            ...summary('dash-a', 'Sales', false),
            layout: [],
            widgets: {},
            ownerName: 'Ada Admin',
            createdAt: '2026-11-24T05:00:00.000Z',
          }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Pin to dashboard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pin to dashboard' });
    const select = await within(dialog).findByLabelText('Dashboard');
    expect(select).toHaveValue('dash-b');
    await user.selectOptions(select, 'Sales');
    await user.click(within(dialog).getByRole('button', { name: 'Pin' }));
    expect(
      await within(screen.getByRole('region', { name: /notifications/i })).findByText('"Won deal value by month" was pinned to Sales.'),
    ).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'POST /api/dashboards/dash-a/pinned-reports');
    expect(JSON.parse(String((call[1] as RequestInit).body))).toEqual({ reportId: 'r1' });
  });
});
