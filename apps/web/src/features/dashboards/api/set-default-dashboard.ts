import { Dashboard } from '@keel/shared/dashboards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { storeDashboard } from './dashboard-cache';
import { DASHBOARD_WRITE_SCOPE } from './dashboard-keys';

/** POST /api/dashboards/{id}/default: the owner's one default dashboard. */
export function setDefaultDashboard(id: string): Promise<Dashboard> {
  return api.post(`/api/dashboards/${encodeURIComponent(id)}/default`, undefined, { schema: Dashboard });
}

export function useSetDefaultDashboard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultDashboard,
    scope: DASHBOARD_WRITE_SCOPE,
    onSuccess: (dashboard) => storeDashboard(queryClient, dashboard, { refreshList: true }),
  });
}
