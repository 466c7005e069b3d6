import { ClientLogo } from '@keel/shared/client-logos';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { logoKeys } from './logo-keys';

/**
 * GET /api/client-logos: every logo, newest first. Browsers may cache this public list for a
 * minute; the manager revalidates, so it shows its own uploads and deletions at once.
 */
export function fetchLogos(signal?: AbortSignal): Promise<ClientLogo[]> {
  return api.get('/api/client-logos', { schema: z.array(ClientLogo), signal, cache: 'no-cache' });
}

export function useLogos() {
  return useQuery({ queryKey: logoKeys.all, queryFn: ({ signal }) => fetchLogos(signal) });
}
