import { Dashboard, type WidgetType } from '@keel/shared/dashboards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { storeDashboard } from './dashboard-cache';
import { DASHBOARD_WRITE_SCOPE } from './dashboard-keys';

/** POST /api/dashboards/{id}/widgets: appended at the bottom, 3×2, titled 'New {Type Name}'. */
export function addWidget({ id, type }: { id: string; type: WidgetType }): Promise<Dashboard> {
  return api.post(`/api/dashboards/${encodeURIComponent(id)}/widgets`, { type }, { schema: Dashboard });
}

export function useAddWidget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addWidget,
    scope: DASHBOARD_WRITE_SCOPE,
    onSuccess: (dashboard) => storeDashboard(queryClient, dashboard),
  });
}
