import { CANNOT_DELETE_STAGE, FUNNEL_TOASTS } from '@keel/shared/funnel';
import type { BoardColumn } from '@keel/shared/funnel-board';
import { Columns3, ListX, Plus } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useDeleteStageMutation } from '../api/delete-stage';
import { useBoardQuery } from '../api/get-board';
import { useMoveLead } from '../api/move-lead';
import { useReorderStagesMutation } from '../api/reorder-stages';
import type { MovePlan } from '../board-cache';
import { findCard } from '../board-cache';
import { useFunnelFigures } from '../api/get-figures';
import { type FunnelActions, FunnelActionsContext, StageFiguresContext } from './funnel-actions';
import { FunnelBoard } from './funnel-board';
import { FunnelFigures } from './funnel-figures';
import { type LeadEditorTarget, LeadEditorDialog } from './lead-editor-dialog';
import { LostReasonDialog } from './lost-reason-dialog';
import { LostReasonsEditor } from './lost-reasons-editor';
import { StageDialog } from './stage-dialog';

function cannotDeleteStage() {
  toast({ title: CANNOT_DELETE_STAGE.title, description: CANNOT_DELETE_STAGE.description, variant: 'destructive' });
}

interface FunnelPageProps {
  /** The lead editor's timeline, composed by the route. */
  leadTimeline?: (leadId: string) => ReactNode;
  /** Admins set stages' outcomes and win probabilities and edit the lost reasons (decision 0060). */
  isAdmin?: boolean;
}

/**
 * The Sales Funnel screen (/crm/funnel): the shared board, its stages and leads. `?lead=ID` opens that lead
 * (paths.funnelLead); `leadTimeline` (composed by the route) shows in the lead editor. A move into a
 * lost stage asks why the deal was lost first.
 */
export function FunnelPage({ leadTimeline, isAdmin = false }: FunnelPageProps = {}) {
  const board = useBoardQuery();
  const move = useMoveLead();
  const [losing, setLosing] = useState<MovePlan | null>(null);
  const [editingReasons, setEditingReasons] = useState(false);
  const reorder = useReorderStagesMutation();
  const deleteStage = useDeleteStageMutation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [editor, setEditor] = useState<LeadEditorTarget | null>(() => {
    const leadId = searchParams.get('lead');
    return leadId ? { mode: 'edit', leadId } : null;
  });
  const closeEditor = () => {
    setEditor(null);
    // The address no longer names a lead, so reloading shows the board.
    if (searchParams.has('lead')) setSearchParams((params) => (params.delete('lead'), params), { replace: true });
  };
  const [stageDialog, setStageDialog] = useState<{ stage: BoardColumn | null } | null>(null);
  const [stageToDelete, setStageToDelete] = useState<BoardColumn | null>(null);
  const columns = useMemo(() => board.data?.columns ?? [], [board.data]);
  const figures = useFunnelFigures(board.data, board.dataUpdatedAt);
  const stageFigures = useMemo(() => new Map((figures?.stages ?? []).map((s) => [s.id, s])), [figures]);

  const actions = useMemo<FunnelActions>(
    () => ({
      openLead: (leadId) => setEditor({ mode: 'edit', leadId }),
      addLead: (stageId) => setEditor({ mode: 'create', stageId, stageTitle: columns.find((c) => c.id === stageId)?.title ?? '' }),
      editStage: (column) => setStageDialog({ stage: column }),
      deleteStage: (column) => (column.count > 0 ? cannotDeleteStage() : setStageToDelete(column)),
      moveStage: (stageId, offset) => {
        const ids = columns.map((c) => c.id);
        const from = ids.indexOf(stageId);
        const to = from + offset;
        if (from < 0 || to < 0 || to >= ids.length) return;
        [ids[from], ids[to]] = [ids[to], ids[from]];
        reorder.mutate(ids, {
          onSuccess: () => toast({ title: FUNNEL_TOASTS.stageUpdated }),
          onError: (error) => toast({ title: 'Error updating stage', description: errorMessage(error), variant: 'destructive' }),
        });
      },
      moveCard: (plan) => {
        const card = findCard(board.data, plan.cardId);
        const target = columns.find((c) => c.id === plan.stageId);
        if (target?.outcome === 'lost' && card && card.stageId !== target.id && plan.lostReason === undefined) setLosing(plan);
        else move(plan);
      },
    }),
    [columns, move, reorder, board.data],
  );
  const losingCard = losing ? findCard(board.data, losing.cardId) : undefined;
  const losingTarget = losing ? columns.find((c) => c.id === losing.stageId) : undefined;

  const confirmDelete = async () => {
    const stage = stageToDelete;
    setStageToDelete(null);
    if (!stage) return;
    try {
      await deleteStage.mutateAsync(stage.id);
      toast({ title: FUNNEL_TOASTS.stageDeleted });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && error.message === CANNOT_DELETE_STAGE.description) cannotDeleteStage();
      else toast({ title: 'Error deleting stage', description: errorMessage(error), variant: 'destructive' });
    }
  };

  const firstColumn = columns[0];

  return (
    <FunnelActionsContext.Provider value={actions}>
      <DocumentTitle title="Sales Funnel" />
      <div className="mx-auto flex h-[calc(100dvh-3.5rem)] min-h-[32rem] max-w-[120rem] flex-col px-4 py-6 sm:px-6 lg:px-8">
        <div className="mb-5 flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-3xl font-bold tracking-tight text-slate-900">Sales Funnel</h1>
            {figures ? (
              <FunnelFigures figures={figures.figures} />
            ) : (
              <p className="mt-1 text-sm text-slate-600">Shared by the whole team.</p>
            )}
          </div>
          <div className="flex flex-wrap gap-3">
            {isAdmin ? (
              <Button variant="outline" onClick={() => setEditingReasons(true)}>
                <ListX aria-hidden className="h-4 w-4" />
                Lost Reasons
              </Button>
            ) : null}
            <Button variant="outline" onClick={() => setStageDialog({ stage: null })} disabled={!board.data}>
              <Columns3 aria-hidden className="h-4 w-4" />
              Add Stage
            </Button>
            <Button onClick={() => firstColumn && actions.addLead(firstColumn.id)} disabled={!firstColumn}>
              <Plus aria-hidden className="h-4 w-4" />
              Add Lead
            </Button>
          </div>
        </div>

        <div className="min-h-0 flex-1">
          {board.isPending ? <Spinner label="Loading the funnel..." showLabel className="mt-10" /> : null}
          {board.isError ? (
            <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
              <p>Error fetching the funnel: {errorMessage(board.error)}</p>
              <Button variant="outline" size="sm" className="mt-3" onClick={() => void board.refetch()}>
                Try again
              </Button>
            </div>
          ) : null}
          {board.data ? (
            <StageFiguresContext.Provider value={stageFigures}>
              <FunnelBoard board={board.data} />
            </StageFiguresContext.Provider>
          ) : null}
        </div>
      </div>

      <LeadEditorDialog target={editor} onClose={closeEditor} timeline={leadTimeline} />
      <StageDialog
        stage={stageDialog?.stage ?? null}
        open={stageDialog !== null}
        onOpenChange={(open) => !open && setStageDialog(null)}
        canSetOutcome={isAdmin}
      />
      <LostReasonDialog
        target={losing ? { leadName: losingCard?.name ?? 'This lead', stageTitle: losingTarget?.title ?? '' } : null}
        onCancel={() => setLosing(null)}
        onConfirm={(lostReason) => {
          if (losing) move({ ...losing, lostReason });
          setLosing(null);
        }}
      />
      <LostReasonsEditor open={editingReasons} onOpenChange={setEditingReasons} />
      <ConfirmDialog
        open={stageToDelete !== null}
        onOpenChange={(open) => !open && setStageToDelete(null)}
        description={stageToDelete ? `The stage "${stageToDelete.title}" will be removed from the funnel for everyone.` : undefined}
        onConfirm={confirmDelete}
      />
    </FunnelActionsContext.Provider>
  );
}
