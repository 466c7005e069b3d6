import {
  Allocation,
  CandidateProposal,
  type ConfirmInput,
  Demand,
  type DemandInput,
  DemandMatches,
  type DemandUpdateInput,
  EndedAllocation,
  type ExtendAllocationInput,
  JobDemandOrigin,
} from '@keel/shared/demands';
import { Job } from '@keel/shared/jobs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { TIMELINE_KEY } from '../../../lib/timeline-key';
import { staffingKeys } from './staffing-keys';

const base = (dealId: string) => `/api/deals/${encodeURIComponent(dealId)}/demands`;

/** After a change to a deal's demands: the demands and the timelines (the deal's history records every such change). */
function refreshDemands(queryClient: ReturnType<typeof useQueryClient>, dealId: string) {
  void queryClient.invalidateQueries({ queryKey: TIMELINE_KEY });
  return queryClient.invalidateQueries({ queryKey: staffingKeys.demands(dealId) });
}

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
    onSuccess: () => refreshDemands(queryClient, dealId),
  });
}

/** DELETE a demand (admins and sales reps). */
export function useDeleteDemand(dealId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`${base(dealId)}/${encodeURIComponent(id)}`),
    onSuccess: () => refreshDemands(queryClient, dealId),
  });
}

/** GET …/demands/:id/matches: the top 20, scored and explained (candidates only for those who may see them). */
export function useDemandMatches(dealId: string, demandId: string) {
  return useQuery({
    queryKey: staffingKeys.matches(dealId, demandId),
    queryFn: ({ signal }) => api.get(`${base(dealId)}/${encodeURIComponent(demandId)}/matches`, { schema: DemandMatches, signal }),
  });
}

type AllocationAction =
  | { kind: 'propose'; consultantId: string }
  | { kind: 'confirm'; allocationId: string; input: ConfirmInput }
  | { kind: 'withdraw'; allocationId: string }
  | { kind: 'end'; allocationId: string; lastDay: string }
  | { kind: 'extend'; allocationId: string; input: ExtendAllocationInput };

/**
 * POST a proposal of a consultant, or the confirmation of one with dates and % (over-allocation is
 * flagged in the answer); DELETE a proposal (withdraw); POST the last day of a confirmed allocation (decision 0097).
 */
export function useAllocate(dealId: string, demandId: string) {
  const queryClient = useQueryClient();
  const allocations = `${base(dealId)}/${encodeURIComponent(demandId)}/allocations`;
  const one = (id: string) => `${allocations}/${encodeURIComponent(id)}`;
  return useMutation({
    mutationFn: async (action: AllocationAction): Promise<Allocation | EndedAllocation | null> => {
      switch (action.kind) {
        case 'propose':
          return api.post(allocations, { consultant_id: action.consultantId }, { schema: Allocation });
        case 'confirm':
          return api.post(`${one(action.allocationId)}/confirm`, action.input, { schema: Allocation });
        case 'withdraw':
          await api.delete(one(action.allocationId));
          return null;
        case 'end':
          return api.post(`${one(action.allocationId)}/end`, { last_day: action.lastDay }, { schema: EndedAllocation });
        case 'extend':
          return api.post(`${one(action.allocationId)}/extend`, action.input, { schema: Allocation });
      }
    },
    onSuccess: () => {
      void refreshDemands(queryClient, dealId);
      void queryClient.invalidateQueries({ queryKey: staffingKeys.consultants });
    },
  });
}

/** POST a candidate's proposal for a demand, or DELETE it (admins and recruiters, decision 0103). */
export function useProposeCandidate(dealId: string, demandId: string) {
  const queryClient = useQueryClient();
  const proposals = `${base(dealId)}/${encodeURIComponent(demandId)}/candidate-proposals`;
  return useMutation({
    mutationFn: async (action: { kind: 'propose'; applicantId: string } | { kind: 'withdraw'; proposalId: string }) => {
      if (action.kind === 'propose') return api.post(proposals, { applicant_id: action.applicantId }, { schema: CandidateProposal });
      await api.delete(`${proposals}/${encodeURIComponent(action.proposalId)}`);
      return null;
    },
    onSuccess: () => refreshDemands(queryClient, dealId),
  });
}

/** POST …/demands/:id/job (admins and recruiters): the job made from the demand; 409 when it has one (decision 0097). */
export function useMakeJob(dealId: string, demandId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(`${base(dealId)}/${encodeURIComponent(demandId)}/job`, {}, { schema: Job }),
    onSettled: () => refreshDemands(queryClient, dealId),
  });
}

/** GET /api/jobs/:id/demand: the deal and demand a job was made from, or null. */
export function useJobDemandOrigin(jobId: string) {
  return useQuery({
    queryKey: staffingKeys.jobOrigin(jobId),
    queryFn: ({ signal }) => api.get(`/api/jobs/${encodeURIComponent(jobId)}/demand`, { schema: JobDemandOrigin, signal }),
  });
}
