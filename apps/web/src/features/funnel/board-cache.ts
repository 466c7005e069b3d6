import { tagsForStage, type Stage } from '@keel/shared/funnel';
import type { Board, BoardColumn } from '@keel/shared/funnel-board';
import type { LeadCard } from '@keel/shared/funnel-lead';

/**
 * Pure updates of the cached board, so the UI can show a change before the server confirms it
 * (optimistic moves) and apply the server's answer without refetching every loaded page.
 * Counts and totals follow the cards in and out of each column until the server's board replaces
 * them; the board's figures (decision 0060) are only ever the server's.
 */

const valueOf = (card: Pick<LeadCard, 'dealValue'>) => card.dealValue ?? 0;

export function findCard(board: Board | undefined, id: string): LeadCard | undefined {
  for (const column of board?.columns ?? []) {
    const card = column.cards.find((c) => c.id === id);
    if (card) return card;
  }
  return undefined;
}

function withoutCard(column: BoardColumn, card: LeadCard): BoardColumn {
  return {
    ...column,
    cards: column.cards.filter((c) => c.id !== card.id),
    count: column.count - 1,
    totalValue: column.totalValue - valueOf(card),
  };
}

/** Inserts after `beforeId`, else before `afterId`, else at the end (only when the column is fully loaded). */
function withCard(column: BoardColumn, card: LeadCard, beforeId: string | null, afterId: string | null): BoardColumn {
  const cards = [...column.cards];
  const beforeIndex = beforeId ? cards.findIndex((c) => c.id === beforeId) : -1;
  const afterIndex = afterId ? cards.findIndex((c) => c.id === afterId) : -1;
  if (beforeIndex >= 0) cards.splice(beforeIndex + 1, 0, card);
  else if (afterIndex >= 0) cards.splice(afterIndex, 0, card);
  else if (column.nextCursor === null) cards.push(card);
  // else: the card lands beyond the loaded pages; it shows when the user scrolls there.
  return { ...column, cards, count: column.count + 1, totalValue: column.totalValue + valueOf(card) };
}

export interface MovePlan {
  cardId: string;
  stageId: string;
  beforeId: string | null;
  afterId: string | null;
  /** Into a lost stage: the reason chosen from the list (decision 0060). */
  lostReason?: string;
}

/** The board after a move, as the server will make it (docs/product/crm.md#funnel-moves for a move into another column). */
export function moveCard(board: Board, plan: MovePlan): Board {
  const card = findCard(board, plan.cardId);
  const target = board.columns.find((c) => c.id === plan.stageId);
  if (!card || !target) return board;
  const moved: LeadCard =
    card.stageId === target.id
      ? card
      : { ...card, stageId: target.id, status: target.title, salesStage: target.title, tags: tagsForStage(card.leadSource, target.title) };
  const columns = board.columns.map((column) => (column.id === card.stageId ? withoutCard(column, card) : column));
  return {
    ...board,
    columns: columns.map((column) => (column.id === target.id ? withCard(column, moved, plan.beforeId, plan.afterId) : column)),
  };
}

/** Puts the server's version of a card in place of the cached one (same column), adjusting the total. */
export function replaceCard(board: Board, card: LeadCard): Board {
  return {
    ...board,
    columns: board.columns.map((column) => {
      const index = column.cards.findIndex((c) => c.id === card.id);
      if (index < 0) return column;
      const cards = [...column.cards];
      const old = cards[index];
      cards[index] = card;
      return { ...column, cards, totalValue: column.totalValue - valueOf(old) + valueOf(card) };
    }),
  };
}

/** A new lead shows on top of its column, where the server put it. */
export function addCardOnTop(board: Board, card: LeadCard): Board {
  return {
    ...board,
    columns: board.columns.map((column) =>
      column.id === card.stageId
        ? { ...column, cards: [card, ...column.cards], count: column.count + 1, totalValue: column.totalValue + valueOf(card) }
        : column,
    ),
  };
}

export function removeCard(board: Board, id: string): Board {
  const card = findCard(board, id);
  if (!card) return board;
  return { ...board, columns: board.columns.map((column) => (column.id === card.stageId ? withoutCard(column, card) : column)) };
}

/** Appends a loaded page to a column (skipping cards already shown, e.g. after a move). */
export function appendPage(board: Board, stageId: string, items: LeadCard[], nextCursor: string | null): Board {
  return {
    ...board,
    columns: board.columns.map((column) => {
      if (column.id !== stageId) return column;
      const shown = new Set(column.cards.map((c) => c.id));
      return { ...column, cards: [...column.cards, ...items.filter((c) => !shown.has(c.id))], nextCursor };
    }),
  };
}

/** A created or edited stage (its cards and paging are kept; a rename is followed by a refetch, see update-stage). */
export function upsertStage(board: Board, stage: Stage): Board {
  if (!board.columns.some((c) => c.id === stage.id))
    return { ...board, columns: [...board.columns, { ...stage, cards: [], nextCursor: null }] };
  return { ...board, columns: board.columns.map((column) => (column.id === stage.id ? { ...column, ...stage } : column)) };
}

export function removeStage(board: Board, stageId: string): Board {
  return { ...board, columns: board.columns.filter((c) => c.id !== stageId) };
}

/** Columns in the given order (ids not on the board are ignored). */
export function orderStages(board: Board, stageIds: readonly string[]): Board {
  const byId = new Map(board.columns.map((c) => [c.id, c]));
  return { ...board, columns: stageIds.flatMap((id, position) => (byId.has(id) ? [{ ...byId.get(id)!, position }] : [])) };
}
