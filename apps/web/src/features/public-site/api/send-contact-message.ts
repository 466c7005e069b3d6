import type { ContactMessageInput } from '@keel/shared/contact-messages';
import { useCallback, useState } from 'react';
import { api } from '../../../lib/api-client';

/** POST /api/contact-messages: stores the message for the team (public). */
export function sendContactMessage(input: ContactMessageInput): Promise<{ status: 'received' }> {
  return api.post('/api/contact-messages', input);
}

/** Sends a message and says while it is pending (plain state: no server-state library on public pages, decision 0011). */
export function useSendContactMessage() {
  const [isPending, setPending] = useState(false);
  const send = useCallback(async (input: ContactMessageInput): Promise<void> => {
    setPending(true);
    try {
      await sendContactMessage(input);
    } finally {
      setPending(false);
    }
  }, []);
  return { send, isPending };
}
