import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  rectIntersection,
  type CollisionDetection,
  TouchSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { ApplicationCard, ApplicationStage } from '@keel/shared/applications';
import { INTERVIEW_ENDING_STAGES, interviewsCancelledWarning } from '@keel/shared/interviews';
import { GripVertical } from 'lucide-react';
import { useMemo, useState } from 'react';
import { boardKeyboardCoordinates } from '../../../components/board/board-keyboard-coordinates';
import { COLUMN_PREFIX } from '../../../components/board/column-prefix';
import { PageLoadError } from '../../../components/page-load-error';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useJobBoard, useLoadMoreApplications } from '../api/get-job-board';
import { fetchUpcomingInterviewCount } from '../api/list-interviews';
import { useMoveApplication } from '../api/move-application';
import { findApplication } from '../job-board-cache';
import { ApplicationCardView } from './application-card';
import { JobBoardColumn } from './job-board-column';
import { RejectionDialog } from './rejection-dialog';

const screenReaderInstructions = {
  draggable:
    'To pick up an application, press Space or Enter. Use the Left and Right arrow keys to move it to another stage, ' +
    'press Space or Enter again to drop it, or Escape to cancel. The actions menu of each card can move it too.',
};

/** Pointer drops land on the column under the pointer; keyboard drops on the column the card is over. */
const collision: CollisionDetection = (args) => {
  const columns = args.droppableContainers.filter((c) => String(c.id).startsWith(COLUMN_PREFIX));
  const within = pointerWithin({ ...args, droppableContainers: columns });
  return within.length ? within : rectIntersection({ ...args, droppableContainers: columns });
};

const stageOf = (id: UniqueIdentifier | undefined) =>
  id !== undefined && String(id).startsWith(COLUMN_PREFIX) ? (String(id).slice(COLUMN_PREFIX.length) as ApplicationStage) : undefined;

export interface JobBoardProps {
  jobId: string;
  /**
   * Called once a card has moved to Rejected (the server accepted it): the hook point where the
   * rejection e-mail of the candidate e-mail templates is offered.
   */
  onRejected?: (application: ApplicationCard) => void;
}

/**
 * A job's applications by stage (the applicant statuses of docs/product/recruitment.md#statuses): drag a card to another stage with a
 * mouse, a finger or the keyboard (its handle, then Left/Right), or move it from its menu. Each
 * column shows its first cards and 'Show more'; the board follows other users' moves live.
 */
export function JobBoard({ jobId, onRejected }: JobBoardProps) {
  const board = useJobBoard(jobId);
  const loadMore = useLoadMoreApplications(jobId);
  const move = useMoveApplication(jobId, (card) => {
    if (card.stage === 'Rejected') onRejected?.(card);
  });
  const [activeId, setActiveId] = useState<string | null>(null);
  // A move to Hired cancels the upcoming interviews (decision 0074): asked first when there are some.
  const [confirming, setConfirming] = useState<{ id: string; stage: ApplicationStage; count: number } | null>(null);
  // A move to Rejected always asks why (decision 0078), and says which interviews it cancels.
  const [rejecting, setRejecting] = useState<{ id: string; name: string; interviews: number } | null>(null);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: boardKeyboardCoordinates }),
  );
  const data = board.data;
  const announcements = useMemo<Announcements>(() => {
    const name = (id: UniqueIdentifier) => findApplication(data, String(id))?.name ?? 'application';
    return {
      onDragStart: ({ active }) => `Picked up the application of ${name(active.id)}.`,
      onDragOver: ({ active, over }) =>
        over ? `${name(active.id)} is over ${stageOf(over.id) ?? 'a stage'}.` : `${name(active.id)} is not over a stage.`,
      onDragEnd: ({ active, over }) =>
        over ? `${name(active.id)} was dropped in ${stageOf(over.id) ?? 'a stage'}.` : `${name(active.id)} was dropped back.`,
      onDragCancel: ({ active }) => `Moving ${name(active.id)} was cancelled.`,
    };
  }, [data]);

  const moveOrAsk = (id: string, stage: ApplicationStage) => {
    const card = findApplication(data, id);
    if (!INTERVIEW_ENDING_STAGES.includes(stage) || !card || card.stage === stage) return move(id, stage);
    if (stage === 'Rejected') {
      // Counting failed: the dialog still asks why; the server cancels the interviews and tells everyone all the same.
      const ask = (interviews: number) => setRejecting({ id, name: card.name, interviews });
      return void fetchUpcomingInterviewCount(id).then(ask, () => ask(0));
    }
    // Counting failed: the move goes ahead; the server cancels the interviews and tells everyone all the same.
    fetchUpcomingInterviewCount(id).then(
      (count) => (count > 0 ? setConfirming({ id, stage, count }) : move(id, stage)),
      () => move(id, stage),
    );
  };

  if (board.isPending) return <Spinner label="Loading applications..." />;
  if (board.error) return <PageLoadError title="Applications" record="applications" error={board.error} />;
  const active = activeId ? findApplication(board.data, activeId) : undefined;
  const total = board.data.columns.reduce((sum, c) => sum + c.total, 0);

  const onDragEnd = ({ active: dragged, over }: DragEndEvent) => {
    setActiveId(null);
    const stage = stageOf(over?.id);
    if (stage) moveOrAsk(String(dragged.id), stage);
  };

  return (
    <section aria-labelledby="job-board-heading" className="min-w-0">
      <h2 id="job-board-heading" className="text-xl font-semibold text-slate-900">
        Applications <span className="text-base font-normal text-slate-600">({total})</span>
      </h2>
      <DndContext
        sensors={sensors}
        collisionDetection={collision}
        onDragStart={({ active: a }: DragStartEvent) => setActiveId(String(a.id))}
        onDragEnd={onDragEnd}
        onDragCancel={() => setActiveId(null)}
        accessibility={{ announcements, screenReaderInstructions }}
      >
        {/* relative: the screen-reader-only texts inside (absolutely placed) scroll with it instead of widening the page. */}
        <div
          role="region"
          aria-label="Applications by stage"
          tabIndex={0}
          className="relative mt-3 flex max-w-full items-start gap-3 overflow-x-auto pb-3 focus-visible:outline-2 focus-visible:outline-accent-600"
          data-testid="job-board"
        >
          {board.data.columns.map((column) => (
            <JobBoardColumn
              key={column.stage}
              column={column}
              onMove={moveOrAsk}
              onShowMore={(stage, offset) => loadMore.mutate({ stage, offset })}
              loadingMore={loadMore.isPending && loadMore.variables?.stage === column.stage}
            />
          ))}
        </div>
        <DragOverlay>
          {active ? (
            <ApplicationCardView
              card={active}
              className="w-60 cursor-grabbing shadow-xl ring-2 ring-accent-500"
              handle={<GripVertical aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" />}
            />
          ) : null}
        </DragOverlay>
      </DndContext>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title={`Move to ${confirming?.stage ?? ''}?`}
        description={interviewsCancelledWarning(confirming?.count ?? 0)}
        confirmLabel={`Move to ${confirming?.stage ?? ''}`}
        destructive={false}
        onConfirm={() => {
          if (confirming) move(confirming.id, confirming.stage);
          setConfirming(null);
        }}
      />
      <RejectionDialog
        target={rejecting}
        onCancel={() => setRejecting(null)}
        onConfirm={(reasonId) => {
          if (rejecting) move(rejecting.id, 'Rejected', reasonId);
          setRejecting(null);
        }}
      />
    </section>
  );
}
