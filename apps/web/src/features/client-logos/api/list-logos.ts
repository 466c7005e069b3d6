import { ClientLogo } from '@keel/shared/client-logos';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { logoKeys } from './logo-keys';

/** GET /api/client-logos: every logo, newest first. */
export function fetchLogos(signal?: AbortSignal): Promise<ClientLogo[]> {
  return api.get('/api/client-logos', { schema: z.array(ClientLogo), signal });
}

export function useLogos() {
  return useQuery({ queryKey: logoKeys.all, queryFn: ({ signal }) => fetchLogos(signal) });
}
