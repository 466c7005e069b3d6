import { describe, expect, it } from 'vitest';
import { DEFAULT_DASHBOARD_WIDGETS, NEW_WIDGET_SIZE } from './dashboards';
import { newWidgetSlot } from './widget-placement';

/** Adds `count` new 3×2 widgets one after another, as the server does, and returns where each went. */
function addMany(start: Array<{ x: number; y: number; w: number; h: number }>, count: number) {
  const layout = [...start];
  const placed: Array<{ x: number; y: number }> = [];
  for (let n = 0; n < count; n++) {
    const slot = newWidgetSlot(layout);
    placed.push(slot);
    layout.push({ ...slot, ...NEW_WIDGET_SIZE });
  }
  return placed;
}

describe('newWidgetSlot', () => {
  it('fills an empty dashboard row by row, four 3×2 widgets to a row', () => {
    expect(addMany([], 6)).toEqual([
      { x: 0, y: 0 },
      { x: 3, y: 0 },
      { x: 6, y: 0 },
      { x: 9, y: 0 },
      { x: 0, y: 2 },
      { x: 3, y: 2 },
    ]);
  });

  it('puts widgets added to the default dashboard side by side under it, not in one column', () => {
    // My Leads 6×4 at 0,0; Next Contacts and Total Open Deals 3×2 at 6,0 and 6,2; columns 9–11 empty.
    expect(addMany([...DEFAULT_DASHBOARD_WIDGETS], 3)).toEqual([
      { x: 0, y: 4 },
      { x: 3, y: 4 },
      { x: 6, y: 4 },
    ]);
  });

  it('takes a free slot in the bottom band beside a shorter widget', () => {
    // A 6×4 widget and a 3×2 one beside it: the slot under the short one is in the last two rows.
    expect(
      newWidgetSlot([
        { x: 0, y: 0, w: 6, h: 4 },
        { x: 6, y: 0, w: 3, h: 2 },
      ]),
    ).toEqual({ x: 6, y: 2 });
  });

  it('never leaves a gap a widget would float up from (the grid compacts vertically)', () => {
    // Columns 3–11 are empty up to row 0 and the tall widget ends at row 6: a slot at 3,4 would float to 3,0, so the widget goes under the tall one.
    const slot = newWidgetSlot([{ x: 0, y: 0, w: 3, h: 6 }]);
    expect(slot).toEqual({ x: 0, y: 6 });
  });

  it('places a widget in the first column when the last row is full', () => {
    const fullRow = [0, 3, 6, 9].map((x) => ({ x, y: 0, w: 3, h: 2 }));
    expect(newWidgetSlot(fullRow)).toEqual({ x: 0, y: 2 });
  });
});
