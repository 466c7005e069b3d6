import { ApplicantLinks } from '@keel/shared/applicants';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { recruitmentKeys } from './recruitment-keys';

/** GET /api/applicants/:id/links: how many upcoming interviews deleting the applicant cancels (decision 0074). */
export function fetchApplicantLinks(id: string, signal?: AbortSignal, jobId?: string): Promise<ApplicantLinks> {
  const query = jobId ? `?job_id=${encodeURIComponent(jobId)}` : '';
  return api.get(`/api/applicants/${encodeURIComponent(id)}/links${query}`, { schema: ApplicantLinks, signal });
}

/** Counted afresh each time a delete confirmation opens (staleTime 0). */
export function useApplicantLinks(id: string) {
  return useQuery({
    queryKey: recruitmentKeys.applicantLinks(id),
    queryFn: ({ signal }) => fetchApplicantLinks(id, signal),
    staleTime: 0,
  });
}

/** How many upcoming interviews of the applicant's application for `jobId` a move to Rejected or Hired cancels. */
export function useApplicationInterviewCount(id: string, jobId: string) {
  return useQuery({
    queryKey: [...recruitmentKeys.applicantLinks(id), jobId],
    queryFn: ({ signal }) => fetchApplicantLinks(id, signal, jobId),
    staleTime: 0,
  });
}
