import type { LayoutItem } from '@keel/shared/dashboards';
import { describe, expect, it } from 'vitest';
import { nudgeLayout } from './layout-nudge';

// The default dashboard of docs/product/dashboards.md#default-dashboard.
const layout: LayoutItem[] = [
  { i: 'leads', x: 0, y: 0, w: 6, h: 4 },
  { i: 'next', x: 6, y: 0, w: 3, h: 2 },
  { i: 'kpi', x: 6, y: 2, w: 3, h: 2 },
];
const placed = (result: LayoutItem[] | null) => Object.fromEntries((result ?? []).map(({ i, ...rest }) => [i, rest]));

describe('nudging a widget from the keyboard', () => {
  it('swaps places with the widget above or below', () => {
    expect(placed(nudgeLayout(layout, 'kpi', 'up'))).toMatchObject({ kpi: { x: 6, y: 0 }, next: { x: 6, y: 2 } });
    expect(placed(nudgeLayout(layout, 'next', 'down'))).toMatchObject({ kpi: { x: 6, y: 0 }, next: { x: 6, y: 2 } });
  });

  it('moves sideways one column within the grid', () => {
    expect(placed(nudgeLayout(layout, 'next', 'right'))).toMatchObject({ next: { x: 7, y: 0 } });
    expect(nudgeLayout(layout, 'leads', 'left')).toBeNull();
    expect(nudgeLayout([{ i: 'a', x: 9, y: 0, w: 3, h: 2 }], 'a', 'right')).toBeNull();
  });

  it('resizes one step, pushing neighbours out of the way and keeping to the grid', () => {
    const wider = placed(nudgeLayout(layout, 'leads', 'wider'));
    expect(wider.leads).toEqual({ x: 0, y: 0, w: 7, h: 4 });
    for (const id of ['next', 'kpi']) {
      const item = wider[id];
      // No overlap with the widened widget.
      expect(item.x >= 7 || item.y >= 4).toBe(true);
    }
    expect(placed(nudgeLayout(layout, 'kpi', 'taller')).kpi).toEqual({ x: 6, y: 2, w: 3, h: 3 });
    expect(placed(nudgeLayout(layout, 'leads', 'shorter')).leads).toEqual({ x: 0, y: 0, w: 6, h: 3 });
    expect(nudgeLayout([{ i: 'a', x: 0, y: 0, w: 1, h: 1 }], 'a', 'narrower')).toBeNull();
  });

  it('does nothing where nothing can change', () => {
    expect(nudgeLayout(layout, 'leads', 'up')).toBeNull();
    expect(nudgeLayout(layout, 'kpi', 'down')).toBeNull();
    expect(nudgeLayout(layout, 'missing', 'right')).toBeNull();
  });
});
