import { CompanyListPage } from '@keel/shared/companies';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contactKeys } from './contact-keys';

export const COMPANY_OPTIONS_LIMIT = 20;

/** GET /api/companies: the first companies whose fields contain `q`, by name, for the picker. */
export function searchCompanies(q: string, signal?: AbortSignal): Promise<CompanyListPage> {
  const query = new URLSearchParams({ sort: 'name', pageSize: String(COMPANY_OPTIONS_LIMIT) });
  if (q.trim()) query.set('q', q.trim());
  return api.get(`/api/companies?${query}`, { schema: CompanyListPage, signal });
}

export function useCompanyOptions(q: string, enabled: boolean) {
  return useQuery({
    queryKey: contactKeys.companyOptions(q.trim()),
    queryFn: ({ signal }) => searchCompanies(q, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
