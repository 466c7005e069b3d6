import type { SessionUser, SignInInput } from '@keel/shared/auth';
import { api } from '../../../lib/api-client';

/**
 * POST /api/session: signs in and sets the httpOnly session cookie. The answer is serialized by the
 * server's SessionUser schema; this module is part of every page, so zod stays out (decision 0004).
 */
export async function signInRequest(input: SignInInput): Promise<SessionUser> {
  const { user } = await api.post<{ user: SessionUser }>('/api/session', input);
  return user;
}
