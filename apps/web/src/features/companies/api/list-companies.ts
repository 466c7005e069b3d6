import { CompanyListPage } from '@keel/shared/companies';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listQueryString, type ListParams } from '../../../components/list/use-list-params';
import { api } from '../../../lib/api-client';
import { companyKeys } from './company-keys';

export const COMPANIES_PAGE_SIZE = 50;

/** GET /api/companies: one page, searched and sorted on the server. */
export function fetchCompanies(query: string, signal?: AbortSignal): Promise<CompanyListPage> {
  return api.get(`/api/companies?${query}`, { schema: CompanyListPage, signal });
}

export function useCompaniesList<S extends string>(params: ListParams<S>) {
  const query = listQueryString(params, COMPANIES_PAGE_SIZE);
  return useQuery({
    queryKey: companyKeys.list(query),
    queryFn: ({ signal }) => fetchCompanies(query, signal),
    placeholderData: keepPreviousData,
  });
}
