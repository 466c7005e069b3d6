import { Dashboard, type CreateDashboardInput } from '@keel/shared/dashboards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { storeDashboard } from './dashboard-cache';
import { DASHBOARD_WRITE_SCOPE } from './dashboard-keys';

/** POST /api/dashboards: a new, empty dashboard. */
export function createDashboard(input: CreateDashboardInput): Promise<Dashboard> {
  return api.post('/api/dashboards', input, { schema: Dashboard });
}

export function useCreateDashboard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDashboard,
    scope: DASHBOARD_WRITE_SCOPE,
    onSuccess: (dashboard) => storeDashboard(queryClient, dashboard),
  });
}
