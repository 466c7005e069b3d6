import type { Board } from '@keel/shared/funnel-board';
import { Lead, LeadCard, type LeadInput } from '@keel/shared/funnel-lead';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { addCardOnTop, findCard, removeCard, replaceCard } from '../board-cache';
import { funnelKeys } from './funnel-keys';
import { refreshDealFigures } from './refresh-figures';

export type SaveLeadRequest = { mode: 'create'; values: LeadInput } | { mode: 'update'; id: string; version: number; values: LeadInput };

/** POST /api/funnel/leads (new, on top of its column) or PUT /api/funnel/leads/{id} (edit at `version`). */
export function saveLeadRequest(request: SaveLeadRequest): Promise<Lead> {
  if (request.mode === 'create') return api.post('/api/funnel/leads', request.values, { schema: Lead });
  return api.put(`/api/funnel/leads/${encodeURIComponent(request.id)}`, { ...request.values, version: request.version }, { schema: Lead });
}

export function useSaveLeadMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLeadRequest,
    onSuccess: (lead, request) => {
      queryClient.setQueryData(funnelKeys.lead(lead.id), lead);
      refreshDealFigures(queryClient);
      const board = queryClient.getQueryData<Board>(funnelKeys.board);
      if (!board) return;
      const card = LeadCard.parse(lead); // the board keeps only what a card shows
      const cached = findCard(board, card.id);
      if (request.mode === 'create') queryClient.setQueryData(funnelKeys.board, addCardOnTop(board, card));
      // A lead not in the loaded pages: the board is read again rather than guessed.
      else if (!cached) void queryClient.invalidateQueries({ queryKey: funnelKeys.board });
      // The editor changed its stage: the card moves on top of its new column, as the server put it.
      else if (cached.stageId !== card.stageId) queryClient.setQueryData(funnelKeys.board, addCardOnTop(removeCard(board, card.id), card));
      else queryClient.setQueryData(funnelKeys.board, replaceCard(board, card));
    },
  });
}
