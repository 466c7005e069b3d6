import type { PasswordChangeInput } from '@keel/shared/account';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/profile/password (204): verifies the current password, signs out other sessions. */
export function changePassword(input: PasswordChangeInput): Promise<void> {
  return api.post('/api/profile/password', input);
}

export function useChangePasswordMutation() {
  return useMutation({ mutationFn: changePassword });
}
