import { SessionUser, type TestUserInput } from '@keel/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

const CreatedResponse = z.object({ user: SessionUser });

/** POST /api/test-users (demo mode only): creates an account with any role. */
export async function createTestUser(input: TestUserInput): Promise<SessionUser> {
  const { user } = await api.post('/api/test-users', input, { schema: CreatedResponse });
  return user;
}

export function useCreateTestUserMutation() {
  return useMutation({ mutationFn: createTestUser });
}
