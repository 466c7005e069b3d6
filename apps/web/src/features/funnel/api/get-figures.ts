import type { Board, FunnelFigures } from '@keel/shared/funnel-board';
import { FunnelFigures as FunnelFiguresSchema } from '@keel/shared/funnel-board';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { funnelKeys } from './funnel-keys';

/**
 * The board's and each stage's deal figures, as the server defines them (decision 0060): those the
 * board came with, then GET /api/funnel/figures whenever a change invalidates them, whichever is newer.
 */
export function useFunnelFigures(board: Board | undefined, boardUpdatedAt: number): FunnelFigures | undefined {
  const query = useQuery({
    queryKey: funnelKeys.figures,
    queryFn: ({ signal }) => api.get('/api/funnel/figures', { schema: FunnelFiguresSchema, signal }),
    enabled: board !== undefined,
    initialData: board ? { figures: board.figures, stages: board.columns } : undefined,
    initialDataUpdatedAt: boardUpdatedAt,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  if (!board) return undefined;
  return query.data && query.dataUpdatedAt >= boardUpdatedAt ? query.data : { figures: board.figures, stages: board.columns };
}
