import { LostReason } from '@keel/shared/deal-figures';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../lib/api-client';

export const lostReasonsKey = ['funnel', 'lost-reasons'] as const;

/** GET /api/funnel/lost-reasons: the reasons a lost deal can be given, in the admins' order. */
export function fetchLostReasons(signal?: AbortSignal): Promise<LostReason[]> {
  return api.get('/api/funnel/lost-reasons', { schema: z.array(LostReason), signal });
}

/** The one source of lost reasons: the funnel's lost dialog, the lead editor and the report builder's picker. */
export function useLostReasons(enabled = true) {
  return useQuery({
    enabled,
    queryKey: lostReasonsKey,
    queryFn: ({ signal }) => fetchLostReasons(signal),
    staleTime: 60_000,
  });
}
