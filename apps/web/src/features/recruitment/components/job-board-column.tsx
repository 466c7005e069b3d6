import { useDroppable } from '@dnd-kit/core';
import type { ApplicationStage, BoardColumnPage } from '@keel/shared/applications';
import { clsx } from 'clsx';
import { useEffect, useRef } from 'react';
import { COLUMN_PREFIX } from '../../../components/board/column-prefix';
import { Button } from '../../../components/ui/button';
import { DraggableApplicationCard } from './application-card';

interface Props {
  column: BoardColumnPage;
  onMove: (id: string, stage: ApplicationStage) => void;
  onShowMore: (stage: ApplicationStage, offset: number) => void;
  loadingMore: boolean;
}

const headingId = (stage: string) => `board-stage-${stage.replace(/\s+/g, '-').toLowerCase()}`;

/**
 * One stage of a job board: a drop target with its count, its first cards and 'Show more'. 'Show
 * more' stays focusable while it loads (a disabled button would drop the keyboard user's focus to
 * the page's top); once the page has come, focus is on its first card, where reading goes on.
 */
export function JobBoardColumn({ column, onMove, onShowMore, loadingMore }: Props) {
  const { setNodeRef, isOver } = useDroppable({ id: `${COLUMN_PREFIX}${column.stage}`, data: { stage: column.stage } });
  const more = column.total - column.cards.length;
  const list = useRef<HTMLOListElement>(null);
  /** Where the page asked for by 'Show more' begins, until it has come. */
  const focusFrom = useRef<number | null>(null);
  const shown = column.cards.length;
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || shown <= from) return;
    focusFrom.current = null;
    list.current?.children[from]?.querySelector<HTMLElement>('a[href]')?.focus();
  }, [shown]);
  const showMore = () => {
    if (loadingMore) return;
    focusFrom.current = shown;
    onShowMore(column.stage, shown);
  };
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId(column.stage)}
      data-testid="board-column"
      className={clsx('flex w-64 shrink-0 flex-col rounded-xl bg-slate-100 ring-1 ring-slate-200', isOver && 'ring-2 ring-accent-500')}
    >
      <h3 id={headingId(column.stage)} className="flex items-center justify-between px-3 pt-3 pb-2 text-sm font-semibold text-slate-900">
        {column.stage}
        <span className="rounded-full bg-white px-2 py-0.5 text-xs font-medium text-slate-700 ring-1 ring-slate-200">
          {column.total}
          <span className="sr-only"> applications</span>
        </span>
      </h3>
      <ol ref={list} aria-label={`Applications in ${column.stage}`} className="max-h-[36rem] space-y-2 overflow-y-auto px-2 pb-2">
        {column.cards.map((card) => (
          <li key={card.application_id}>
            <DraggableApplicationCard card={card} onMove={onMove} />
          </li>
        ))}
      </ol>
      {column.total === 0 ? (
        <p className="mx-2 mb-2 rounded-lg border-2 border-dashed border-slate-300 p-3 text-center text-sm text-slate-600">
          No applications in this stage.
        </p>
      ) : null}
      {more > 0 ? (
        <div className="px-2 pb-2">
          <Button variant="outline" className="w-full" aria-disabled={loadingMore} onClick={showMore}>
            {loadingMore ? 'Loading...' : `Show more (${more})`}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
