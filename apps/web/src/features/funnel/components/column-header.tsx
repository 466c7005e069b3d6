import type { BoardColumn } from '@keel/shared/funnel-board';
import { ArrowLeft, ArrowRight, Ellipsis, Pencil, Plus, Trash2 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { formatColumnTotal } from '../lead-display';
import { useFunnelActions, useStageFigures } from './funnel-actions';
import { menuContentClasses, menuItemClasses } from '../../../components/board/menu-styles';

interface ColumnHeaderProps {
  column: BoardColumn;
  headingId: string;
  isFirst: boolean;
  isLast: boolean;
}

const iconButton = 'inline-flex h-8 w-8 items-center justify-center rounded-md text-slate-600 hover:bg-white hover:text-slate-900';

/** A column's title in its colour, its lead count and total deal value, and the stage's actions. */
export function ColumnHeader({ column, headingId, isFirst, isLast }: ColumnHeaderProps) {
  const actions = useFunnelActions();
  const figures = useStageFigures(column);
  const leads = `${figures.count.toLocaleString('en-US')} ${figures.count === 1 ? 'lead' : 'leads'}`;
  return (
    <header className="rounded-t-xl border-t-4 px-3 pt-2.5 pb-2" style={{ borderTopColor: column.color }}>
      <div className="flex items-center gap-2">
        <h2 id={headingId} className="min-w-0 flex-1 truncate text-sm font-semibold text-slate-900" title={column.title}>
          {column.title}
        </h2>
        <button type="button" className={iconButton} aria-label={`Add lead to ${column.title}`} onClick={() => actions.addLead(column.id)}>
          <Plus aria-hidden className="h-4 w-4" />
        </button>
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger className={iconButton} aria-label={`Actions for stage ${column.title}`}>
            <Ellipsis aria-hidden className="h-4 w-4" />
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content align="end" sideOffset={4} className={menuContentClasses}>
              <DropdownMenu.Item className={menuItemClasses} onSelect={() => actions.editStage(column)}>
                <Pencil aria-hidden className="h-4 w-4" />
                Edit stage
              </DropdownMenu.Item>
              <DropdownMenu.Item className={menuItemClasses} disabled={isFirst} onSelect={() => actions.moveStage(column.id, -1)}>
                <ArrowLeft aria-hidden className="h-4 w-4" />
                Move stage left
              </DropdownMenu.Item>
              <DropdownMenu.Item className={menuItemClasses} disabled={isLast} onSelect={() => actions.moveStage(column.id, 1)}>
                <ArrowRight aria-hidden className="h-4 w-4" />
                Move stage right
              </DropdownMenu.Item>
              <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
              <DropdownMenu.Item className={`${menuItemClasses} text-red-700`} onSelect={() => actions.deleteStage(column)}>
                <Trash2 aria-hidden className="h-4 w-4" />
                Delete stage
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      </div>
      <p className="mt-0.5 flex items-center justify-between text-xs text-slate-600" data-testid="column-summary">
        <span className="rounded-full bg-white px-2 py-0.5 font-medium text-slate-700 ring-1 ring-slate-200">{leads}</span>
        <span className="font-semibold text-slate-800">
          <span className="sr-only">Total deal value </span>
          {formatColumnTotal(figures.totalValue)}
        </span>
      </p>
      <p className="mt-1 flex items-center justify-between text-xs text-slate-700" data-testid="column-outcome">
        {figures.outcome === 'open' ? (
          <>
            <span>{figures.winProbability}% win probability</span>
            <span>
              <span className="sr-only">Weighted value </span>
              <span aria-hidden>Weighted </span>
              {formatColumnTotal(figures.weightedValue)}
            </span>
          </>
        ) : (
          <span className={figures.outcome === 'won' ? 'font-medium text-emerald-800' : 'font-medium text-red-800'}>
            {figures.outcome === 'won' ? 'Won · closed deals' : 'Lost · closed deals'}
          </span>
        )}
      </p>
    </header>
  );
}
