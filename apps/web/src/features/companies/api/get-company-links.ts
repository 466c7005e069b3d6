import { CompanyLinks } from '@keel/shared/companies';
import { useSummedLinks } from '../../../components/delete-consequences';
import { api } from '../../../lib/api-client';
import { companyKeys } from './company-keys';

/** GET /api/companies/:id/links: how many contacts, deals and jobs deleting the company unlinks. */
export function fetchCompanyLinks(id: string, signal?: AbortSignal): Promise<CompanyLinks> {
  return api.get(`/api/companies/${encodeURIComponent(id)}/links`, { schema: CompanyLinks, signal });
}

/** What deleting these companies unlinks, summed (one company, or a bulk selection). */
export function useCompanyLinks(ids: readonly string[]) {
  return useSummedLinks(ids, companyKeys.links, fetchCompanyLinks);
}
