import type { MeResponse, SessionUser, SignInInput } from '@keel/shared/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authKeys } from './auth-keys';

/**
 * POST /api/session: signs in and sets the httpOnly session cookie. The answer is serialized by the
 * server's SessionUser schema; this module is part of every page, so zod stays out (decision 0004).
 */
export async function signInRequest(input: SignInInput): Promise<SessionUser> {
  const { user } = await api.post<{ user: SessionUser }>('/api/session', input);
  return user;
}

export function useSignInMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInRequest,
    onSuccess: (user) => {
      // Data cached for a previous user must not leak into this session.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.config[0] });
      queryClient.setQueryData<MeResponse>(authKeys.me, { user });
    },
  });
}
