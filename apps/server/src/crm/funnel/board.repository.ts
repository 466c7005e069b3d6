import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';
import { CARD_COLUMNS, type CardRow } from './lead-mapping';

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
