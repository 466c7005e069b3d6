import type { QueryClient } from '@tanstack/react-query';
import { INSIGHTS_KEY } from '../../../lib/insights-key';
import { funnelKeys } from './funnel-keys';

/** The mutation scope of board moves (the live-update invalidator waits for it too). */
export const FUNNEL_MOVE_SCOPE = 'funnel-move';

/**
 * After a change of a deal, its figures (the board header, the columns' totals, dashboard tiles)
 * are read again from the server, the one place they are computed (decision 0060); the cards
 * stay as the board cache has them.
 */
export function refreshDealFigures(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: funnelKeys.figures });
  void queryClient.invalidateQueries({ queryKey: INSIGHTS_KEY });
}
