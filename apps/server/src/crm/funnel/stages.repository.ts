import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';
import type { StageSummaryRow } from './board.repository';

type Db = Kysely<Database>;

/** Stages in board order, locked for a change that involves all of them (reorder). */
export async function listStagesForUpdate(db: Db) {
  return db.selectFrom('pipeline_stages').select(['id', 'title', 'position']).orderBy('position').orderBy('id').forUpdate().execute();
}

export async function findStageForUpdate(db: Db, id: string) {
  return db.selectFrom('pipeline_stages').select(['id', 'title', 'color', 'position']).where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Another stage with this title, ignoring case ('Won' and 'won' would be two columns nobody tells apart). */
export async function findStageByTitle(db: Db, title: string, exceptId: string | null) {
  return db
    .selectFrom('pipeline_stages')
    .select('id')
    .where(sql<boolean>`lower(title) = lower(${title})`)
    .$if(exceptId !== null, (qb) => qb.where('id', '!=', exceptId!))
    .executeTakeFirst();
}

export async function insertStage(db: Db, title: string, color: string) {
  return db
    .insertInto('pipeline_stages')
    .values({ title, color, position: sql<number>`(select coalesce(max(position), -1) + 1 from pipeline_stages)` })
    .returning(['id', 'title', 'color', 'position'])
    .executeTakeFirstOrThrow();
}

export async function updateStage(db: Db, id: string, values: { title?: string; color?: string }) {
  return db
    .updateTable('pipeline_stages')
    .set(values)
    .where('id', '=', id)
    .returning(['id', 'title', 'color', 'position'])
    .executeTakeFirstOrThrow();
}

export async function setStagePosition(db: Db, id: string, position: number) {
  await db.updateTable('pipeline_stages').set({ position }).where('id', '=', id).execute();
}

export async function deleteStage(db: Db, id: string) {
  await db.deleteFrom('pipeline_stages').where('id', '=', id).execute();
}

export async function countStages(db: Db): Promise<number> {
  const row = await db
    .selectFrom('pipeline_stages')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Lead count and total deal value of one stage. */
export async function stageTotals(db: Db, id: string): Promise<Pick<StageSummaryRow, 'count' | 'totalValue'>> {
  const row = await db
    .selectFrom('deals')
    .select([(eb) => eb.fn.countAll<string>().as('n'), sql<string | null>`sum(coalesce(deal_value, amount))`.as('total')])
    .where('stage_id', '=', id)
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), totalValue: Number(row.total ?? 0) };
}

/**
 * A renamed column keeps its cards in step with docs/product/crm.md#funnel-moves (decision 0025): their status and
 * salesStage are the column's title, so they become the new one; the tag that carried the old
 * title now carries the new one.
 */
export async function retitleStageLeads(db: Db, stageId: string, oldTitle: string, newTitle: string): Promise<number> {
  const result = await db
    .updateTable('deals')
    .set({
      status: newTitle,
      sales_stage: newTitle,
      tags: sql<string[]>`array_replace(tags, ${oldTitle}::text, ${newTitle}::text)`,
      version: sql<number>`version + 1`,
    })
    .where('stage_id', '=', stageId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
