import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { teamKeys } from './team-keys';

/** POST /api/team/:id/reset-two-factor (admin; never oneself): a member's lost second factor is removed (decision 0066). */
export function useResetTwoFactorMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post(`/api/team/${encodeURIComponent(id)}/reset-two-factor`, {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
