import { PublicConfig } from '@keel/shared/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authKeys } from './auth-keys';

/** GET /api/config: demo mode and, in demo mode, the example admin login. */
export function fetchPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return api.get('/api/config', { schema: PublicConfig, signal });
}

export const publicConfigQueryOptions = queryOptions({
  queryKey: authKeys.config,
  queryFn: ({ signal }) => fetchPublicConfig(signal),
  staleTime: Infinity,
  retry: 1,
});

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions);
}
