import { Dashboard } from '@keel/shared/dashboards';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { dashboardKeys } from './dashboard-keys';

/** GET /api/dashboards/active: the user's default dashboard, else their first; null when they have none. */
export async function fetchActiveDashboard(signal?: AbortSignal): Promise<Dashboard | null> {
  try {
    return await api.get('/api/dashboards/active', { schema: Dashboard, signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Its id; the dashboard itself goes into the detail cache, so opening it costs one request. */
export function useActiveDashboardIdQuery() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: dashboardKeys.active,
    queryFn: async ({ signal }) => {
      const dashboard = await fetchActiveDashboard(signal);
      if (dashboard) queryClient.setQueryData(dashboardKeys.detail(dashboard.id), dashboard);
      return dashboard?.id ?? null;
    },
  });
}
