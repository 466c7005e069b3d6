import { Contact, type ContactInput } from '@keel/shared/contacts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contactKeys } from './contact-keys';

/** PUT /api/contacts/:id: saves every editable field. */
export function updateContact(id: string, input: ContactInput): Promise<Contact> {
  return api.put(`/api/contacts/${encodeURIComponent(id)}`, input, { schema: Contact });
}

export function useUpdateContactMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ContactInput) => updateContact(id, input),
    onSuccess: (contact) => {
      queryClient.setQueryData(contactKeys.detail(id), contact);
      void queryClient.invalidateQueries({ queryKey: contactKeys.all });
    },
  });
}
