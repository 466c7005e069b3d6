import { OfficeTimeZone } from '@keel/shared/team';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/team/office-time-zone (decision 0080): a new interview's zone when the candidate's is not known. */
export function useOfficeTimeZone() {
  return useQuery({
    queryKey: ['office-time-zone'],
    queryFn: ({ signal }) => api.get('/api/team/office-time-zone', { schema: OfficeTimeZone, signal }),
    staleTime: 5 * 60_000,
  });
}
