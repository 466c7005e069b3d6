import { MeResponse } from '@keel/shared/auth';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authKeys } from './auth-keys';

/** GET /api/me: the signed-in user, or null (200 either way). */
export function fetchMe(signal?: AbortSignal): Promise<MeResponse> {
  return api.get('/api/me', { schema: MeResponse, signal });
}

export const meQueryOptions = queryOptions({
  queryKey: authKeys.me,
  queryFn: ({ signal }) => fetchMe(signal),
  staleTime: 60_000,
  retry: 1,
});
