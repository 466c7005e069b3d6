import { Forecast, StaffingFigures } from '@keel/shared/staffing-forecast';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/staffing/forecast: weekly demand and supply per skill from this week's Monday (decision 0098). */
export function useCapacityForecast(weeks: number) {
  return useQuery({
    queryKey: ['staffing-forecast', weeks],
    queryFn: ({ signal }) => api.get(`/api/staffing/forecast?weeks=${weeks}`, { schema: Forecast, signal }),
  });
}

/** GET /api/staffing/figures: time-to-staff, where consultants came from, and (admins and sales reps) revenue at risk. */
export function useStaffingFigures() {
  return useQuery({
    queryKey: ['staffing-figures'],
    queryFn: ({ signal }) => api.get('/api/staffing/figures', { schema: StaffingFigures, signal }),
  });
}
