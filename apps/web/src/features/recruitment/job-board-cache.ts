import type { ApplicationCard, ApplicationStage, JobBoard } from '@keel/shared/applications';

export function findApplication(board: JobBoard | undefined, id: string): ApplicationCard | undefined {
  for (const column of board?.columns ?? []) {
    const card = column.cards.find((c) => c.application_id === id);
    if (card) return card;
  }
  return undefined;
}

/**
 * The board after a move, as the server will make it: the card leaves its column and heads the
 * target one (the newest in a stage come first), its days in stage back to 0; counts follow.
 */
export function moveApplicationCard(board: JobBoard, id: string, stage: ApplicationStage, now = new Date()): JobBoard {
  const card = findApplication(board, id);
  if (!card || card.stage === stage) return board;
  const moved: ApplicationCard = { ...card, stage, stage_changed_at: now.toISOString() };
  return {
    ...board,
    columns: board.columns.map((column) => {
      if (column.stage === card.stage)
        return { ...column, total: column.total - 1, cards: column.cards.filter((c) => c.application_id !== id) };
      if (column.stage === stage) return { ...column, total: column.total + 1, cards: [moved, ...column.cards] };
      return column;
    }),
  };
}

/** The server's card (its new version) in place of the optimistic one. */
export function replaceApplicationCard(board: JobBoard, card: ApplicationCard): JobBoard {
  return {
    ...board,
    columns: board.columns.map((column) => ({
      ...column,
      cards: column.cards.map((c) => (c.application_id === card.application_id ? card : c)),
    })),
  };
}

/** More cards of one column ('Show more'), without repeating any already shown. */
export function appendCards(board: JobBoard, stage: ApplicationStage, cards: readonly ApplicationCard[], total: number): JobBoard {
  return {
    ...board,
    columns: board.columns.map((column) => {
      if (column.stage !== stage) return column;
      const shown = new Set(column.cards.map((c) => c.application_id));
      return { ...column, total, cards: [...column.cards, ...cards.filter((c) => !shown.has(c.application_id))] };
    }),
  };
}
