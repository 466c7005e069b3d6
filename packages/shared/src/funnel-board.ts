import { z } from 'zod';
import { DealFigures } from './deal-figures';
import { Stage } from './funnel';
import { LeadCard } from './funnel-lead';

/** Cards per column in the board answer; later cards come from the column's paged endpoint. */
export const BOARD_PAGE_SIZE = 50;
/** Most cards one column page may ask for. */
export const MAX_COLUMN_PAGE_SIZE = 500;

/** One page of a column's cards, in board order; nextCursor is null after the last card. */
export const ColumnPage = z.object({ items: z.array(LeadCard), nextCursor: z.string().nullable() });
export type ColumnPage = z.infer<typeof ColumnPage>;

export const ColumnPageQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_COLUMN_PAGE_SIZE).default(BOARD_PAGE_SIZE),
});
export type ColumnPageQuery = z.infer<typeof ColumnPageQuery>;

/** A column of the board: the stage, its totals, and the first page of its cards. */
export const BoardColumn = Stage.extend({ cards: z.array(LeadCard), nextCursor: z.string().nullable() });
export type BoardColumn = z.infer<typeof BoardColumn>;

/** The whole board: every stage in order, and the figures of every deal (decision 0060). */
export const Board = z.object({ figures: DealFigures, columns: z.array(BoardColumn) });
export type Board = z.infer<typeof Board>;

/** The deal figures alone (decision 0060): the whole board's and each stage's, read again after every change. */
export const FunnelFigures = z.object({ figures: DealFigures, stages: z.array(Stage) });
export type FunnelFigures = z.infer<typeof FunnelFigures>;
