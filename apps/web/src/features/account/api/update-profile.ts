import type { ProfileUpdateInput } from '@keel/shared/account';
import { SessionUser } from '@keel/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

const ProfileResponse = z.object({ user: SessionUser });

/** PATCH /api/profile: my full name and phone. */
export async function updateProfile(input: ProfileUpdateInput): Promise<SessionUser> {
  return (await api.patch('/api/profile', input, { schema: ProfileResponse })).user;
}

export function useUpdateProfileMutation(onSaved: (user: SessionUser) => void) {
  return useMutation({ mutationFn: updateProfile, onSuccess: onSaved });
}
