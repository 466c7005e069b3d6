import type { Board } from '@keel/shared/funnel-board';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { removeCard } from '../board-cache';
import { funnelKeys } from './funnel-keys';
import { refreshDealFigures } from './refresh-figures';

/** DELETE /api/funnel/leads/{id}. */
export function deleteLeadRequest(id: string): Promise<void> {
  return api.delete(`/api/funnel/leads/${encodeURIComponent(id)}`);
}

export function useDeleteLeadMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLeadRequest,
    onSuccess: (_data, id) => {
      queryClient.setQueryData<Board>(funnelKeys.board, (board) => (board ? removeCard(board, id) : board));
      queryClient.removeQueries({ queryKey: funnelKeys.lead(id) });
      refreshDealFigures(queryClient);
    },
  });
}
