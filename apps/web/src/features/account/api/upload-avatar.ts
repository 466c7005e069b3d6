import { SessionUser } from '@keel/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

const ProfileResponse = z.object({ user: SessionUser });

/** POST /api/profile/avatar (multipart): the server checks the size and the real image type. */
export async function uploadAvatar(file: File): Promise<SessionUser> {
  const form = new FormData();
  form.append('avatar', file, file.name);
  return (await api.post('/api/profile/avatar', form, { schema: ProfileResponse })).user;
}

export function useUploadAvatarMutation(onSaved: (user: SessionUser) => void) {
  return useMutation({ mutationFn: uploadAvatar, onSuccess: onSaved });
}
