import { GRID_COLUMNS, MAX_LAYOUT_ROW, NEW_WIDGET_SIZE, bottomRow } from './dashboards';

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The row a widget over columns x … x+w-1 comes to rest on under vertical compaction: the lowest bottom edge above it. */
function restingRow(layout: readonly Box[], x: number, w: number): number {
  return layout.reduce((floor, item) => (item.x < x + w && x < item.x + item.w ? Math.max(floor, item.y + item.h) : floor), 0);
}

/**
 * Where a new widget goes (docs/product/dashboards.md#widgets: appended at the bottom, 3 wide and 2 high): the first free
 * slot, row by row from the left, among those that touch the bottom band of the dashboard (the
 * last `h` rows or the row under them) and rest where they are put, as the grid's vertical
 * compaction would leave them. So widgets added one after another fill the last row side by side
 * instead of stacking in the first column; a full row starts the next one.
 */
export function newWidgetSlot(layout: readonly Box[], size: { w: number; h: number } = NEW_WIDGET_SIZE): { x: number; y: number } {
  const bottom = bottomRow(layout);
  let best: { x: number; y: number } | null = null;
  for (let x = 0; x + size.w <= GRID_COLUMNS; x++) {
    const y = restingRow(layout, x, size.w);
    if (y < bottom - size.h) continue;
    if (!best || y < best.y) best = { x, y };
  }
  // Some window of columns always rests on the lowest widget, so `best` is set; the fallback is for an empty grid.
  const slot = best ?? { x: 0, y: 0 };
  return { x: slot.x, y: Math.min(slot.y, MAX_LAYOUT_ROW) };
}
