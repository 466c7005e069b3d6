import { CompanyRelated } from '@keel/shared/records';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { companyKeys } from './company-keys';

/** GET /api/companies/:id/related: its contacts, funnel leads and (recruiters, admins) jobs. */
export function fetchCompanyRelated(id: string, signal?: AbortSignal): Promise<CompanyRelated> {
  return api.get(`/api/companies/${encodeURIComponent(id)}/related`, { schema: CompanyRelated, signal });
}

export function useCompanyRelated(id: string) {
  return useQuery({ queryKey: companyKeys.related(id), queryFn: ({ signal }) => fetchCompanyRelated(id, signal) });
}
