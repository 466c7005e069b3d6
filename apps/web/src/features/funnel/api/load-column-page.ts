import type { Board } from '@keel/shared/funnel-board';
import { ColumnPage } from '@keel/shared/funnel-board';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { appendPage } from '../board-cache';
import { funnelKeys } from './funnel-keys';

export const COLUMN_PAGE_SIZE = 100;

/** GET /api/funnel/stages/{id}/leads: the next page of a long column. */
export function fetchColumnPage(stageId: string, cursor: string): Promise<ColumnPage> {
  const query = new URLSearchParams({ cursor, limit: String(COLUMN_PAGE_SIZE) });
  return api.get(`/api/funnel/stages/${encodeURIComponent(stageId)}/leads?${query}`, { schema: ColumnPage });
}

/** Loads a column's next page into the cached board (the column's list grows as the user scrolls). */
export function useLoadColumnPage(stageId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cursor: string) => fetchColumnPage(stageId, cursor),
    onSuccess: (page) => {
      queryClient.setQueryData<Board>(funnelKeys.board, (board) =>
        board ? appendPage(board, stageId, page.items, page.nextCursor) : board,
      );
    },
  });
}
