import { Company, type CompanyInput } from '@keel/shared/companies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { companyKeys } from './company-keys';

/** POST /api/companies (new) or PUT /api/companies/:id (edit). */
export function saveCompany(id: string | null, input: CompanyInput): Promise<Company> {
  return id === null
    ? api.post('/api/companies', input, { schema: Company })
    : api.put(`/api/companies/${encodeURIComponent(id)}`, input, { schema: Company });
}

export function useSaveCompanyMutation(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CompanyInput) => saveCompany(id, input),
    onSuccess: (company) => {
      queryClient.setQueryData(companyKeys.detail(company.id), company);
      void queryClient.invalidateQueries({ queryKey: companyKeys.all });
    },
  });
}
