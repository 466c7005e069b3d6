import type { Widget } from '@keel/shared/dashboards';
import { WidgetData } from '@keel/shared/widget-config';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { insightKeys } from './dashboard-keys';
import { INSIGHT_REFRESH_MS } from './get-insights';

/**
 * GET /api/dashboards/{id}/widgets/{widgetId}/data: a configured widget's report answer or rows.
 * Its key sits under the insights, so live events about leads and contacts refetch it as they do
 * every other widget (app/live-updates).
 */
export function useWidgetData(dashboardId: string, widget: Widget) {
  return useQuery({
    queryKey: [...insightKeys.widget(dashboardId, widget.id), JSON.stringify(widget.config)],
    queryFn: ({ signal }) =>
      api.get(`/api/dashboards/${encodeURIComponent(dashboardId)}/widgets/${encodeURIComponent(widget.id)}/data`, {
        schema: WidgetData,
        signal,
      }),
    refetchInterval: INSIGHT_REFRESH_MS,
  });
}
