import { Contact } from '@keel/shared/contacts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contactKeys } from './contact-keys';

/** GET /api/contacts/:id (404 when there is no such contact). */
export function fetchContact(id: string, signal?: AbortSignal): Promise<Contact> {
  return api.get(`/api/contacts/${encodeURIComponent(id)}`, { schema: Contact, signal });
}

export function useContact(id: string) {
  return useQuery({ queryKey: contactKeys.detail(id), queryFn: ({ signal }) => fetchContact(id, signal) });
}
