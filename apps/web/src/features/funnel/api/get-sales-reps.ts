import { SalesRep } from '@keel/shared/funnel-lead';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { funnelKeys } from './funnel-keys';

/** GET /api/funnel/sales-reps: team members a lead can be assigned to. */
export function fetchSalesReps(signal?: AbortSignal): Promise<SalesRep[]> {
  return api.get('/api/funnel/sales-reps', { schema: z.array(SalesRep), signal });
}

export function useSalesRepsQuery() {
  return useQuery({ queryKey: funnelKeys.salesReps, queryFn: ({ signal }) => fetchSalesReps(signal), staleTime: 60_000 });
}
