import { Contact, type ContactInput } from '@keel/shared/contacts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contactKeys } from './contact-keys';
import { TIMELINE_KEY } from '../../../lib/timeline-key';

/** An edit carries the version it started from (decision 0016). */
export type ContactSubmission = ContactInput & { version: number };

/** PUT /api/contacts/:id: saves every editable field, as of `version`. */
export function updateContact(id: string, input: ContactSubmission): Promise<Contact> {
  return api.put(`/api/contacts/${encodeURIComponent(id)}`, input, { schema: Contact });
}

export function useUpdateContactMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ContactSubmission) => updateContact(id, input),
    onSuccess: (contact) => {
      queryClient.setQueryData(contactKeys.detail(id), contact);
      void queryClient.invalidateQueries({ queryKey: contactKeys.all });
      void queryClient.invalidateQueries({ queryKey: TIMELINE_KEY });
    },
  });
}
