import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { LeadCard as LeadCardData } from '@keel/shared/funnel-lead';
import { clsx } from 'clsx';
import { CalendarClock, GripVertical, UserRound } from 'lucide-react';
import { paths } from '@keel/shared/paths';
import { memo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDay, formatDealValue, isDue, PRIORITY_STYLES } from '../lead-display';
import { LeadCardMenu } from './lead-card-menu';
import { DragHandle, dndListener } from '../../../components/board/drag-handle';

interface LeadCardViewProps {
  card: LeadCardData;
  /** The drag handle (a real button; keyboard users pick the card up with Space). */
  handle: ReactNode;
  /** The card's own actions (open, menu); absent on the drag overlay. */
  actions?: ReactNode;
  className?: string;
}

/** What a lead card shows (docs/product/records.md#lead-cards): name, company, deal value, priority, sales rep, next contact date. */
export function LeadCardView({ card, handle, actions, className }: LeadCardViewProps) {
  const contact = [card.firstName, card.lastName].filter(Boolean).join(' ');
  const due = isDue(card.nextContactDate);
  return (
    <div
      className={clsx('rounded-lg border border-slate-200 bg-white p-3 shadow-sm', className)}
      data-testid="lead-card"
      data-lead-id={card.id}
    >
      <div className="flex items-start gap-1.5">
        {handle}
        <div className="min-w-0 flex-1">
          {actions ?? <p className="truncate text-sm font-semibold text-slate-900">{card.name}</p>}
          {actions ? (
            <CardRecords card={card} contact={contact} />
          ) : (
            <p className="truncate text-xs text-slate-600">{[card.company, contact].filter(Boolean).join(' · ') || 'No company'}</p>
          )}
        </div>
      </div>
      <div className="mt-2 flex items-center justify-between gap-2">
        <span className="text-sm font-semibold text-slate-900">
          {formatDealValue(card.dealValue) || <span className="font-normal text-slate-500">No value</span>}
        </span>
        <span className={clsx('rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset', PRIORITY_STYLES[card.priority])}>
          {card.priority}
        </span>
      </div>
      <dl className="mt-2 grid gap-1 text-xs text-slate-600">
        <div className="flex items-center gap-1.5">
          <dt>
            <UserRound aria-hidden className="h-3.5 w-3.5" />
            <span className="sr-only">Sales rep</span>
          </dt>
          <dd className="truncate">{card.assignedSalesRep}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt>
            <CalendarClock aria-hidden className="h-3.5 w-3.5" />
            <span className="sr-only">Next contact</span>
          </dt>
          <dd className={clsx('truncate', due && 'font-semibold text-red-700')}>
            {card.nextContactDate ? `${formatDay(card.nextContactDate)}${due ? ' (due)' : ''}` : 'No follow-up set'}
          </dd>
        </div>
      </dl>
    </div>
  );
}

const recordLink = 'hover:text-accent-800 hover:underline';

/** The lead's company and contact person, linked to their record pages when the lead is linked to records (decision 0024). */
function CardRecords({ card, contact }: { card: LeadCardData; contact: string }) {
  const company =
    card.company && card.companyId ? (
      <Link to={paths.company(card.companyId)} className={recordLink}>
        {card.company}
      </Link>
    ) : (
      card.company
    );
  const person =
    contact && card.contactIds[0] ? (
      <Link to={paths.contact(card.contactIds[0])} className={recordLink}>
        {contact}
      </Link>
    ) : (
      contact
    );
  if (!company && !person) return <p className="truncate text-xs text-slate-600">No company</p>;
  return (
    <p className="truncate text-xs text-slate-600">
      {company}
      {company && person ? ' · ' : null}
      {person}
    </p>
  );
}

/** The card as the overlay that follows the pointer while dragging. */
export function LeadCardOverlay({ card }: { card: LeadCardData }) {
  return (
    <LeadCardView
      card={card}
      className="w-full cursor-grabbing shadow-xl ring-2 ring-accent-500"
      handle={<GripVertical aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" />}
    />
  );
}

interface SortableLeadCardProps {
  card: LeadCardData;
  /** Card ids of its column in order, to move it up or down from the menu. */
  columnIds: readonly string[];
  index: number;
}

/**
 * A draggable card: pointer drags start anywhere on it (after a few pixels, so clicks still work),
 * keyboard drags from its handle. The name opens the deal's page; the menu opens the quick editor
 * and moves the card without dragging.
 */
export const SortableLeadCard = memo(function SortableLeadCard({ card, columnIds, index }: SortableLeadCardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: card.id,
    data: { type: 'card', stageId: card.stageId },
  });
  return (
    <div
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      onMouseDown={dndListener(listeners, 'onMouseDown')}
      onTouchStart={dndListener(listeners, 'onTouchStart')}
      className={clsx('touch-manipulation', isDragging && 'opacity-40')}
    >
      <LeadCardView
        card={card}
        handle={
          <DragHandle
            cardId={card.id}
            label={`Move ${card.name}`}
            attributes={attributes}
            listeners={listeners}
            setActivatorNodeRef={setActivatorNodeRef}
          />
        }
        actions={
          <div className="flex items-start gap-1">
            <Link
              to={paths.deal(card.id)}
              className="min-w-0 flex-1 truncate text-left text-sm font-semibold text-slate-900 hover:text-accent-800 hover:underline"
            >
              {card.name}
            </Link>
            <LeadCardMenu card={card} columnIds={columnIds} index={index} />
          </div>
        }
      />
    </div>
  );
});
