import { QueryCache, QueryClient } from '@tanstack/react-query';
import { authKeys } from '../features/auth/api/auth-keys';
import { onUserSwitch, setSignedOut } from '../features/auth/session-store';
import { ApiError } from '../lib/api-client';

/**
 * A QueryClient with the app's defaults; a 401 from any query means the session ended, so the user
 * is signed out locally. Only the non-public routes load this module (decision 0011).
 */
export function createQueryClient(options: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) setSignedOut();
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
}

let appClient: QueryClient | undefined;

/**
 * The app's one QueryClient, made with the first non-public page and kept for the life of the tab:
 * its cache survives a visit to a public page (which unmounts the provider) and back.
 */
export function appQueryClient(): QueryClient {
  return (appClient ??= createQueryClient());
}

/** Tests: a fresh client for each rendered app. */
export function replaceAppQueryClient(client: QueryClient): void {
  appClient = client;
}

// Data cached for one user must not leak into the next session (sign-in, sign-out).
onUserSwitch(() => appClient?.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.config[0] }));
