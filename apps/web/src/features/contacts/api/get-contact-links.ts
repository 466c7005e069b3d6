import { ContactLinks } from '@keel/shared/contacts';
import { useSummedLinks } from '../../../components/delete-consequences';
import { api } from '../../../lib/api-client';
import { contactKeys } from './contact-keys';

/** GET /api/contacts/:id/links: how many funnel deals deleting the contact unlinks. */
export function fetchContactLinks(id: string, signal?: AbortSignal): Promise<ContactLinks> {
  return api.get(`/api/contacts/${encodeURIComponent(id)}/links`, { schema: ContactLinks, signal });
}

/** What deleting these contacts unlinks, summed (one contact, or a bulk selection). */
export function useContactLinks(ids: readonly string[]) {
  return useSummedLinks(ids, contactKeys.links, fetchContactLinks);
}
