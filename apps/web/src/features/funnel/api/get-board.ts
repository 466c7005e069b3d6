import { Board } from '@keel/shared/funnel-board';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { funnelKeys } from './funnel-keys';

/** GET /api/funnel/board: every column with its count, total and first page of cards. */
export function fetchBoard(signal?: AbortSignal): Promise<Board> {
  return api.get('/api/funnel/board', { schema: Board, signal });
}

export const boardQueryOptions = queryOptions({
  queryKey: funnelKeys.board,
  queryFn: ({ signal }) => fetchBoard(signal),
  // Fresh on every visit; not on window focus, which would drop the pages a user scrolled through.
  staleTime: 0,
  refetchOnWindowFocus: false,
});

export function useBoardQuery() {
  return useQuery(boardQueryOptions);
}
