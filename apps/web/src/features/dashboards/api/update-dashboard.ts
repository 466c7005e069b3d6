import { Dashboard, type UpdateDashboardInput } from '@keel/shared/dashboards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { storeDashboard } from './dashboard-cache';
import { DASHBOARD_WRITE_SCOPE, dashboardKeys } from './dashboard-keys';

export interface UpdateDashboardVariables {
  id: string;
  changes: Pick<UpdateDashboardInput, 'name' | 'isFavorite' | 'layout'>;
}

/** PATCH /api/dashboards/{id}: name, favourite or layout (a layout change is recorded as such). */
export function updateDashboard({ id, changes }: UpdateDashboardVariables): Promise<Dashboard> {
  return api.patch(`/api/dashboards/${encodeURIComponent(id)}`, changes, { schema: Dashboard });
}

/** Applied at once (a dragged widget stays where it was dropped); rolled back if the server refuses. */
export function useUpdateDashboard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDashboard,
    scope: DASHBOARD_WRITE_SCOPE,
    onMutate: async ({ id, changes }) => {
      const key = dashboardKeys.detail(id);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Dashboard>(key);
      if (previous) queryClient.setQueryData<Dashboard>(key, { ...previous, ...changes });
      return { previous };
    },
    onError: (_error, { id }, context) => {
      if (context?.previous) queryClient.setQueryData(dashboardKeys.detail(id), context.previous);
    },
    onSuccess: (dashboard) => storeDashboard(queryClient, dashboard),
  });
}
