import { TeamMemberOption } from '@keel/shared/team';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../lib/api-client';

export const salesRepsKey = ['team', 'sales-reps'] as const;

/** GET /api/team/sales-reps: who may be an Assigned Sales Rep (active sales reps and admins, by name). */
export function fetchSalesReps(signal?: AbortSignal): Promise<TeamMemberOption[]> {
  return api.get('/api/team/sales-reps', { schema: z.array(TeamMemberOption), signal });
}

/**
 * The one source of Assigned Sales Rep choices: contact edit, the contacts list's
 * bulk 'assign rep' and the lead editor offer the same people.
 */
export function useSalesReps(enabled = true) {
  return useQuery({
    enabled,
    queryKey: salesRepsKey,
    queryFn: ({ signal }) => fetchSalesReps(signal),
    staleTime: 60_000,
  });
}
