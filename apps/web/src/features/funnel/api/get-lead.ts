import { Lead } from '@keel/shared/funnel-lead';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { funnelKeys } from './funnel-keys';

/** GET /api/funnel/leads/{id}: every field of one lead. */
export function fetchLead(id: string, signal?: AbortSignal): Promise<Lead> {
  return api.get(`/api/funnel/leads/${encodeURIComponent(id)}`, { schema: Lead, signal });
}

export function leadQueryOptions(id: string) {
  return queryOptions({ queryKey: funnelKeys.lead(id), queryFn: ({ signal }) => fetchLead(id, signal), staleTime: 0 });
}

export function useLeadQuery(id: string | null) {
  return useQuery({ ...leadQueryOptions(id ?? ''), enabled: id !== null });
}
