import type { InquiryData, InquiryReceipt } from '@keel/shared/inquiries';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/inquiries: contact, company, deal and audit entry in one server transaction (public). */
export function submitInquiry(input: InquiryData): Promise<InquiryReceipt> {
  return api.post<InquiryReceipt>('/api/inquiries', input);
}

export function useSubmitInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitInquiry,
    // A new contact, company and deal: every CRM list a signed-in user has cached may change.
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'auth' && query.queryKey[0] !== 'config' }),
  });
}
