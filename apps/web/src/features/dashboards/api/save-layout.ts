import { Dashboard, type LayoutItem } from '@keel/shared/dashboards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { storeDashboard } from './dashboard-cache';
import { DASHBOARD_WRITE_SCOPE } from './dashboard-keys';

/** PUT /api/dashboards/{id}/layout: Save Layout, recorded as a manual save. */
export function saveLayout({ id, layout }: { id: string; layout: LayoutItem[] }): Promise<Dashboard> {
  return api.put(`/api/dashboards/${encodeURIComponent(id)}/layout`, { layout }, { schema: Dashboard });
}

export function useSaveLayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLayout,
    scope: DASHBOARD_WRITE_SCOPE,
    onSuccess: (dashboard) => storeDashboard(queryClient, dashboard),
  });
}
