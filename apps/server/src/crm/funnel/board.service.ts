import type { Kysely } from 'kysely';
import type { Board, ColumnPage, FunnelFigures } from '@keel/shared/funnel-board';
import type { Database } from '../../db/types';
import { notFound, validationError } from '../../errors';
import { listColumnCards, listFirstCards } from './board.repository';
import { getDealFigures, getStageFigures } from './deal-figures.service';
import { type CardRow, toLeadCard } from './lead-mapping';
import { decodeCursor, encodeCursor } from './lead-position';
import { findStage } from './leads.repository';
import { STAGE_NOT_FOUND } from './leads.service';

/** A page of at most `limit` cards from `limit + 1` rows, with the cursor of the next page. */
function toPage(rows: CardRow[], limit: number): ColumnPage {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items: items.map(toLeadCard), nextCursor: rows.length > limit && last ? encodeCursor(last.position, last.id) : null };
}

/**
 * The board: stages in order with counts and totals, the first `limit` cards of each column, and
 * the figures of every deal (decision 0060). One REPEATABLE READ snapshot, so every column's count
 * agrees with its cards and the figures with the columns.
 */
export async function getBoard(db: Kysely<Database>, limit: number): Promise<Board> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const stages = await getStageFigures(trx);
      const figures = await getDealFigures(trx);
      const rows = await listFirstCards(trx, limit);
      const byStage = new Map<string, CardRow[]>();
      for (const row of rows) {
        const list = byStage.get(row.stage_id) ?? [];
        list.push(row);
        byStage.set(row.stage_id, list);
      }
      return {
        figures,
        columns: stages.map((stage) => {
          const page = toPage(byStage.get(stage.id) ?? [], limit);
          return { ...stage, cards: page.items, nextCursor: page.nextCursor };
        }),
      };
    });
}

/** The next page of one column after `cursor` (a long column is loaded as the user scrolls). */
export async function getColumnPage(db: Kysely<Database>, stageId: string, cursor: string | undefined, limit: number): Promise<ColumnPage> {
  const after = cursor === undefined ? undefined : decodeCursor(cursor);
  if (cursor !== undefined && !after)
    throw validationError('The page cursor is not valid.', { cursor: 'Not a cursor this board gave out.' });
  if (!(await findStage(db, stageId))) throw notFound(STAGE_NOT_FOUND);
  return toPage(await listColumnCards(db, stageId, after, limit), limit);
}

/** The figures of the whole board and of each stage, in one snapshot (the header and column totals after a change). */
export async function getFunnelFigures(db: Kysely<Database>): Promise<FunnelFigures> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => ({ figures: await getDealFigures(trx), stages: await getStageFigures(trx) }));
}
