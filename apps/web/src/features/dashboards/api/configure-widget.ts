import { Dashboard } from '@keel/shared/dashboards';
import type { ConfigureWidgetInput } from '@keel/shared/widget-config';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { storeDashboard } from './dashboard-cache';
import { DASHBOARD_WRITE_SCOPE, insightKeys } from './dashboard-keys';

export interface ConfigureWidgetVariables extends ConfigureWidgetInput {
  id: string;
  widgetId: string;
}

/** PUT /api/dashboards/{id}/widgets/{widgetId}/config: the server checks the config against the widget's type. */
export function useConfigureWidget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, widgetId, ...input }: ConfigureWidgetVariables) =>
      api.put(`/api/dashboards/${encodeURIComponent(id)}/widgets/${encodeURIComponent(widgetId)}/config`, input, { schema: Dashboard }),
    scope: DASHBOARD_WRITE_SCOPE,
    onSuccess: (dashboard, { widgetId }) => {
      storeDashboard(queryClient, dashboard);
      void queryClient.invalidateQueries({ queryKey: insightKeys.widget(dashboard.id, widgetId) });
    },
  });
}
