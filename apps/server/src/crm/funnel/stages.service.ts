import type { Kysely } from 'kysely';
import { CANNOT_DELETE_STAGE, type Stage, type StageInput, type StageOrderInput, type StageUpdateInput } from '@keel/shared/funnel';
import type { Database } from '../../db/types';
import { conflict, notFound } from '../../errors';
import { recordAudit } from '../../platform/audit/audit.service';
import { listStageSummaries } from './board.repository';
import type { Actor } from './leads.service';
import {
  countStages,
  deleteStage,
  findStageByTitle,
  findStageForUpdate,
  insertStage,
  listStagesForUpdate,
  retitleStageLeads,
  setStagePosition,
  stageTotals,
  updateStage,
} from './stages.repository';
import { publishChange, published } from '../../platform/live-updates/live-updates.publish';

type Db = Kysely<Database>;

const STAGE_NOT_FOUND = 'Stage not found.';
const TITLE_TAKEN = 'A stage with this title already exists.';

/** PostgreSQL's SQLSTATE of a failed statement (pg and PGlite both report it as `code`). */
function sqlState(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : undefined;
}

async function assertTitleFree(db: Db, title: string, exceptId: string | null) {
  if (await findStageByTitle(db, title, exceptId)) throw conflict(TITLE_TAKEN);
}

/** Runs a stage write; a unique-title race lost at commit time becomes the same 409 as the early check. */
async function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction().execute(work);
  } catch (error) {
    if (sqlState(error) === '23505') throw conflict(TITLE_TAKEN);
    // deals.stage_id is ON DELETE RESTRICT: a lead moved in while the stage was being deleted.
    if (sqlState(error) === '23503') throw conflict(CANNOT_DELETE_STAGE.description);
    throw error;
  }
}

/** A new stage goes to the right end of the board. */
export async function createStage(db: Db, actor: Actor, input: StageInput): Promise<Stage> {
  return inTransaction(db, async (trx) => {
    await assertTitleFree(trx, input.title, null);
    const stage = await insertStage(trx, input.title, input.color);
    await recordAudit(trx, {
      actionType: 'STAGE_CREATED',
      user: actor,
      entityType: 'stage',
      entityId: stage.id,
      details: { title: stage.title, color: stage.color },
    });
    return { ...stage, count: 0, totalValue: 0 };
  }).then(published(db, (stage) => ({ topic: 'funnel', id: stage.id, by: actor.id })));
}

/** Rename and/or recolour; a rename carries the new title into the column's leads (see retitleStageLeads). */
export async function editStage(db: Db, actor: Actor, id: string, input: StageUpdateInput): Promise<Stage> {
  return inTransaction(db, async (trx) => {
    const before = await findStageForUpdate(trx, id);
    if (!before) throw notFound(STAGE_NOT_FOUND);
    const renamed = input.title !== undefined && input.title !== before.title;
    if (renamed) await assertTitleFree(trx, input.title!, id);
    const stage = await updateStage(trx, id, {
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.color !== undefined ? { color: input.color } : {}),
    });
    const leadsRetitled = renamed ? await retitleStageLeads(trx, id, before.title, stage.title) : 0;
    await recordAudit(trx, {
      actionType: 'STAGE_UPDATED',
      user: actor,
      entityType: 'stage',
      entityId: id,
      details: { title: stage.title, previousTitle: before.title, color: stage.color, previousColor: before.color, leadsRetitled },
    });
    return { ...stage, ...(await stageTotals(trx, id)) };
  }).then(published(db, { topic: 'funnel', id, by: actor.id }));
}

/** Sets the left-to-right order; `stageIds` must name every stage exactly once. */
export async function reorderStages(db: Db, actor: Actor, input: StageOrderInput): Promise<Stage[]> {
  return inTransaction(db, async (trx) => {
    const current = await listStagesForUpdate(trx);
    const known = new Set(current.map((s) => s.id));
    const unique = new Set(input.stageIds);
    if (unique.size !== input.stageIds.length || unique.size !== known.size || input.stageIds.some((id) => !known.has(id))) {
      throw conflict('The stages have changed since the board was loaded. Please reload and try again.');
    }
    for (const [index, id] of input.stageIds.entries()) {
      if (current.find((s) => s.id === id)!.position !== index) await setStagePosition(trx, id, index);
    }
    const titles = input.stageIds.map((id) => current.find((s) => s.id === id)!.title);
    await recordAudit(trx, { actionType: 'STAGE_UPDATED', user: actor, entityType: 'stage', details: { order: titles } });
    return listStageSummaries(trx);
  }).then(published(db, { topic: 'funnel', by: actor.id }));
}

/** Deletes an empty stage (docs/product/crm.md#funnel-moves); one with leads, or the last stage, is refused with 409. */
export async function removeStage(db: Db, actor: Actor, id: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    const stage = await findStageForUpdate(trx, id);
    if (!stage) throw notFound(STAGE_NOT_FOUND);
    if ((await stageTotals(trx, id)).count > 0) throw conflict(CANNOT_DELETE_STAGE.description);
    if ((await countStages(trx)) === 1) throw conflict('The funnel needs at least one stage.');
    await deleteStage(trx, id);
    await recordAudit(trx, {
      actionType: 'STAGE_DELETED',
      user: actor,
      entityType: 'stage',
      entityId: id,
      details: { title: stage.title },
    });
  });
  publishChange(db, { topic: 'funnel', id, by: actor.id });
}
