import { ContactLinks } from '@keel/shared/contacts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contactKeys } from './contact-keys';

/** GET /api/contacts/:id/links: how many funnel deals deleting the contact unlinks. */
export function fetchContactLinks(id: string, signal?: AbortSignal): Promise<ContactLinks> {
  return api.get(`/api/contacts/${encodeURIComponent(id)}/links`, { schema: ContactLinks, signal });
}

/** Counted afresh each time a delete confirmation opens (staleTime 0). */
export function useContactLinks(id: string) {
  return useQuery({ queryKey: contactKeys.links(id), queryFn: ({ signal }) => fetchContactLinks(id, signal), staleTime: 0 });
}
