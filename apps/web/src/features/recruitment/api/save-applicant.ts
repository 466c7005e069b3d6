import { ApplicantSaved, type ApplicantInput } from '@keel/shared/applicants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { recruitmentKeys } from './recruitment-keys';

export interface ApplicantSubmission {
  /** An edit carries the version it started from (decision 0016). */
  input: ApplicantInput & { version?: number };
  /** A new resume: sent with the fields in one multipart request, saved with them or not at all. */
  resume: File | null;
}

/** POST /api/applicants (new) or PUT /api/applicants/:id (edit), as multipart/form-data. */
export function saveApplicant(id: string | null, { input, resume }: ApplicantSubmission): Promise<ApplicantSaved> {
  const body = new FormData();
  body.append('data', JSON.stringify(input));
  if (resume) body.append('resume', resume, resume.name);
  return id === null
    ? api.post('/api/applicants', body, { schema: ApplicantSaved })
    : api.put(`/api/applicants/${encodeURIComponent(id)}`, body, { schema: ApplicantSaved });
}

export function useSaveApplicantMutation(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submission: ApplicantSubmission) => saveApplicant(id, submission),
    onSuccess: ({ applicant }) => {
      queryClient.setQueryData(recruitmentKeys.applicant(applicant.applicant_id), applicant);
      // The lists show what changed; the detail was just set from the answer.
      void queryClient.invalidateQueries({ queryKey: recruitmentKeys.applicantLists });
    },
  });
}
