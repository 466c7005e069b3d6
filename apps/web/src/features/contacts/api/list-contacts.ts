import { ContactListPage } from '@keel/shared/contacts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listQueryString, type ListParams } from '../../../components/list/use-list-params';
import { api } from '../../../lib/api-client';
import { contactKeys } from './contact-keys';

export const CONTACTS_PAGE_SIZE = 50;

/** GET /api/contacts: one page, searched and sorted on the server. */
export function fetchContacts(query: string, signal?: AbortSignal): Promise<ContactListPage> {
  return api.get(`/api/contacts?${query}`, { schema: ContactListPage, signal });
}

export function useContactsList<S extends string>(params: ListParams<S>) {
  const query = listQueryString(params, CONTACTS_PAGE_SIZE);
  return useQuery({
    queryKey: contactKeys.list(query),
    queryFn: ({ signal }) => fetchContacts(query, signal),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}
