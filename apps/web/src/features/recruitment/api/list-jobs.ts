import { JobListPage } from '@keel/shared/jobs';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listQueryString, type ListParams } from '../../../components/list/use-list-params';
import { api } from '../../../lib/api-client';
import { recruitmentKeys } from './recruitment-keys';

export const JOBS_PAGE_SIZE = 50;

/** GET /api/jobs: one page of job postings, searched and sorted on the server. */
export function fetchJobs(query: string, signal?: AbortSignal): Promise<JobListPage> {
  return api.get(`/api/jobs?${query}`, { schema: JobListPage, signal });
}

export function useJobsList<S extends string>(params: ListParams<S>) {
  const query = listQueryString(params, JOBS_PAGE_SIZE);
  return useQuery({
    queryKey: recruitmentKeys.jobList(query),
    queryFn: ({ signal }) => fetchJobs(query, signal),
    placeholderData: keepPreviousData,
  });
}
