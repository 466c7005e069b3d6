import { ApplicantSaved } from '@keel/shared/applicants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { recruitmentKeys } from './recruitment-keys';

/** POST /api/applicants/:id/screen: 'Screen against job' (400 with the reason when it cannot). */
export function screenApplicant(id: string): Promise<ApplicantSaved> {
  return api.post(`/api/applicants/${encodeURIComponent(id)}/screen`, undefined, { schema: ApplicantSaved });
}

export function useScreenApplicantMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => screenApplicant(id),
    onSuccess: ({ applicant }) => {
      queryClient.setQueryData(recruitmentKeys.applicant(applicant.applicant_id), applicant);
      // The lists show what changed; the detail was just set from the answer.
      void queryClient.invalidateQueries({ queryKey: recruitmentKeys.applicantLists });
    },
  });
}
