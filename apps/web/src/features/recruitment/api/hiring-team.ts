import { HiringTeam, type HiringTeamInput } from '@keel/shared/hiring-teams';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { recruitmentKeys } from './recruitment-keys';

const url = (jobId: string) => `/api/jobs/${encodeURIComponent(jobId)}/hiring-team`;

/** GET /api/jobs/:id/hiring-team: the job's hiring manager and interviewers. */
export function useHiringTeam(jobId: string) {
  return useQuery({
    queryKey: recruitmentKeys.hiringTeam(jobId),
    queryFn: ({ signal }) => api.get(url(jobId), { schema: HiringTeam, signal }),
  });
}

/** PUT /api/jobs/:id/hiring-team (recruiters and admins). */
export function useSaveHiringTeam(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: HiringTeamInput) => api.put(url(jobId), input, { schema: HiringTeam }),
    onSuccess: (team) => {
      queryClient.setQueryData(recruitmentKeys.hiringTeam(jobId), team);
      return queryClient.invalidateQueries({ queryKey: recruitmentKeys.myHiring });
    },
  });
}
