import { type Kysely, sql } from 'kysely';
import type { StageOutcome } from '@keel/shared/deal-figures';
import type { Database } from '../../db/types';

type Db = Kysely<Database>;

/** Stages in board order, locked for a change that involves all of them (reorder). */
export async function listStagesForUpdate(db: Db) {
  return db.selectFrom('pipeline_stages').select(['id', 'title', 'position']).orderBy('position').orderBy('id').forUpdate().execute();
}

const STAGE_COLUMNS = ['id', 'title', 'color', 'position', 'outcome', 'win_probability'] as const;

export async function findStageForUpdate(db: Db, id: string) {
  return db.selectFrom('pipeline_stages').select(STAGE_COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
}

/** How many stages are open, and how many of them sit left of `position` (for a default win probability). */
export async function openStagesAround(db: Db, position: number | null) {
  const row = await db
    .selectFrom('pipeline_stages')
    .select([
      sql<string>`count(*) filter (where outcome = 'open')`.as('open'),
      sql<string>`count(*) filter (where outcome = 'open' and position < ${position ?? 2_147_483_647})`.as('left'),
    ])
    .executeTakeFirstOrThrow();
  return { open: Number(row.open), left: Number(row.left) };
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

type StageValues = { title: string; color: string; outcome: StageOutcome; win_probability: number };

export async function insertStage(db: Db, values: StageValues) {
  return db
    .insertInto('pipeline_stages')
    .values({ ...values, position: sql<number>`(select coalesce(max(position), -1) + 1 from pipeline_stages)` })
    .returning(STAGE_COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function updateStage(db: Db, id: string, values: Partial<StageValues>) {
  return db.updateTable('pipeline_stages').set(values).where('id', '=', id).returning(STAGE_COLUMNS).executeTakeFirstOrThrow();
}

/**
 * A stage that became won or lost closes its open deals now; one that became open reopens its deals
 * (the deals_close trigger of migration 0045 clears their close date and lost reason).
 */
export async function closeOrReopenStageDeals(db: Db, stageId: string, outcome: StageOutcome): Promise<number> {
  const result = await db
    .updateTable('deals')
    .set({ closed_at: outcome === 'open' ? null : sql<Date>`coalesce(closed_at, now())`, version: sql<number>`version + 1` })
    .where('stage_id', '=', stageId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
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
