import {
  bottomRow,
  type Dashboard,
  GRID_BREAKPOINTS,
  GRID_COLS,
  GRID_MARGIN,
  GRID_ROW_HEIGHT,
  type LayoutItem,
  type Widget,
} from '@keel/shared/dashboards';
import { clsx } from 'clsx';
import { type ReactNode, useCallback, useMemo } from 'react';
import { getBreakpointFromWidth, type Layout, ResponsiveGridLayout, useContainerWidth, verticalCompactor } from 'react-grid-layout';
import { GridBackground } from 'react-grid-layout/extras';
import 'react-grid-layout/css/styles.css';
import 'react-resizable/css/styles.css';
import { useWindowWidth } from '../use-window-width';
import './dashboard-grid.css';

const toItems = (layout: Layout): LayoutItem[] => layout.map(({ i, x, y, w, h }) => ({ i, x, y, w, h }));

function sameLayout(a: readonly LayoutItem[], b: readonly LayoutItem[]): boolean {
  if (a.length !== b.length) return false;
  const byId = new Map(b.map((item) => [item.i, item]));
  return a.every((item) => {
    const other = byId.get(item.i);
    return other !== undefined && other.x === item.x && other.y === item.y && other.w === item.w && other.h === item.h;
  });
}

const DRAG_HANDLE = '.widget-drag-handle';
const DRAG_CANCEL = '.widget-no-drag';

interface DashboardGridProps {
  dashboard: Dashboard;
  editMode: boolean;
  /** The user moved or resized a widget: the new (12-column) layout. */
  onArrange: (layout: LayoutItem[]) => void;
  /** The 12-column layout as the grid shows it (compacted), whenever it changes. */
  onLayoutShown?: (layout: LayoutItem[]) => void;
  renderWidget: (widget: Widget) => ReactNode;
}

/**
 * The responsive widget grid with the constants of docs/product/dashboards.md#grid. The stored layout is the 12-column one;
 * narrower breakpoints derive theirs from it, so widgets are moved and resized on large screens only.
 * The breakpoints are screen widths (12 columns on large screens): the breakpoint follows the
 * window, not the grid beside the workspace sidebar, so a 1280 px window arranges widgets too (decision 0029).
 */
export function DashboardGrid({ dashboard, editMode, onArrange, onLayoutShown, renderWidget }: DashboardGridProps) {
  const { width, containerRef, mounted } = useContainerWidth({ measureBeforeMount: true });
  const breakpoint = getBreakpointFromWidth(GRID_BREAKPOINTS, useWindowWidth());
  const layouts = useMemo(() => ({ lg: dashboard.layout }), [dashboard.layout]);
  const arrangeable = editMode && breakpoint === 'lg';
  const dragConfig = useMemo(() => ({ enabled: arrangeable, handle: DRAG_HANDLE, cancel: DRAG_CANCEL }), [arrangeable]);
  const resizeConfig = useMemo(() => ({ enabled: arrangeable, handles: ['se' as const] }), [arrangeable]);

  const commit = useCallback(
    (layout: Layout) => {
      const next = toItems(layout);
      if (!sameLayout(next, dashboard.layout)) onArrange(next);
    },
    [dashboard.layout, onArrange],
  );

  // While arranging, two spare rows under the widgets show where a widget can go.
  const backgroundRows = bottomRow(dashboard.layout) + 2;
  const backgroundHeight = backgroundRows * (GRID_ROW_HEIGHT + GRID_MARGIN[1]) + GRID_MARGIN[1];

  return (
    <div ref={containerRef} className="relative" style={arrangeable ? { minHeight: backgroundHeight } : undefined}>
      {editMode && mounted && !arrangeable ? (
        <p role="note" className="mb-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900">
          Widgets are moved and resized on wide screens (a window wider than 1200 px). Widen the window to rearrange them.
        </p>
      ) : null}
      {mounted && arrangeable ? (
        // The cells a widget can take, under the widgets, while arranging them.
        <div aria-hidden className="pointer-events-none absolute inset-x-0 top-0">
          <GridBackground
            width={width}
            cols={GRID_COLS.lg}
            rowHeight={GRID_ROW_HEIGHT}
            margin={GRID_MARGIN}
            rows={backgroundRows}
            color="#e9f5f3"
            borderRadius={10}
          />
        </div>
      ) : null}
      {mounted ? (
        <ResponsiveGridLayout
          className={clsx('dashboard-grid', editMode && 'is-editing')}
          width={width}
          breakpoint={breakpoint}
          layouts={layouts}
          breakpoints={GRID_BREAKPOINTS}
          cols={GRID_COLS}
          rowHeight={GRID_ROW_HEIGHT}
          margin={GRID_MARGIN}
          compactor={verticalCompactor}
          dragConfig={dragConfig}
          resizeConfig={resizeConfig}
          onDragStop={commit}
          onResizeStop={commit}
          onLayoutChange={(_layout, all) => {
            if (all.lg) onLayoutShown?.(toItems(all.lg));
          }}
        >
          {dashboard.layout
            .filter((item) => Object.hasOwn(dashboard.widgets, item.i))
            .map((item) => (
              <div key={item.i} data-widget-id={item.i}>
                {renderWidget(dashboard.widgets[item.i])}
              </div>
            ))}
        </ResponsiveGridLayout>
      ) : null}
    </div>
  );
}
