import { Stage, type StageInput } from '@keel/shared/funnel';
import type { Board } from '@keel/shared/funnel-board';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { upsertStage } from '../board-cache';
import { funnelKeys } from './funnel-keys';

/** POST /api/funnel/stages: a new column at the right end. */
export function useCreateStageMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StageInput) => api.post('/api/funnel/stages', input, { schema: Stage }),
    onSuccess: (stage) => queryClient.setQueryData<Board>(funnelKeys.board, (board) => (board ? upsertStage(board, stage) : board)),
  });
}
