import { Stage } from '@keel/shared/funnel';
import type { Board } from '@keel/shared/funnel-board';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { orderStages } from '../board-cache';
import { funnelKeys } from './funnel-keys';

/** PUT /api/funnel/stages/order: optimistic, restored if the server refuses. */
export function useReorderStagesMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stageIds: string[]) => api.put('/api/funnel/stages/order', { stageIds }, { schema: z.array(Stage) }),
    onMutate: async (stageIds) => {
      await queryClient.cancelQueries({ queryKey: funnelKeys.board });
      const previous = queryClient.getQueryData<Board>(funnelKeys.board);
      if (previous) queryClient.setQueryData<Board>(funnelKeys.board, orderStages(previous, stageIds));
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(funnelKeys.board, context.previous);
      void queryClient.invalidateQueries({ queryKey: funnelKeys.board });
    },
  });
}
