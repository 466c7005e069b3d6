import { Dashboard } from '@keel/shared/dashboards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { storeDashboard } from './dashboard-cache';
import { DASHBOARD_WRITE_SCOPE, dashboardKeys } from './dashboard-keys';

/** POST /api/dashboards/default: 'My Default Dashboard' when the user has none (idempotent). */
export function ensureDefaultDashboard(): Promise<Dashboard> {
  return api.post('/api/dashboards/default', undefined, { schema: Dashboard });
}

export function useEnsureDefaultDashboard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ensureDefaultDashboard,
    scope: DASHBOARD_WRITE_SCOPE,
    onSuccess: (dashboard) => {
      storeDashboard(queryClient, dashboard);
      queryClient.setQueryData(dashboardKeys.active, dashboard.id);
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.list });
    },
  });
}
