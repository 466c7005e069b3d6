import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contactKeys } from './contact-keys';

/** DELETE /api/contacts/:id (204). */
export function deleteContact(id: string): Promise<void> {
  return api.delete(`/api/contacts/${encodeURIComponent(id)}`);
}

export function useDeleteContactMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.all }),
  });
}
