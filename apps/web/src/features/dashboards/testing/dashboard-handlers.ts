import type { Dashboard } from '@keel/shared/dashboards';
import { json, type FetchHandler } from '../../../test/render-app';

/** Test data for the dashboard page's component tests: API answers keyed by "METHOD /path". */

export function dashboardOf(ownerId: string, overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    id: 'dash-1',
    name: 'My Default Dashboard',
    layout: [
      { i: 'w-leads', x: 0, y: 0, w: 6, h: 4 },
      { i: 'w-next', x: 6, y: 0, w: 3, h: 2 },
      { i: 'w-kpi', x: 6, y: 2, w: 3, h: 2 },
    ],
    widgets: {
      'w-leads': { id: 'w-leads', type: 'userRecordsTable', title: 'My Leads', config: { source: 'contacts', rows: 8 } },
      'w-next': { id: 'w-next', type: 'nextContactTracker', title: 'Next Contacts', config: {} },
      'w-kpi': { id: 'w-kpi', type: 'kpiTile', title: 'Total Open Deals', config: { metric: 'openDeals' } },
    },
    isDefault: true,
    isFavorite: false,
    ownerId,
    ownerName: 'Test user',
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export const summaryOf = (d: Dashboard) => ({
  id: d.id,
  name: d.name,
  isDefault: d.isDefault,
  isFavorite: d.isFavorite,
  ownerId: d.ownerId,
  updatedAt: d.updatedAt,
  widgetCount: Object.keys(d.widgets).length,
});

/** The insights the three default widgets read. */
export const insightHandlers: Record<string, FetchHandler> = {
  'GET /api/insights/recent-contacts': () =>
    json(200, [
      {
        id: 'c1',
        name: 'Alicia Moreno',
        email: 'alicia@example.test',
        company: 'Brightline',
        jobTitle: 'CTO',
        isInquiry: false,
        createdAt: '2026-10-01T10:00:00.000Z',
      },
    ]),
  'GET /api/insights/next-contacts': () => json(200, []),
  'GET /api/insights/kpis': () =>
    json(200, {
      currency: 'USD',
      openDeals: 7,
      openPipelineValue: 125000,
      weightedPipelineValue: 60000,
      wonDeals: 2,
      wonValue: 30000,
      lostDeals: 1,
      lostValue: 5000,
      contacts: 12,
      companies: 4,
      inquiries: 2,
    }),
};

/** A signed-in user's dashboards: GET list and detail, answering with `dashboards`. */
export function dashboardHandlers(dashboards: Dashboard[]): Record<string, FetchHandler> {
  const handlers: Record<string, FetchHandler> = {
    ...insightHandlers,
    'GET /api/dashboards': () => json(200, dashboards.map(summaryOf)),
    'GET /api/dashboards/active': () => {
      const active = dashboards.find((d) => d.isDefault) ?? dashboards[0];
      return active ? json(200, active) : json(404, { code: 'NOT_FOUND', message: 'You have no dashboard yet.' });
    },
  };
  for (const d of dashboards) handlers[`GET /api/dashboards/${d.id}`] = () => json(200, d);
  return handlers;
}
