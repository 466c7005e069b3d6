import { type Insertable, type Kysely, sql } from 'kysely';
import type { Database, DealsTable } from '../../db/types';

/** A funnel column by exact title. */
export async function findStageByTitle(db: Kysely<Database>, title: string) {
  return db.selectFrom('pipeline_stages').select(['id', 'title']).where('title', '=', title).executeTakeFirst();
}

/** The first funnel column (for when 'New Inquiry' was renamed or removed). */
export async function findFirstStage(db: Kysely<Database>) {
  return db.selectFrom('pipeline_stages').select(['id', 'title']).orderBy('position').orderBy('id').limit(1).executeTakeFirst();
}

/** The position after the last card of a column (the new card goes to the end). */
export async function nextPositionInStage(db: Kysely<Database>, stageId: string): Promise<number> {
  const row = await db
    .selectFrom('deals')
    .select(sql<number>`coalesce(max(position), -1) + 1`.as('next'))
    .where('stage_id', '=', stageId)
    .executeTakeFirstOrThrow();
  return Number(row.next);
}

export async function insertIntakeDeal(db: Kysely<Database>, deal: Insertable<DealsTable>): Promise<string> {
  const row = await db.insertInto('deals').values(deal).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
