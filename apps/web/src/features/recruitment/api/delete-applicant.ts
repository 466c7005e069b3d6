import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { recruitmentKeys } from './recruitment-keys';

/** DELETE /api/applicants/:id (204): the applicant and its resume. */
export function deleteApplicant(id: string): Promise<void> {
  return api.delete(`/api/applicants/${encodeURIComponent(id)}`);
}

export function useDeleteApplicantMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteApplicant,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: recruitmentKeys.applicant(id) });
      void queryClient.invalidateQueries({ queryKey: recruitmentKeys.applicants });
    },
  });
}
