import {
  type Announcements,
  closestCorners,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MeasuringStrategy,
  MouseSensor,
  TouchSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { Board } from '@keel/shared/funnel-board';
import type { LeadCard } from '@keel/shared/funnel-lead';
import { useMemo } from 'react';
import { BoardColumn } from './board-column';
import { boardKeyboardCoordinates } from '../../../components/board/board-keyboard-coordinates';
import { useFunnelActions } from './funnel-actions';
import { LeadCardOverlay } from './lead-card';
import { COLUMN_PREFIX, useBoardDrag } from './use-board-drag';

const screenReaderInstructions = {
  draggable:
    'To pick up a lead, press Space or Enter. Use the arrow keys to move it within its column or to another column, ' +
    'press Space or Enter again to drop it, or Escape to cancel. The actions menu of each lead can move it too.',
};

/** The kanban: columns side by side, cards dragged with a mouse, a finger or the keyboard. */
export function FunnelBoard({ board }: { board: Board }) {
  const { moveCard } = useFunnelActions();
  const drag = useBoardDrag(board, moveCard);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: boardKeyboardCoordinates }),
  );
  const cardsById = useMemo(
    () => new Map<string, LeadCard>(board.columns.flatMap((c) => c.cards.map((card) => [card.id, card] as const))),
    [board],
  );
  const titles = useMemo(() => new Map(board.columns.map((c) => [c.id, c.title])), [board]);

  const announcements = useMemo<Announcements>(() => {
    const name = (id: UniqueIdentifier) => cardsById.get(String(id))?.name ?? 'lead';
    const where = (id: UniqueIdentifier) => {
      const key = String(id);
      if (key.startsWith(COLUMN_PREFIX)) return `column ${titles.get(key.slice(COLUMN_PREFIX.length)) ?? ''}`;
      const card = cardsById.get(key);
      const stageId = Object.keys(drag.columns).find((s) => drag.columns[s].includes(key));
      const ids = stageId ? drag.columns[stageId] : [];
      return `position ${ids.indexOf(key) + 1} of ${ids.length} in column ${titles.get(stageId ?? card?.stageId ?? '') ?? ''}`;
    };
    return {
      onDragStart: ({ active }) => `Picked up lead ${name(active.id)}.`,
      onDragOver: ({ active, over }) =>
        over ? `Lead ${name(active.id)} is at ${where(over.id)}.` : `Lead ${name(active.id)} is not over a column.`,
      onDragEnd: ({ active, over }) =>
        over ? `Lead ${name(active.id)} was dropped at ${where(over.id)}.` : `Lead ${name(active.id)} was dropped back.`,
      onDragCancel: ({ active }) => `Moving lead ${name(active.id)} was cancelled.`,
    };
  }, [cardsById, titles, drag.columns]);

  const active = drag.activeId ? cardsById.get(drag.activeId) : undefined;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      measuring={{ droppable: { strategy: MeasuringStrategy.WhileDragging } }}
      onDragStart={drag.onDragStart}
      onDragOver={drag.onDragOver}
      onDragEnd={drag.onDragEnd}
      onDragCancel={drag.onDragCancel}
      accessibility={{ announcements, screenReaderInstructions }}
    >
      <div className="relative flex h-full items-stretch gap-4 overflow-x-auto pb-3" data-testid="funnel-board">
        {board.columns.map((column, index) => (
          <BoardColumn
            key={column.id}
            column={column}
            ids={drag.columns[column.id] ?? []}
            cardsById={cardsById}
            isFirst={index === 0}
            isLast={index === board.columns.length - 1}
          />
        ))}
      </div>
      <DragOverlay>{active ? <LeadCardOverlay card={active} /> : null}</DragOverlay>
    </DndContext>
  );
}
