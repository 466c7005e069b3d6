import type { MeResponse } from '@keel/shared/auth';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authKeys } from './auth-keys';

/**
 * GET /api/me: the signed-in user, or null (200 either way). Not re-validated with zod here: the
 * server serializes it through the same MeResponse schema, and this call is on every public page,
 * whose JS budget zod does not fit (decision 0004).
 */
export function fetchMe(signal?: AbortSignal): Promise<MeResponse> {
  return api.get<MeResponse>('/api/me', { signal });
}

export const meQueryOptions = queryOptions({
  queryKey: authKeys.me,
  queryFn: ({ signal }) => fetchMe(signal),
  staleTime: 60_000,
  retry: 1,
});
