import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';
import { dealValueSql, weightedValueSql } from './deal-figures';

type Db = Kysely<Database>;

const value = sql<string>`coalesce(sum(${dealValueSql('d')}), 0)`;
const weighted = sql<string>`coalesce(sum(${weightedValueSql('d', 's')}), 0)`;

/** Deal count, value and weighted value per outcome (only the outcomes some stage has). */
export async function figuresByOutcome(db: Db) {
  return db
    .selectFrom('deals as d')
    .innerJoin('pipeline_stages as s', 's.id', 'd.stage_id')
    .select((eb) => ['s.outcome', eb.fn.countAll<string>().as('deals'), value.as('value'), weighted.as('weighted')])
    .groupBy('s.outcome')
    .execute();
}

/** Every stage in board order (or one) with its deal count, value and weighted value; empty stages too. */
export async function figuresByStage(db: Db, stageId?: string) {
  return db
    .selectFrom('pipeline_stages as s')
    .leftJoin('deals as d', 'd.stage_id', 's.id')
    .select((eb) => [
      's.id',
      's.title',
      's.color',
      's.position',
      's.outcome',
      's.win_probability',
      eb.fn.count<string>('d.id').as('deals'),
      value.as('value'),
      weighted.as('weighted'),
    ])
    .$if(stageId !== undefined, (qb) => qb.where('s.id', '=', stageId!))
    .groupBy(['s.id', 's.title', 's.color', 's.position', 's.outcome', 's.win_probability'])
    .orderBy('s.position')
    .orderBy('s.id')
    .execute();
}
