import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';
import { CARD_COLUMNS, type CardRow } from './lead-mapping';

export interface StageSummaryRow {
  id: string;
  title: string;
  color: string;
  position: number;
  count: number;
  totalValue: number;
}

/** Every stage in board order, with its lead count and total deal value (deal value, else amount). */
export async function listStageSummaries(db: Kysely<Database>): Promise<StageSummaryRow[]> {
  const rows = await db
    .selectFrom('pipeline_stages as s')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('deals')
          .select(['stage_id', (e) => e.fn.countAll<string>().as('n'), sql<string | null>`sum(coalesce(deal_value, amount))`.as('total')])
          .groupBy('stage_id')
          .as('a'),
      (join) => join.onRef('a.stage_id', '=', 's.id'),
    )
    .select(['s.id', 's.title', 's.color', 's.position', 'a.n', 'a.total'])
    .orderBy('s.position')
    .orderBy('s.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    color: r.color,
    position: r.position,
    count: Number(r.n ?? 0),
    totalValue: Number(r.total ?? 0),
  }));
}

/**
 * The first `limit + 1` cards of every column in one query (a lateral join walks each column's
 * (stage_id, position, id) index); the extra card tells whether the column has more.
 */
export async function listFirstCards(db: Kysely<Database>, limit: number): Promise<CardRow[]> {
  return db
    .selectFrom('pipeline_stages as s')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('deals as d')
          .select(CARD_COLUMNS.map((column) => `d.${column}` as const))
          .whereRef('d.stage_id', '=', 's.id')
          .orderBy('d.position')
          .orderBy('d.id')
          .limit(limit + 1)
          .as('c'),
      (join) => join.onTrue(),
    )
    .selectAll('c')
    .orderBy('s.position')
    .orderBy('s.id')
    .orderBy('c.position')
    .orderBy('c.id')
    .execute();
}

/** Up to `limit + 1` cards of one column after the (position, id) keyset `after`. */
export async function listColumnCards(
  db: Kysely<Database>,
  stageId: string,
  after: { position: number; id: string } | undefined,
  limit: number,
): Promise<CardRow[]> {
  return db
    .selectFrom('deals')
    .select(CARD_COLUMNS)
    .where('stage_id', '=', stageId)
    .$if(after !== undefined, (qb) => qb.where(sql<boolean>`(position, id) > (${after!.position}::float8, ${after!.id}::uuid)`))
    .orderBy('position')
    .orderBy('id')
    .limit(limit + 1)
    .execute();
}
