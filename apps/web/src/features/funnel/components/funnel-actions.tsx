import type { Stage } from '@keel/shared/funnel';
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

/** Each stage's figures as the server last reported them (decision 0060), by stage id. */
export const StageFiguresContext = createContext<ReadonlyMap<string, Stage>>(new Map());

/** A column's figures: the server's latest, else those the board came with. */
export function useStageFigures(column: BoardColumn): Stage {
  return useContext(StageFiguresContext).get(column.id) ?? column;
}
