import { StaffingFigures } from '@keel/shared/staffing-forecast';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { INSIGHT_REFRESH_MS } from './get-insights';
import { insightKeys } from './dashboard-keys';

/** GET /api/staffing/figures for the staffing KPI tiles (decision 0098): revenue at risk only in admins' and sales reps' answers. */
export function useStaffingFigures() {
  return useQuery({
    queryKey: insightKeys.one('staffing-figures'),
    queryFn: ({ signal }) => api.get('/api/staffing/figures', { schema: StaffingFigures, signal }),
    refetchInterval: INSIGHT_REFRESH_MS,
  });
}
