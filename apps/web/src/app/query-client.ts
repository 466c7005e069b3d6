import type { MeResponse } from '@keel/shared/auth';
import { QueryCache, QueryClient } from '@tanstack/react-query';
import { authKeys } from '../features/auth/api/auth-keys';
import { ApiError } from '../lib/api-client';

/** One QueryClient per app; a 401 from any query means the session ended, so the user is signed out locally. */
export function createQueryClient(options: { retry?: boolean } = {}): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (error instanceof ApiError && error.status === 401 && query.queryKey[0] !== authKeys.me[0]) {
          queryClient.setQueryData<MeResponse>(authKeys.me, { user: null });
        }
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: true,
        retry: options.retry === false ? false : (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
