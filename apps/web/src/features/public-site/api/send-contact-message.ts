import type { ContactMessageInput } from '@keel/shared/contact-messages';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/contact-messages: stores the message for the team (public). */
export function sendContactMessage(input: ContactMessageInput): Promise<{ status: 'received' }> {
  return api.post('/api/contact-messages', input);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
