import type { BoardColumn } from '@keel/shared/funnel-board';
import { createContext, useContext } from 'react';
import type { MovePlan } from '../board-cache';

/** What cards and column headers can ask the funnel page to do (dialogs, moves), without prop chains. */
export interface FunnelActions {
  openLead: (leadId: string) => void;
  addLead: (stageId: string) => void;
  editStage: (column: BoardColumn) => void;
  deleteStage: (column: BoardColumn) => void;
  moveStage: (stageId: string, offset: -1 | 1) => void;
  moveCard: (plan: MovePlan) => void;
}

export const FunnelActionsContext = createContext<FunnelActions | null>(null);

export function useFunnelActions(): FunnelActions {
  const actions = useContext(FunnelActionsContext);
  if (!actions) throw new Error('useFunnelActions outside the funnel board');
  return actions;
}
