import type { Board } from '@keel/shared/funnel-board';
import { LeadCard } from '@keel/shared/funnel-lead';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from '../../../components/ui/use-toast';
import { api, errorMessage } from '../../../lib/api-client';
import { findCard, type MovePlan, moveCard, replaceCard } from '../board-cache';
import { funnelKeys } from './funnel-keys';
import { FUNNEL_MOVE_SCOPE, refreshDealFigures } from './refresh-figures';

/** POST /api/funnel/leads/{id}/move with the card's version as of now (see useMoveLead). */
export function moveLeadRequest(plan: MovePlan, version: number): Promise<LeadCard> {
  return api.post(
    `/api/funnel/leads/${encodeURIComponent(plan.cardId)}/move`,
    { stageId: plan.stageId, beforeId: plan.beforeId, afterId: plan.afterId, version, lostReason: plan.lostReason },
    { schema: LeadCard },
  );
}

/**
 * Moves a card, optimistically: the board shows the move in the same frame as the drop; the
 * server's card (new version and position) then replaces it; a refusal restores the board, says
 * why in a toast and reloads the board as the server has it. Moves run one after another (one
 * mutation scope) and each reads the card's version when it runs, so quick successive moves of
 * one card never trip over each other's version.
 */
export function useMoveLead(): (plan: MovePlan) => void {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    scope: { id: FUNNEL_MOVE_SCOPE },
    mutationFn: async ({ plan }: { plan: MovePlan; previous: Board }) => {
      const card = findCard(queryClient.getQueryData<Board>(funnelKeys.board), plan.cardId);
      if (!card) throw new Error('This lead is no longer on the board.');
      return moveLeadRequest(plan, card.version);
    },
    onSuccess: (card) => {
      queryClient.setQueryData<Board>(funnelKeys.board, (board) => (board ? replaceCard(board, card) : board));
      void queryClient.invalidateQueries({ queryKey: funnelKeys.lead(card.id) });
      refreshDealFigures(queryClient);
    },
    onError: (error, { previous }) => {
      queryClient.setQueryData(funnelKeys.board, previous);
      toast({ title: 'Error updating lead', description: errorMessage(error), variant: 'destructive' });
      void queryClient.invalidateQueries({ queryKey: funnelKeys.board });
    },
  });

  return useCallback(
    (plan: MovePlan) => {
      void queryClient.cancelQueries({ queryKey: funnelKeys.board });
      const previous = queryClient.getQueryData<Board>(funnelKeys.board);
      if (!previous) return;
      queryClient.setQueryData<Board>(funnelKeys.board, moveCard(previous, plan));
      mutate({ plan, previous });
    },
    [queryClient, mutate],
  );
}
