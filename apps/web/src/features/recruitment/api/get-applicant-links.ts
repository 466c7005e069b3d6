import { ApplicantLinks } from '@keel/shared/applicants';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { recruitmentKeys } from './recruitment-keys';

/** GET /api/applicants/:id/links: how many upcoming interviews deleting the applicant cancels (decision 0074). */
export function fetchApplicantLinks(id: string, signal?: AbortSignal): Promise<ApplicantLinks> {
  return api.get(`/api/applicants/${encodeURIComponent(id)}/links`, { schema: ApplicantLinks, signal });
}

/** Counted afresh each time a delete confirmation opens (staleTime 0). */
export function useApplicantLinks(id: string) {
  return useQuery({
    queryKey: recruitmentKeys.applicantLinks(id),
    queryFn: ({ signal }) => fetchApplicantLinks(id, signal),
    staleTime: 0,
  });
}
