import { JobLinks } from '@keel/shared/jobs';
import { useSummedLinks } from '../../../components/delete-consequences';
import { api } from '../../../lib/api-client';
import { recruitmentKeys } from './recruitment-keys';

/** GET /api/jobs/:id/links: how many applicants deleting the job posting unlinks, and the interviews it cancels. */
export function fetchJobLinks(id: string, signal?: AbortSignal): Promise<JobLinks> {
  return api.get(`/api/jobs/${encodeURIComponent(id)}/links`, { schema: JobLinks, signal });
}

/** What deleting these job postings unlinks and cancels, summed (one job, or a bulk selection). */
export function useJobLinks(ids: readonly string[]) {
  return useSummedLinks(ids, recruitmentKeys.jobLinks, fetchJobLinks);
}
