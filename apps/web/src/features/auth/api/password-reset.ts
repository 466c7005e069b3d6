import type { ForgotPasswordInput, ResetPasswordInput } from '@keel/shared/password-reset';
import { api } from '../../../lib/api-client';

/** POST /api/password-reset/request: the same answer whether or not the e-mail has an account. */
export async function requestPasswordReset(input: ForgotPasswordInput): Promise<string> {
  return (await api.post<{ message: string }>('/api/password-reset/request', input)).message;
}

/** POST /api/password-reset: sets the new password with the mailed link's token (once). */
export async function resetPassword(input: ResetPasswordInput): Promise<string> {
  return (await api.post<{ message: string }>('/api/password-reset', input)).message;
}
