import { Allocation, type ConfirmInput, Demand, type DemandInput, DemandMatches, type DemandUpdateInput } from '@keel/shared/demands';
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

/** GET …/demands/:id/matches: the top 20, scored and explained (candidates only for those who may see them). */
export function useDemandMatches(dealId: string, demandId: string) {
  return useQuery({
    queryKey: staffingKeys.matches(dealId, demandId),
    queryFn: ({ signal }) => api.get(`${base(dealId)}/${encodeURIComponent(demandId)}/matches`, { schema: DemandMatches, signal }),
  });
}

/** POST a proposal of a consultant, or the confirmation of one with dates and % (over-allocation is flagged in the answer). */
export function useAllocate(dealId: string, demandId: string) {
  const queryClient = useQueryClient();
  const allocations = `${base(dealId)}/${encodeURIComponent(demandId)}/allocations`;
  return useMutation({
    mutationFn: (action: { kind: 'propose'; consultantId: string } | { kind: 'confirm'; allocationId: string; input: ConfirmInput }) =>
      action.kind === 'propose'
        ? api.post(allocations, { consultant_id: action.consultantId }, { schema: Allocation })
        : api.post(`${allocations}/${encodeURIComponent(action.allocationId)}/confirm`, action.input, { schema: Allocation }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffingKeys.demands(dealId) }),
  });
}
