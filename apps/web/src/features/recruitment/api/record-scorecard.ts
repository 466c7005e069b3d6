import { Interview, type ScorecardInput } from '@keel/shared/interviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { recruitmentKeys } from './recruitment-keys';

/** PUT /api/interviews/:id/scorecard: the caller's own scorecard (interviewers only). */
export function useRecordScorecard(applicationId: string, interviewId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ScorecardInput) =>
      api.put(`/api/interviews/${encodeURIComponent(interviewId)}/scorecard`, input, { schema: Interview }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recruitmentKeys.interviews(applicationId) }),
  });
}
