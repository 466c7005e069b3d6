import { OfficeTimeZone } from '@keel/shared/team';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The same key as the interview dialog's read of it (features/recruitment/api/office-time-zone.ts). */
const officeTimeZoneKey = ['office-time-zone'] as const;

/** GET/PUT /api/team/office-time-zone (decision 0080): every member reads it, an admin sets it. */
export function useOfficeTimeZone() {
  return useQuery({
    queryKey: officeTimeZoneKey,
    queryFn: ({ signal }) => api.get('/api/team/office-time-zone', { schema: OfficeTimeZone, signal }),
  });
}

export function useSetOfficeTimeZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (time_zone: string) => api.put('/api/team/office-time-zone', { time_zone }, { schema: OfficeTimeZone }),
    onSuccess: (data) => queryClient.setQueryData(officeTimeZoneKey, data),
  });
}
