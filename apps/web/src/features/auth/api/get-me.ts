import type { MeResponse } from '@keel/shared/auth';
import { api } from '../../../lib/api-client';

/**
 * GET /api/me: the signed-in user, or null (200 either way). Not re-validated with zod here: the
 * server serializes it through the same MeResponse schema, and this call is on every public page,
 * whose JS budget zod does not fit (decision 0004).
 */
export function fetchMe(signal?: AbortSignal): Promise<MeResponse> {
  return api.get<MeResponse>('/api/me', { signal });
}
