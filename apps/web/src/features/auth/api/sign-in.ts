import { SessionUser, type SignInInput, type MeResponse } from '@keel/shared/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { authKeys } from './auth-keys';

const SessionResponse = z.object({ user: SessionUser });

/** POST /api/session: signs in and sets the httpOnly session cookie. */
export async function signInRequest(input: SignInInput): Promise<SessionUser> {
  const { user } = await api.post('/api/session', input, { schema: SessionResponse });
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
