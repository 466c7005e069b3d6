import { InterviewKit, type InterviewKitInput } from '@keel/shared/interview-kits';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { recruitmentKeys } from './recruitment-keys';

const url = (jobId: string) => `/api/jobs/${encodeURIComponent(jobId)}/interview-kit`;

/** GET /api/jobs/:id/interview-kit: the competencies the job's interviewers rate (decision 0082). */
export function useInterviewKit(jobId: string, enabled = true) {
  return useQuery({
    queryKey: recruitmentKeys.interviewKit(jobId),
    queryFn: ({ signal }) => api.get(url(jobId), { schema: InterviewKit, signal }),
    enabled,
  });
}

/** PUT /api/jobs/:id/interview-kit (recruiters and admins). */
export function useSaveInterviewKit(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InterviewKitInput) => api.put(url(jobId), input, { schema: InterviewKit }),
    onSuccess: (kit) => queryClient.setQueryData(recruitmentKeys.interviewKit(jobId), kit),
  });
}
