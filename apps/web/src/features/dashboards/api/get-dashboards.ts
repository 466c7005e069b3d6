import { DashboardSummary } from '@keel/shared/dashboards';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { dashboardKeys } from './dashboard-keys';

/** GET /api/dashboards: the signed-in user's dashboards, oldest first. */
export function fetchDashboards(signal?: AbortSignal): Promise<DashboardSummary[]> {
  return api.get('/api/dashboards', { schema: z.array(DashboardSummary), signal });
}

export function useDashboardsQuery() {
  return useQuery({ queryKey: dashboardKeys.list, queryFn: ({ signal }) => fetchDashboards(signal) });
}
