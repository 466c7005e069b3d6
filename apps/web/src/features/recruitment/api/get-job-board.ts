import { type ApplicationStage, BOARD_COLUMN_MAX_LIMIT, BOARD_PAGE_SIZE, BoardColumnPage, JobBoard } from '@keel/shared/applications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { appendCards } from '../job-board-cache';
import { recruitmentKeys } from './recruitment-keys';

const boardUrl = (jobId: string) => `/api/jobs/${encodeURIComponent(jobId)}/board`;

const columnUrl = (jobId: string, stage: ApplicationStage, offset: number, limit = BOARD_PAGE_SIZE) =>
  `${boardUrl(jobId)}/column?stage=${encodeURIComponent(stage)}&offset=${offset}${limit === BOARD_PAGE_SIZE ? '' : `&limit=${limit}`}`;

/**
 * GET /api/jobs/:id/board: every stage's count and first cards. A refresh (a live update, another
 * tab's move) keeps as many cards in each column as 'Show more' had shown, so a recruiter paged far
 * down a column keeps their place.
 */
export function useJobBoard(jobId: string, enabled = true) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: recruitmentKeys.board(jobId),
    queryFn: async ({ signal }) => {
      const shown = new Map(queryClient.getQueryData<JobBoard>(recruitmentKeys.board(jobId))?.columns.map((c) => [c.stage, c.cards.length]));
      let board = await api.get(boardUrl(jobId), { schema: JobBoard, signal });
      for (const column of board.columns) {
        const wanted = Math.min(shown.get(column.stage) ?? 0, column.total, column.cards.length + BOARD_COLUMN_MAX_LIMIT);
        if (wanted <= column.cards.length) continue;
        const page = await api.get(columnUrl(jobId, column.stage, column.cards.length, wanted - column.cards.length), { schema: BoardColumnPage, signal });
        board = appendCards(board, page.stage, page.cards, page.total);
      }
      return board;
    },
    enabled,
  });
}

/** 'Show more' of one column: GET /api/jobs/:id/board/column from what it shows, appended to the board. */
export function useLoadMoreApplications(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ stage, offset }: { stage: ApplicationStage; offset: number }) =>
      api.get(columnUrl(jobId, stage, offset), { schema: BoardColumnPage }),
    onSuccess: (page) => queryClient.setQueryData<JobBoard>(recruitmentKeys.board(jobId), (board) => (board ? appendCards(board, page.stage, page.cards, page.total) : board)),
  });
}
