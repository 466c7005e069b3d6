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
      let board = await api.get(boardUrl(jobId), { schema: JobBoard, signal });
      // What each column shows is read again after every request: a 'Show more' that lands while
      // this refresh runs is then asked for here too, instead of being overwritten by it.
      for (;;) {
        const shown = new Map(
          queryClient.getQueryData<JobBoard>(recruitmentKeys.board(jobId))?.columns.map((c) => [c.stage, c.cards.length]),
        );
        const short = board.columns.find((c) => Math.min(shown.get(c.stage) ?? 0, c.total) > c.cards.length);
        if (!short) return board;
        const wanted = Math.min(shown.get(short.stage)!, short.total, short.cards.length + BOARD_COLUMN_MAX_LIMIT);
        const page = await api.get(columnUrl(jobId, short.stage, short.cards.length, wanted - short.cards.length), {
          schema: BoardColumnPage,
          signal,
        });
        const before = short.cards.length;
        board = appendCards(board, page.stage, page.cards, page.total);
        if (board.columns.find((c) => c.stage === short.stage)!.cards.length === before) return board; // the column ended sooner than thought
      }
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
    onSuccess: (page) =>
      queryClient.setQueryData<JobBoard>(recruitmentKeys.board(jobId), (board) =>
        board ? appendCards(board, page.stage, page.cards, page.total) : board,
      ),
  });
}
