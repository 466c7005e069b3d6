import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { BoardColumn } from '@keel/shared/funnel-board';
import type { LeadCard } from '@keel/shared/funnel-lead';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { useLoadColumnPage } from '../api/load-column-page';
import { SortableLeadCard } from './lead-card';

/** A card's height plus the gap below it, before it is measured. */
const ESTIMATED_CARD_HEIGHT = 144;
/** Start loading the next page this many cards before the end of what is loaded. */
const LOAD_AHEAD = 20;

interface VirtualCardListProps {
  column: BoardColumn;
  /** Card ids in display order (during a drag, the drag's provisional order). */
  ids: readonly string[];
  cardsById: ReadonlyMap<string, LeadCard>;
}

/**
 * A column's cards, virtualised: only the cards in view (plus a few) are in the DOM, so a column of
 * thousands scrolls smoothly. Rendered cards stay in normal flow between two spacers, which keeps
 * dnd-kit's measuring of sortable items exact. Scrolling near the end loads the next page.
 */
export function VirtualCardList({ column, ids, cardsById }: VirtualCardListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const loadPage = useLoadColumnPage(column.id);
  // The virtualizer hands out fresh measurements on every scroll; this component simply re-renders with them.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: ids.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_CARD_HEIGHT,
    getItemKey: (index) => ids[index],
    overscan: 6,
    initialRect: { width: 288, height: 640 },
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;
  const { nextCursor } = column;
  const { mutate: loadMore, isPending: loading, isError: loadFailed } = loadPage;

  useEffect(() => {
    if (nextCursor && !loading && !loadFailed && lastIndex >= ids.length - LOAD_AHEAD) loadMore(nextCursor);
  }, [nextCursor, loading, loadFailed, lastIndex, ids.length, loadMore]);

  const top = items[0]?.start ?? 0;
  const bottom = Math.max(0, virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0));

  return (
    <div ref={scrollRef} className="min-h-0 flex-1 overflow-y-auto px-2 pb-2" data-testid="column-scroller">
      <SortableContext id={column.id} items={ids as string[]} strategy={verticalListSortingStrategy}>
        <ol aria-label={`Leads in ${column.title}`} style={{ paddingTop: top, paddingBottom: bottom }}>
          {items.map((item) => {
            const card = cardsById.get(ids[item.index]);
            if (!card) return null;
            return (
              <li key={item.key} data-index={item.index} ref={virtualizer.measureElement} className="pb-2">
                <SortableLeadCard card={card} columnIds={ids} index={item.index} />
              </li>
            );
          })}
        </ol>
      </SortableContext>
      {ids.length === 0 ? (
        <p className="rounded-lg border-2 border-dashed border-slate-300 p-4 text-center text-sm text-slate-600">
          No leads in this stage yet.
        </p>
      ) : null}
      {nextCursor ? (
        <div className="flex justify-center py-2">
          {loadFailed ? (
            <button type="button" className="text-sm font-medium text-accent-800 underline" onClick={() => loadMore(nextCursor)}>
              Could not load more leads. Try again
            </button>
          ) : (
            <Spinner size="sm" label={`Loading more leads in ${column.title}...`} />
          )}
        </div>
      ) : null}
    </div>
  );
}
