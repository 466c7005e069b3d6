import { type ApplicationStage, BoardColumnPage, JobBoard } from '@keel/shared/applications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { appendCards } from '../job-board-cache';
import { recruitmentKeys } from './recruitment-keys';

const boardUrl = (jobId: string) => `/api/jobs/${encodeURIComponent(jobId)}/board`;

/** GET /api/jobs/:id/board: every stage's count and first cards. */
export function useJobBoard(jobId: string, enabled = true) {
  return useQuery({ queryKey: recruitmentKeys.board(jobId), queryFn: ({ signal }) => api.get(boardUrl(jobId), { schema: JobBoard, signal }), enabled });
}

/** 'Show more' of one column: GET /api/jobs/:id/board/column from what it shows, appended to the board. */
export function useLoadMoreApplications(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ stage, offset }: { stage: ApplicationStage; offset: number }) =>
      api.get(`${boardUrl(jobId)}/column?stage=${encodeURIComponent(stage)}&offset=${offset}`, { schema: BoardColumnPage }),
    onSuccess: (page) => queryClient.setQueryData<JobBoard>(recruitmentKeys.board(jobId), (board) => (board ? appendCards(board, page.stage, page.cards, page.total) : board)),
  });
}
