import { Demand, type DemandInput, type DemandUpdateInput } from '@keel/shared/demands';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { staffingKeys } from './staffing-keys';

const base = (dealId: string) => `/api/deals/${encodeURIComponent(dealId)}/demands`;

/** GET /api/deals/:dealId/demands: the deal's role demands (the target rate only for admins and sales reps). */
export function useDealDemands(dealId: string) {
  return useQuery({
    queryKey: staffingKeys.demands(dealId),
    queryFn: ({ signal }) => api.get(base(dealId), { schema: z.array(Demand), signal }),
  });
}

/** POST a new demand, or PUT an edit as of its version (409 when stale). */
export function useSaveDemand(dealId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: DemandInput | DemandUpdateInput }) =>
      id
        ? api.put(`${base(dealId)}/${encodeURIComponent(id)}`, input, { schema: Demand })
        : api.post(base(dealId), input, { schema: Demand }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffingKeys.demands(dealId) }),
  });
}

/** DELETE a demand (admins and sales reps). */
export function useDeleteDemand(dealId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`${base(dealId)}/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffingKeys.demands(dealId) }),
  });
}
