import { useDraggable } from '@dnd-kit/core';
import { type ApplicationCard as ApplicationCardData, daysSince } from '@keel/shared/applications';
import { paths } from '@keel/shared/paths';
import { clsx } from 'clsx';
import { memo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { DragHandle, dndListener } from '../../../components/board/drag-handle';
import { ApplicationCardMenu } from './application-card-menu';

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/** What a card shows: the applicant, their ATS score, where they came from and how long they have been in the stage. */
export function ApplicationCardView({
  card,
  handle,
  title,
  className,
}: {
  card: ApplicationCardData;
  handle: ReactNode;
  title?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={clsx('rounded-lg border border-slate-200 bg-white p-3 shadow-sm', className)}
      data-testid="application-card"
      data-application-id={card.application_id}
    >
      <div className="flex items-start gap-1.5">
        {handle}
        <div className="min-w-0 flex-1">{title ?? <p className="truncate text-sm font-semibold text-slate-900">{card.name}</p>}</div>
      </div>
      <dl className="mt-2 grid grid-cols-3 gap-1 text-xs text-slate-600">
        <div>
          <dt className="text-slate-500">ATS</dt>
          <dd className="font-semibold text-slate-900">{card.ats_score ?? '—'}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-slate-500">Source</dt>
          <dd className="truncate">{card.source ?? '—'}</dd>
        </div>
        <div>
          <dt className="text-slate-500">In stage</dt>
          <dd>{days(daysSince(card.stage_changed_at))}</dd>
        </div>
      </dl>
    </div>
  );
}

/**
 * A card on a job board: pointer drags start anywhere on it (after a few pixels, so the name's
 * link still works), keyboard drags from its handle; the menu moves it without dragging.
 */
export const DraggableApplicationCard = memo(function DraggableApplicationCard({
  card,
  onMove,
}: {
  card: ApplicationCardData;
  onMove: (id: string, stage: ApplicationCardData['stage']) => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: card.application_id,
    data: { stage: card.stage },
  });
  return (
    <div
      ref={setNodeRef}
      onMouseDown={dndListener(listeners, 'onMouseDown')}
      onTouchStart={dndListener(listeners, 'onTouchStart')}
      className={clsx('touch-manipulation', isDragging && 'opacity-40')}
    >
      <ApplicationCardView
        card={card}
        handle={
          <DragHandle
            cardId={card.application_id}
            label={`Move ${card.name}`}
            attributes={attributes}
            listeners={listeners}
            setActivatorNodeRef={setActivatorNodeRef}
          />
        }
        title={
          <div className="flex items-start gap-1">
            <Link
              to={paths.applicant(card.applicant_id)}
              className="min-w-0 flex-1 truncate text-sm font-semibold text-slate-900 hover:text-accent-800 hover:underline"
            >
              {card.name}
            </Link>
            <ApplicationCardMenu card={card} onMove={onMove} />
          </div>
        }
      />
    </div>
  );
});
