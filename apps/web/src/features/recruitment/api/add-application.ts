import { type AddApplicationInput, ApplicantApplication } from '@keel/shared/applications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { recruitmentKeys } from './recruitment-keys';

/** POST /api/applicants/:id/applications: the applicant considered for another job (409 if already). */
export function useAddApplication(applicantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddApplicationInput) =>
      api.post(`/api/applicants/${encodeURIComponent(applicantId)}/applications`, input, { schema: ApplicantApplication }),
    onSuccess: (added) => {
      void queryClient.invalidateQueries({ queryKey: recruitmentKeys.applicantApplications(applicantId) });
      void queryClient.invalidateQueries({ queryKey: recruitmentKeys.board(added.job_id) });
    },
  });
}
