import { JobLinks } from '@keel/shared/jobs';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { recruitmentKeys } from './recruitment-keys';

/** GET /api/jobs/:id/links: how many applicants deleting the job posting unlinks. */
export function fetchJobLinks(id: string, signal?: AbortSignal): Promise<JobLinks> {
  return api.get(`/api/jobs/${encodeURIComponent(id)}/links`, { schema: JobLinks, signal });
}

/** Counted afresh each time a delete confirmation opens (staleTime 0). */
export function useJobLinks(id: string) {
  return useQuery({ queryKey: recruitmentKeys.jobLinks(id), queryFn: ({ signal }) => fetchJobLinks(id, signal), staleTime: 0 });
}
