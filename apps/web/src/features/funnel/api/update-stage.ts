import { Stage, type StageUpdateInput } from '@keel/shared/funnel';
import type { Board } from '@keel/shared/funnel-board';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { upsertStage } from '../board-cache';
import { INSIGHTS_KEY } from '../../../lib/insights-key';
import { funnelKeys } from './funnel-keys';

/** PATCH /api/funnel/stages/{id}: rename, recolour, or (admins) outcome and win probability. */
export function useUpdateStageMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: StageUpdateInput }) =>
      api.patch(`/api/funnel/stages/${encodeURIComponent(id)}`, input, { schema: Stage }),
    onSuccess: (stage, { input }) => {
      queryClient.setQueryData<Board>(funnelKeys.board, (board) => (board ? upsertStage(board, stage) : board));
      // A rename retitles the column's cards on the server (new versions), a new outcome closes or
      // reopens them and moves the figures: reload them.
      if (input.title !== undefined || input.outcome !== undefined || input.winProbability !== undefined)
        void queryClient.invalidateQueries({ queryKey: funnelKeys.board });
      if (input.outcome !== undefined || input.winProbability !== undefined) void queryClient.invalidateQueries({ queryKey: INSIGHTS_KEY });
    },
  });
}
