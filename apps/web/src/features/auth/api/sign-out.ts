import type { MeResponse } from '@keel/shared/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authKeys } from './auth-keys';

/** DELETE /api/session: ends the session (204). */
export function signOutRequest(): Promise<void> {
  return api.delete('/api/session');
}

export function useSignOutMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutRequest,
    onSuccess: () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.config[0] });
      queryClient.setQueryData<MeResponse>(authKeys.me, { user: null });
    },
  });
}
