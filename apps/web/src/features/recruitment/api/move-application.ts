import { ApplicationCard, type ApplicationStage, type JobBoard } from '@keel/shared/applications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from '../../../components/ui/use-toast';
import { api, errorMessage } from '../../../lib/api-client';
import { findApplication, moveApplicationCard, replaceApplicationCard } from '../job-board-cache';
import { recruitmentKeys } from './recruitment-keys';

/** POST /api/applications/:id/move as of the card's version; a move to Rejected names its reason (decision 0078). */
export function moveApplicationRequest(
  id: string,
  stage: ApplicationStage,
  version: number,
  rejectionReasonId: string | null = null,
): Promise<ApplicationCard> {
  return api.post(
    `/api/applications/${encodeURIComponent(id)}/move`,
    { stage, version, ...(rejectionReasonId ? { rejection_reason_id: rejectionReasonId } : {}) },
    { schema: ApplicationCard },
  );
}

/**
 * Moves a card to a stage, optimistically (the board shows it at once); the server's card then
 * replaces it. A refusal (someone moved it meanwhile: 409) restores the board, says why, and
 * reloads it. The applicant's status may follow (decision 0030), so their record is refetched.
 */
/** `onMoved` hears each move the server accepted, with the card as it now is. */
export function useMoveApplication(
  jobId: string,
  onMoved?: (card: ApplicationCard) => void,
): (id: string, stage: ApplicationStage, rejectionReasonId?: string | null) => void {
  const queryClient = useQueryClient();
  const key = recruitmentKeys.board(jobId);
  const { mutate } = useMutation({
    scope: { id: `application-move-${jobId}` },
    mutationFn: ({
      id,
      stage,
      version,
      reason,
    }: {
      id: string;
      stage: ApplicationStage;
      version: number;
      reason: string | null;
      previous: JobBoard;
    }) => moveApplicationRequest(id, stage, version, reason),
    onSuccess: (card) => {
      queryClient.setQueryData<JobBoard>(key, (board) => (board ? replaceApplicationCard(board, card) : board));
      void queryClient.invalidateQueries({ queryKey: recruitmentKeys.applicant(card.applicant_id) });
      void queryClient.invalidateQueries({ queryKey: recruitmentKeys.applicantApplications(card.applicant_id) });
      void queryClient.invalidateQueries({ queryKey: recruitmentKeys.applicantLists });
      onMoved?.(card);
    },
    onError: (error, { previous }) => {
      queryClient.setQueryData(key, previous);
      toast({ title: 'Error moving application', description: errorMessage(error), variant: 'destructive' });
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
  return useCallback(
    (id: string, stage: ApplicationStage, rejectionReasonId: string | null = null) => {
      const previous = queryClient.getQueryData<JobBoard>(key);
      const card = findApplication(previous, id);
      if (!previous || !card || card.stage === stage) return;
      void queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<JobBoard>(key, moveApplicationCard(previous, id, stage));
      mutate({ id, stage, version: card.version, reason: rejectionReasonId, previous });
    },
    [queryClient, mutate, key],
  );
}
