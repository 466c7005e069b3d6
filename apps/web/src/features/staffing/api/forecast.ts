import { Forecast, ForecastSettings, type ForecastSettingsInput, StaffingFigures } from '@keel/shared/staffing-forecast';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

/** GET /api/staffing/forecast-settings (admins): the clock stage, the gap horizon and the stages to choose from. */
export function useForecastSettings(enabled: boolean) {
  return useQuery({
    queryKey: ['staffing-forecast-settings'],
    queryFn: ({ signal }) => api.get('/api/staffing/forecast-settings', { schema: ForecastSettings, signal }),
    enabled,
  });
}

/** PUT the settings (admins; audited); the forecast and the figures are read again. */
export function useSaveForecastSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ForecastSettingsInput) => api.put('/api/staffing/forecast-settings', input, { schema: ForecastSettings }),
    onSuccess: (saved) => {
      queryClient.setQueryData(['staffing-forecast-settings'], saved);
      void queryClient.invalidateQueries({ queryKey: ['staffing-forecast'] });
      void queryClient.invalidateQueries({ queryKey: ['staffing-figures'] });
    },
  });
}
