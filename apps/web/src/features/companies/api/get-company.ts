import { Company } from '@keel/shared/companies';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { companyKeys } from './company-keys';

/** GET /api/companies/:id (404 when there is no such company). */
export function fetchCompany(id: string, signal?: AbortSignal): Promise<Company> {
  return api.get(`/api/companies/${encodeURIComponent(id)}`, { schema: Company, signal });
}

export function useCompany(id: string, enabled = true) {
  return useQuery({ queryKey: companyKeys.detail(id), queryFn: ({ signal }) => fetchCompany(id, signal), enabled });
}
