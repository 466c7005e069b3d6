import { GRID_COLUMNS, type LayoutItem, MAX_WIDGET_HEIGHT } from '@keel/shared/dashboards';
import { moveElement, verticalCompactor } from 'react-grid-layout';

/** Keyboard alternatives to dragging and resizing a widget, one grid step at a time. */
export const NUDGES = {
  left: 'Move left',
  right: 'Move right',
  up: 'Move up',
  down: 'Move down',
  wider: 'Make wider',
  narrower: 'Make narrower',
  taller: 'Make taller',
  shorter: 'Make shorter',
} as const;
export type Nudge = keyof typeof NUDGES;

const overlapsColumns = (a: LayoutItem, b: LayoutItem) => a.x < b.x + b.w && b.x < a.x + a.w;
const clean = (layout: readonly LayoutItem[]): LayoutItem[] => layout.map(({ i, x, y, w, h }) => ({ i, x, y, w, h }));

/**
 * The 12-column layout after one nudge of widget `id`, compacted as the grid compacts it; null
 * when the nudge changes nothing (at an edge, at a size limit). Up and down swap places with the
 * nearest widget above or below, as dragging past it would.
 */
export function nudgeLayout(layout: readonly LayoutItem[], id: string, nudge: Nudge): LayoutItem[] | null {
  const items = clean(layout);
  const item = items.find((candidate) => candidate.i === id);
  if (!item) return null;
  const others = items.filter((other) => other.i !== id && overlapsColumns(item, other));
  let moved: LayoutItem[] = items;
  switch (nudge) {
    case 'left':
    case 'right': {
      const x = Math.min(Math.max(item.x + (nudge === 'left' ? -1 : 1), 0), GRID_COLUMNS - item.w);
      moved = moveElement(items, item, x, item.y, true, false, 'vertical', GRID_COLUMNS);
      break;
    }
    case 'up': {
      const above = others.filter((other) => other.y < item.y).sort((a, b) => b.y - a.y)[0];
      if (!above) return null;
      moved = moveElement(items, item, item.x, above.y, true, false, 'vertical', GRID_COLUMNS);
      break;
    }
    case 'down': {
      const below = others.filter((other) => other.y > item.y).sort((a, b) => a.y - b.y)[0];
      if (!below) return null;
      moved = moveElement(items, item, item.x, below.y + below.h, true, false, 'vertical', GRID_COLUMNS);
      break;
    }
    case 'wider':
      item.w = Math.min(item.w + 1, GRID_COLUMNS - item.x);
      break;
    case 'narrower':
      item.w = Math.max(item.w - 1, 1);
      break;
    case 'taller':
      item.h = Math.min(item.h + 1, MAX_WIDGET_HEIGHT);
      break;
    case 'shorter':
      item.h = Math.max(item.h - 1, 1);
      break;
  }
  const next = clean(verticalCompactor.compact(moved, GRID_COLUMNS));
  const before = new Map(clean(verticalCompactor.compact(clean(layout), GRID_COLUMNS)).map((entry) => [entry.i, entry]));
  const changed = next.some((entry) => {
    const old = before.get(entry.i);
    return !old || old.x !== entry.x || old.y !== entry.y || old.w !== entry.w || old.h !== entry.h;
  });
  return changed ? next : null;
}
