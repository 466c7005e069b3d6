import { type NewContactInput, NewContactReceipt } from '@keel/shared/contact-intake';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { INSIGHTS_KEY } from '../../../lib/insights-key';
import { CONTACT_DATE_KEYS } from '../../../lib/record-detail-keys';

/** POST /api/contact-intake: a contact, and optionally its first deal, saved together (decision 0064). */
export function addContactRequest(input: NewContactInput): Promise<NewContactReceipt> {
  return api.post('/api/contact-intake', input, { schema: NewContactReceipt });
}

export function useAddContactMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addContactRequest,
    // Contacts, the funnel (a new deal) and the dashboards' figures show what was added.
    onSuccess: () => Promise.all([...CONTACT_DATE_KEYS, INSIGHTS_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
