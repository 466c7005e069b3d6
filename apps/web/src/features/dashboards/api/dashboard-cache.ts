import type { Dashboard, DashboardSummary } from '@keel/shared/dashboards';
import type { QueryClient } from '@tanstack/react-query';
import { dashboardKeys } from './dashboard-keys';

export function toSummary(dashboard: Dashboard): DashboardSummary {
  const { id, name, isDefault, isFavorite, ownerId, updatedAt } = dashboard;
  return { id, name, isDefault, isFavorite, ownerId, updatedAt, widgetCount: Object.keys(dashboard.widgets).length };
}

/**
 * Puts a dashboard the server returned into the cache: its detail, and its entry in the caller's
 * list (added when new). With `refreshList`, the list and the active dashboard are fetched again,
 * since the default flag may have moved.
 */
export function storeDashboard(queryClient: QueryClient, dashboard: Dashboard, { refreshList = false } = {}) {
  queryClient.setQueryData(dashboardKeys.detail(dashboard.id), dashboard);
  queryClient.setQueryData<DashboardSummary[]>(dashboardKeys.list, (list) => {
    if (!list) return list;
    const summary = toSummary(dashboard);
    return list.some((d) => d.id === dashboard.id) ? list.map((d) => (d.id === dashboard.id ? summary : d)) : [...list, summary];
  });
  if (refreshList) {
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.list });
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.active });
  }
}
