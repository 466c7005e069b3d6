import type { DashboardSummary } from '@keel/shared/dashboards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { DASHBOARD_WRITE_SCOPE, dashboardKeys } from './dashboard-keys';

/** DELETE /api/dashboards/{id} (204). */
export function deleteDashboard(id: string): Promise<void> {
  return api.delete(`/api/dashboards/${encodeURIComponent(id)}`);
}

export function useDeleteDashboard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDashboard,
    scope: DASHBOARD_WRITE_SCOPE,
    onSuccess: (_data, id) => {
      queryClient.setQueryData<DashboardSummary[]>(dashboardKeys.list, (list) => list?.filter((d) => d.id !== id));
      queryClient.removeQueries({ queryKey: dashboardKeys.detail(id) });
      // The page shows another dashboard (or none) once this is answered again.
      queryClient.removeQueries({ queryKey: dashboardKeys.active });
    },
  });
}
