import { ApplicantListPage } from '@keel/shared/applicants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listQueryString, type ListParams } from '../../../components/list/use-list-params';
import { api } from '../../../lib/api-client';
import { recruitmentKeys } from './recruitment-keys';

export const APPLICANTS_PAGE_SIZE = 50;

/** GET /api/applicants: one page of applicants, searched and sorted (ATS score included) on the server. */
export function fetchApplicants(query: string, signal?: AbortSignal): Promise<ApplicantListPage> {
  return api.get(`/api/applicants?${query}`, { schema: ApplicantListPage, signal });
}

export function useApplicantsList<S extends string>(params: ListParams<S>) {
  const query = listQueryString(params, APPLICANTS_PAGE_SIZE);
  return useQuery({
    queryKey: recruitmentKeys.applicantList(query),
    queryFn: ({ signal }) => fetchApplicants(query, signal),
    placeholderData: keepPreviousData,
  });
}
