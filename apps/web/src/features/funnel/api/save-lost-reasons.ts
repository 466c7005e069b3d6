import { LostReason, type LostReasonsInput } from '@keel/shared/deal-figures';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { lostReasonsKey } from '../../../components/use-lost-reasons';
import { api } from '../../../lib/api-client';
import { funnelKeys } from './funnel-keys';

/** PUT /api/funnel/lost-reasons (admins): the whole list; a rename renames the deals lost for it. */
export function useSaveLostReasonsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LostReasonsInput) => api.put('/api/funnel/lost-reasons', input, { schema: z.array(LostReason) }),
    onSuccess: (reasons) => {
      queryClient.setQueryData(lostReasonsKey, reasons);
      void queryClient.invalidateQueries({ queryKey: funnelKeys.all });
    },
  });
}
