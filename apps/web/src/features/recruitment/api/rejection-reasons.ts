import { RejectionReason, type RejectionReasonsInput } from '@keel/shared/rejection-reasons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { recruitmentKeys } from './recruitment-keys';

/** GET /api/rejection-reasons: the list in the admins' order, retired ones too (decision 0078). */
export function useRejectionReasons(enabled = true) {
  return useQuery({
    enabled,
    queryKey: recruitmentKeys.rejectionReasons,
    queryFn: ({ signal }) => api.get('/api/rejection-reasons', { schema: z.array(RejectionReason), signal }),
    staleTime: 60_000,
  });
}

/** PUT /api/rejection-reasons (admins): the whole list; a reason in use cannot be left out (409), only retired. */
export function useSaveRejectionReasons() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RejectionReasonsInput) => api.put('/api/rejection-reasons', input, { schema: z.array(RejectionReason) }),
    onSuccess: (reasons) => {
      queryClient.setQueryData(recruitmentKeys.rejectionReasons, reasons);
      void queryClient.invalidateQueries({ queryKey: recruitmentKeys.applications });
    },
  });
}
