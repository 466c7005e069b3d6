import { Dashboard, DashboardSummary } from '@keel/shared/dashboards';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

/** GET /api/dashboards: the caller's dashboards, to pin a report to (the dashboards feature keeps its own cache under 'dashboards'). */
export function usePinTargets(enabled: boolean) {
  return useQuery({
    queryKey: ['dashboards', 'list'],
    queryFn: ({ signal }) => api.get('/api/dashboards', { schema: z.array(DashboardSummary), signal }),
    enabled,
  });
}

/** POST /api/dashboards/{id}/pinned-reports: the report becomes a widget at the dashboard's first free slot. */
export function usePinReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ dashboardId, reportId }: { dashboardId: string; reportId: string }) =>
      api.post(`/api/dashboards/${encodeURIComponent(dashboardId)}/pinned-reports`, { reportId }, { schema: Dashboard }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['dashboards'] }),
  });
}
