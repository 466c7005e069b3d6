import { Dashboard } from '@keel/shared/dashboards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { storeDashboard } from './dashboard-cache';
import { DASHBOARD_WRITE_SCOPE } from './dashboard-keys';

/** DELETE /api/dashboards/{id}/widgets/{widgetId}: out of the widgets and the layout. */
export function removeWidget({ id, widgetId }: { id: string; widgetId: string }): Promise<Dashboard> {
  return api.delete(`/api/dashboards/${encodeURIComponent(id)}/widgets/${encodeURIComponent(widgetId)}`, { schema: Dashboard });
}

export function useRemoveWidget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeWidget,
    scope: DASHBOARD_WRITE_SCOPE,
    onSuccess: (dashboard) => storeDashboard(queryClient, dashboard),
  });
}
