import type { ContactMessage } from '@keel/shared/contact-messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contactMessageKeys } from './contact-message-keys';

/** PATCH /api/contact-messages/{id}: handled, or open again. */
export function markContactMessage({ id, handled }: { id: string; handled: boolean }) {
  return api.patch<ContactMessage>(`/api/contact-messages/${encodeURIComponent(id)}`, { handled });
}

export function useMarkContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markContactMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactMessageKeys.all }),
  });
}
