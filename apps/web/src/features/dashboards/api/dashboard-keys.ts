import { INSIGHTS_KEY } from '../../../lib/insights-key';

/** TanStack Query keys of the dashboards feature. */
export const dashboardKeys = {
  all: ['dashboards'] as const,
  list: ['dashboards', 'list'] as const,
  /** The id of the dashboard /crm/dashboard opens (default, else first), or null when there is none. */
  active: ['dashboards', 'active'] as const,
  detail: (id: string) => ['dashboards', 'detail', id] as const,
};

export const insightKeys = {
  all: INSIGHTS_KEY,
  one: (name: string, params: Record<string, number | string> = {}) => [...INSIGHTS_KEY, name, params] as const,
  /** A configured widget's own figures (decision 0034). */
  widget: (dashboardId: string, widgetId: string) => [...INSIGHTS_KEY, 'widget', dashboardId, widgetId] as const,
};

/** Every dashboard write runs after the previous one (TanStack mutation scope), so saves never cross. */
export const DASHBOARD_WRITE_SCOPE = { id: 'dashboard-writes' };
