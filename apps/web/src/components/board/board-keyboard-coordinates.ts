import type { ClientRect, DroppableContainer, KeyboardCoordinateGetter } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { COLUMN_PREFIX } from './column-prefix';

const isColumn = (container: DroppableContainer) => String(container.id).startsWith(COLUMN_PREFIX);

/**
 * Keyboard moves on the board: Left/Right jump to the neighbouring column (keeping the card's
 * height), Up/Down step through the cards of the card's own column only. dnd-kit's default
 * getter looks for the nearest droppable in the arrow's direction anywhere on the board, which on
 * a kanban can land in the wrong column.
 */
export const boardKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const { collisionRect, droppableRects, droppableContainers } = args.context;
  const horizontal = event.code === 'ArrowLeft' || event.code === 'ArrowRight';
  const vertical = event.code === 'ArrowUp' || event.code === 'ArrowDown';
  if (!collisionRect || (!horizontal && !vertical)) return sortableKeyboardCoordinates(event, args);

  const rectOf = (container: DroppableContainer) => droppableRects.get(container.id);
  const enabled = droppableContainers.getEnabled();
  const columns = enabled
    .filter(isColumn)
    .flatMap((container) => rectOf(container) ?? [])
    .sort((a, b) => a.left - b.left);
  const centre = collisionRect.left + collisionRect.width / 2;
  const inColumn = (rect: ClientRect | undefined) => rect !== undefined && centre >= rect.left && centre <= rect.right;

  if (vertical) {
    // The sortable getter, shown only the cards of this column.
    const sameColumn = enabled.filter((container) => !isColumn(container) && inColumn(rectOf(container)));
    const context = {
      ...args.context,
      droppableContainers: { getEnabled: () => sameColumn, get: (id: string) => droppableContainers.get(id) },
    };
    return sortableKeyboardCoordinates(event, { ...args, context: context as unknown as typeof args.context });
  }

  event.preventDefault();
  const current = columns.findIndex(inColumn);
  const target = current < 0 ? undefined : columns[current + (event.code === 'ArrowRight' ? 1 : -1)];
  if (!target) return undefined;
  const top = Math.min(Math.max(collisionRect.top, target.top + 56), target.bottom - collisionRect.height);
  return { x: target.left + (target.width - collisionRect.width) / 2, y: top };
};
