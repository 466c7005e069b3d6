import { ApplicantApplication } from '@keel/shared/applications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { TIMELINE_KEY } from '../../../lib/timeline-key';
import { recruitmentKeys } from './recruitment-keys';

/**
 * PUT /api/applications/:id/accepted-offer (a start day) or POST …/accepted-offer/remove (null):
 * the offer the candidate accepted, as of the application's version (decision 0108).
 */
export function useAcceptedOffer(applicantId: string, application: Pick<ApplicantApplication, 'application_id' | 'version'>) {
  const queryClient = useQueryClient();
  const url = `/api/applications/${encodeURIComponent(application.application_id)}/accepted-offer`;
  return useMutation({
    mutationFn: (startsOn: string | null) =>
      startsOn === null
        ? api.post(`${url}/remove`, { version: application.version }, { schema: ApplicantApplication })
        : api.put(url, { starts_on: startsOn, version: application.version }, { schema: ApplicantApplication }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: recruitmentKeys.applicantApplications(applicantId) });
      void queryClient.invalidateQueries({ queryKey: TIMELINE_KEY });
    },
  });
}
