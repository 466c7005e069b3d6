import { Dashboard } from '@keel/shared/dashboards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { storeDashboard } from './dashboard-cache';
import { DASHBOARD_WRITE_SCOPE } from './dashboard-keys';

/** POST /api/dashboards/{id}/duplicate: a copy in the caller's own dashboards. */
export function duplicateDashboard(id: string): Promise<Dashboard> {
  return api.post(`/api/dashboards/${encodeURIComponent(id)}/duplicate`, {}, { schema: Dashboard });
}

export function useDuplicateDashboard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateDashboard,
    scope: DASHBOARD_WRITE_SCOPE,
    onSuccess: (dashboard) => storeDashboard(queryClient, dashboard, { refreshList: true }),
  });
}
