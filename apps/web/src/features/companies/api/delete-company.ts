import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { companyKeys } from './company-keys';

/** DELETE /api/companies/:id (204); its contacts stay, without a company. */
export function deleteCompany(id: string): Promise<void> {
  return api.delete(`/api/companies/${encodeURIComponent(id)}`);
}

export function useDeleteCompanyMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCompany, onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.all }) });
}
