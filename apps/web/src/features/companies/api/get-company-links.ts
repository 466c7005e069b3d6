import { CompanyLinks } from '@keel/shared/companies';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { companyKeys } from './company-keys';

/** GET /api/companies/:id/links: how many contacts, deals and jobs deleting the company unlinks. */
export function fetchCompanyLinks(id: string, signal?: AbortSignal): Promise<CompanyLinks> {
  return api.get(`/api/companies/${encodeURIComponent(id)}/links`, { schema: CompanyLinks, signal });
}

/** Counted afresh each time a delete confirmation opens (staleTime 0). */
export function useCompanyLinks(id: string) {
  return useQuery({ queryKey: companyKeys.links(id), queryFn: ({ signal }) => fetchCompanyLinks(id, signal), staleTime: 0 });
}
