import type { ClientLogo } from '@keel/shared/client-logos';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The client-logo list's cache key (shared with the logo manager, which invalidates it). */
export const clientLogosKey = ['client-logos'] as const;

/** GET /api/client-logos: every logo, newest first (public). */
export function fetchClientLogos(signal?: AbortSignal): Promise<ClientLogo[]> {
  return api.get<ClientLogo[]>('/api/client-logos', { signal });
}

export function useClientLogos() {
  return useQuery({ queryKey: clientLogosKey, queryFn: ({ signal }) => fetchClientLogos(signal), staleTime: 5 * 60_000, retry: 1 });
}
