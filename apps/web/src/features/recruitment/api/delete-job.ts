import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { recruitmentKeys } from './recruitment-keys';

/** DELETE /api/jobs/:id (204); its applicants stay, unlinked. */
export function deleteJob(id: string): Promise<void> {
  return api.delete(`/api/jobs/${encodeURIComponent(id)}`);
}

export function useDeleteJobMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJob,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: recruitmentKeys.job(id) });
      void queryClient.invalidateQueries({ queryKey: recruitmentKeys.jobs });
      void queryClient.invalidateQueries({ queryKey: recruitmentKeys.applicants });
    },
  });
}
