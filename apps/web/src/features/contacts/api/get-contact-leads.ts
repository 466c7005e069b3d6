import { RelatedLeads } from '@keel/shared/records';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contactKeys } from './contact-keys';

/** GET /api/contacts/:id/leads: the funnel leads that list the contact. */
export function fetchContactLeads(id: string, signal?: AbortSignal): Promise<RelatedLeads> {
  return api.get(`/api/contacts/${encodeURIComponent(id)}/leads`, { schema: RelatedLeads, signal });
}

export function useContactLeads(id: string) {
  return useQuery({ queryKey: contactKeys.leads(id), queryFn: ({ signal }) => fetchContactLeads(id, signal) });
}
