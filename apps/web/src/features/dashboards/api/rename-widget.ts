import { Dashboard } from '@keel/shared/dashboards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { storeDashboard } from './dashboard-cache';
import { DASHBOARD_WRITE_SCOPE, dashboardKeys } from './dashboard-keys';

export interface RenameWidgetVariables {
  id: string;
  widgetId: string;
  title: string;
}

/** PATCH /api/dashboards/{id}/widgets/{widgetId}: a new (non-empty) title. */
export function renameWidget({ id, widgetId, title }: RenameWidgetVariables): Promise<Dashboard> {
  return api.patch(`/api/dashboards/${encodeURIComponent(id)}/widgets/${encodeURIComponent(widgetId)}`, { title }, { schema: Dashboard });
}

/** The new title shows at once; the old one comes back if the server refuses. */
export function useRenameWidget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameWidget,
    scope: DASHBOARD_WRITE_SCOPE,
    onMutate: ({ id, widgetId, title }) => {
      const previous = queryClient.getQueryData<Dashboard>(dashboardKeys.detail(id));
      const widget = previous?.widgets[widgetId];
      if (previous && widget) {
        queryClient.setQueryData<Dashboard>(dashboardKeys.detail(id), {
          ...previous,
          widgets: { ...previous.widgets, [widgetId]: { ...widget, title } },
        });
      }
      return { previous };
    },
    onError: (_error, { id }, context) => {
      if (context?.previous) queryClient.setQueryData(dashboardKeys.detail(id), context.previous);
    },
    onSuccess: (dashboard) => storeDashboard(queryClient, dashboard),
  });
}
