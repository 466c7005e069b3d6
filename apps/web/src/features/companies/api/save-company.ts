import { Company, type CompanyInput } from '@keel/shared/companies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { companyKeys } from './company-keys';
import { TIMELINE_KEY } from '../../../lib/timeline-key';

/** An edit carries the version it started from (decision 0016). */
export type CompanySubmission = CompanyInput & { version?: number };

/** POST /api/companies (new) or PUT /api/companies/:id (edit, with `version`). */
export function saveCompany(id: string | null, input: CompanySubmission): Promise<Company> {
  return id === null
    ? api.post('/api/companies', input, { schema: Company })
    : api.put(`/api/companies/${encodeURIComponent(id)}`, input, { schema: Company });
}

export function useSaveCompanyMutation(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CompanySubmission) => saveCompany(id, input),
    onSuccess: (company) => {
      queryClient.setQueryData(companyKeys.detail(company.id), company);
      void queryClient.invalidateQueries({ queryKey: companyKeys.all });
      void queryClient.invalidateQueries({ queryKey: TIMELINE_KEY });
    },
  });
}
