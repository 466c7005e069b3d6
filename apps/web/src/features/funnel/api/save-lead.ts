import type { Board } from '@keel/shared/funnel-board';
import { Lead, LeadCard, type LeadInput } from '@keel/shared/funnel-lead';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { addCardOnTop, replaceCard } from '../board-cache';
import { funnelKeys } from './funnel-keys';

export type SaveLeadRequest = { mode: 'create'; stageId?: string; values: LeadInput } | { mode: 'update'; id: string; version: number; values: LeadInput };

/** POST /api/funnel/leads (new, on top of its column) or PUT /api/funnel/leads/{id} (edit at `version`). */
export function saveLeadRequest(request: SaveLeadRequest): Promise<Lead> {
  if (request.mode === 'create') return api.post('/api/funnel/leads', { ...request.values, stageId: request.stageId }, { schema: Lead });
  return api.put(`/api/funnel/leads/${encodeURIComponent(request.id)}`, { ...request.values, version: request.version }, { schema: Lead });
}

export function useSaveLeadMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLeadRequest,
    onSuccess: (lead, request) => {
      queryClient.setQueryData(funnelKeys.lead(lead.id), lead);
      queryClient.setQueryData<Board>(funnelKeys.board, (board) => {
        if (!board) return board;
        const card = LeadCard.parse(lead); // the board keeps only what a card shows
        return request.mode === 'create' ? addCardOnTop(board, card) : replaceCard(board, card);
      });
    },
  });
}
