import { Dashboard } from '@keel/shared/dashboards';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dashboardKeys } from './dashboard-keys';

/** GET /api/dashboards/{id}: one dashboard with its layout and widgets. */
export function fetchDashboard(id: string, signal?: AbortSignal): Promise<Dashboard> {
  return api.get(`/api/dashboards/${encodeURIComponent(id)}`, { schema: Dashboard, signal });
}

export function useDashboardQuery(id: string | undefined) {
  return useQuery({
    queryKey: dashboardKeys.detail(id ?? ''),
    queryFn: ({ signal }) => fetchDashboard(id!, signal),
    enabled: Boolean(id),
    // 403 and 404 are answers, not hiccups: the page falls back to the default dashboard.
    retry: false,
  });
}
