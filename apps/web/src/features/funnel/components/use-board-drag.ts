import type { DragEndEvent, DragOverEvent, DragStartEvent, UniqueIdentifier } from '@dnd-kit/core';
import { arrayMove } from '@dnd-kit/sortable';
import type { Board } from '@keel/shared/funnel-board';
import { useMemo, useState } from 'react';
import { COLUMN_PREFIX } from '../../../components/board/column-prefix';
import type { MovePlan } from '../board-cache';

type Columns = Record<string, string[]>;

interface DragState {
  activeId: string;
  originStageId: string;
  originIndex: number;
  /** Card ids per column as the drag has rearranged them so far. */
  columns: Columns;
}

export { COLUMN_PREFIX };

/** The column a droppable id belongs to: a column itself, or the column holding that card. */
function columnOf(id: UniqueIdentifier, columns: Columns): string | undefined {
  const key = String(id);
  if (key.startsWith(COLUMN_PREFIX)) return key.slice(COLUMN_PREFIX.length);
  return Object.keys(columns).find((stageId) => columns[stageId].includes(key));
}

/**
 * Drag state of the board (the multiple-container pattern of dnd-kit): while a card is dragged
 * over another column it moves into that column's list, so the column opens a gap for it; on drop
 * the final list names the card's new neighbours, which is all the server needs to place it.
 */
export function useBoardDrag(board: Board, onMove: (plan: MovePlan) => void) {
  const [drag, setDrag] = useState<DragState | null>(null);
  const settled = useMemo<Columns>(() => Object.fromEntries(board.columns.map((c) => [c.id, c.cards.map((card) => card.id)])), [board]);
  const columns = drag?.columns ?? settled;

  function onDragStart({ active }: DragStartEvent) {
    const id = String(active.id);
    const originStageId = columnOf(id, settled);
    if (!originStageId) return;
    setDrag({ activeId: id, originStageId, originIndex: settled[originStageId].indexOf(id), columns: settled });
  }

  function onDragOver({ active, over }: DragOverEvent) {
    if (!over) return;
    setDrag((current) => {
      if (!current) return current;
      const from = columnOf(active.id, current.columns);
      const to = columnOf(over.id, current.columns);
      if (!from || !to || from === to) return current;
      const id = String(active.id);
      const target = current.columns[to].filter((other) => other !== id);
      let index = target.length;
      const overIndex = target.indexOf(String(over.id));
      if (overIndex >= 0) {
        const dragged = active.rect.current.translated;
        const below = dragged !== null && dragged.top > over.rect.top + over.rect.height / 2;
        index = overIndex + (below ? 1 : 0);
      }
      target.splice(index, 0, id);
      return { ...current, columns: { ...current.columns, [from]: current.columns[from].filter((other) => other !== id), [to]: target } };
    });
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    const current = drag;
    setDrag(null);
    if (!current || !over) return;
    const id = String(active.id);
    let finalColumns = current.columns;
    const stageId = columnOf(id, finalColumns);
    if (!stageId) return;
    if (columnOf(over.id, finalColumns) === stageId && !String(over.id).startsWith(COLUMN_PREFIX)) {
      const ids = finalColumns[stageId];
      const from = ids.indexOf(id);
      const to = ids.indexOf(String(over.id));
      if (from !== to) finalColumns = { ...finalColumns, [stageId]: arrayMove(ids, from, to) };
    }
    const ids = finalColumns[stageId];
    const index = ids.indexOf(id);
    if (stageId === current.originStageId && index === current.originIndex) return;
    onMove({ cardId: id, stageId, beforeId: ids[index - 1] ?? null, afterId: ids[index + 1] ?? null });
  }

  return { columns, activeId: drag?.activeId ?? null, onDragStart, onDragOver, onDragEnd, onDragCancel: () => setDrag(null) };
}
