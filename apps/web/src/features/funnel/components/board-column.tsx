import { useDroppable } from '@dnd-kit/core';
import type { BoardColumn as BoardColumnData } from '@keel/shared/funnel-board';
import type { LeadCard } from '@keel/shared/funnel-lead';
import { clsx } from 'clsx';
import { ColumnHeader } from './column-header';
import { COLUMN_PREFIX } from './use-board-drag';
import { VirtualCardList } from './virtual-card-list';

/** Droppable id of a column (card ids are uuids, so the prefix keeps them apart). */
const columnDropId = (stageId: string) => `${COLUMN_PREFIX}${stageId}`;

interface BoardColumnProps {
  column: BoardColumnData;
  ids: readonly string[];
  cardsById: ReadonlyMap<string, LeadCard>;
  isFirst: boolean;
  isLast: boolean;
}

/** One funnel column: a drop target for cards, with its header and its (virtualised) cards. */
export function BoardColumn({ column, ids, cardsById, isFirst, isLast }: BoardColumnProps) {
  const { setNodeRef, isOver } = useDroppable({ id: columnDropId(column.id), data: { type: 'column', stageId: column.id } });
  const headingId = `stage-${column.id}`;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-testid="funnel-column"
      className={clsx(
        'flex h-full w-72 shrink-0 flex-col rounded-xl bg-slate-100 ring-1 ring-slate-200 transition-shadow',
        isOver && 'ring-2 ring-accent-500',
      )}
    >
      <ColumnHeader column={column} headingId={headingId} isFirst={isFirst} isLast={isLast} />
      <VirtualCardList column={column} ids={ids} cardsById={cardsById} />
    </section>
  );
}
