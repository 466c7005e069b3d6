import { ApplicantLinks } from '@keel/shared/applicants';
import { useQuery } from '@tanstack/react-query';
import { useSummedLinks } from '../../../components/delete-consequences';
import { api } from '../../../lib/api-client';
import { recruitmentKeys } from './recruitment-keys';

/** GET /api/applicants/:id/links: how many upcoming interviews deleting the applicant cancels (decision 0074). */
export function fetchApplicantLinks(id: string, signal?: AbortSignal, jobId?: string): Promise<ApplicantLinks> {
  const query = jobId ? `?job_id=${encodeURIComponent(jobId)}` : '';
  return api.get(`/api/applicants/${encodeURIComponent(id)}/links${query}`, { schema: ApplicantLinks, signal });
}

/** The upcoming interviews deleting these applicants cancels, summed (one applicant, or a bulk selection). */
export function useApplicantLinks(ids: readonly string[]) {
  return useSummedLinks(ids, recruitmentKeys.applicantLinks, (id, signal) => fetchApplicantLinks(id, signal));
}

/** How many upcoming interviews of the applicant's application for `jobId` a move to Rejected or Hired cancels. */
export function useApplicationInterviewCount(id: string, jobId: string) {
  return useQuery({
    queryKey: [...recruitmentKeys.applicantLinks(id), jobId],
    queryFn: ({ signal }) => fetchApplicantLinks(id, signal, jobId),
    staleTime: 0,
  });
}
