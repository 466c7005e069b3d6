import type { Insertable, Kysely } from 'kysely';
import type { Database, DealsTable } from '../../db/types';
import * as repo from './lead-intake.repository';

/** A funnel column by exact title (an intake form's target column). */
export function findStageByTitle(db: Kysely<Database>, title: string) {
  return repo.findStageByTitle(db, title);
}

/** The first funnel column (for when the intake's column was renamed or removed). */
export function findFirstStage(db: Kysely<Database>) {
  return repo.findFirstStage(db);
}

/** A lead entered by an intake form (the public inquiry), at the end of its column; its id. */
export async function addIntakeLead(db: Kysely<Database>, deal: Omit<Insertable<DealsTable>, 'position'>): Promise<string> {
  return repo.insertIntakeDeal(db, { ...deal, position: await repo.nextPositionInStage(db, deal.stage_id) });
}
