import type { Board } from '@keel/shared/funnel-board';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { removeStage } from '../board-cache';
import { funnelKeys } from './funnel-keys';

/** DELETE /api/funnel/stages/{id}: only an empty stage (409 otherwise). */
export function useDeleteStageMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/funnel/stages/${encodeURIComponent(id)}`),
    onSuccess: (_data, id) => queryClient.setQueryData<Board>(funnelKeys.board, (board) => (board ? removeStage(board, id) : board)),
  });
}
