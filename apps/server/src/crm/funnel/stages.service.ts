import type { Kysely } from 'kysely';
import type { SessionUser } from '@keel/shared/auth';
import { defaultWinProbability } from '@keel/shared/deal-figures';
import {
  CANNOT_DELETE_STAGE,
  type Stage,
  STAGE_SETTINGS_ADMIN_ONLY,
  type StageInput,
  type StageOrderInput,
  type StageUpdateInput,
} from '@keel/shared/funnel';
import { roleFlags } from '@keel/shared/role-flags';
import type { Database } from '../../db/types';
import { conflict, forbidden, notFound } from '../../errors';
import { recordAudit } from '../../platform/audit/audit.service';
import { getStageFigures } from './deal-figures.service';
import {
  closeOrReopenStageDeals,
  countStages,
  deleteStage,
  findStageByTitle,
  findStageForUpdate,
  insertStage,
  listStagesForUpdate,
  openStagesAround,
  retitleStageLeads,
  setStagePosition,
  updateStage,
} from './stages.repository';
import { publishChange, published } from '../../platform/live-updates/live-updates.publish';

type Db = Kysely<Database>;
type Actor = Pick<SessionUser, 'id' | 'fullName' | 'role'>;

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

/** Outcome and win probability are an admin's to set (decision 0060). */
function assertMaySetOutcome(actor: Actor, input: Partial<StageInput>) {
  if ((input.outcome !== undefined || input.winProbability !== undefined) && !roleFlags(actor.role).isAdmin)
    throw forbidden(STAGE_SETTINGS_ADMIN_ONLY);
}

/** The figures of one stage, as the board shows its column. */
async function stageWithFigures(db: Db, id: string): Promise<Stage> {
  return (await getStageFigures(db, id))[0];
}

/** A new stage goes to the right end of the board: open unless an admin says otherwise, with the win probability of its place. */
export async function createStage(db: Db, actor: Actor, input: StageInput): Promise<Stage> {
  assertMaySetOutcome(actor, input);
  return inTransaction(db, async (trx) => {
    await assertTitleFree(trx, input.title, null);
    const outcome = input.outcome ?? 'open';
    const open = await openStagesAround(trx, null);
    const winProbability = input.winProbability ?? defaultWinProbability(outcome, open.open, open.open + 1);
    const stage = await insertStage(trx, { title: input.title, color: input.color, outcome, win_probability: winProbability });
    await recordAudit(trx, {
      actionType: 'STAGE_CREATED',
      user: actor,
      entityType: 'stage',
      entityId: stage.id,
      details: { title: stage.title, color: stage.color, outcome, winProbability },
    });
    return stageWithFigures(trx, stage.id);
  }).then(published(db, (stage) => ({ topic: 'funnel', id: stage.id, by: actor.id })));
}

/**
 * Rename, recolour, or (admins) change the outcome or win probability. A rename carries the new
 * title into the column's leads (see retitleStageLeads); a new outcome closes or reopens them.
 * An outcome changed without a probability takes the default of the new outcome.
 */
export async function editStage(db: Db, actor: Actor, id: string, input: StageUpdateInput): Promise<Stage> {
  assertMaySetOutcome(actor, input);
  return inTransaction(db, async (trx) => {
    const before = await findStageForUpdate(trx, id);
    if (!before) throw notFound(STAGE_NOT_FOUND);
    const renamed = input.title !== undefined && input.title !== before.title;
    if (renamed) await assertTitleFree(trx, input.title!, id);
    const reOutcome = input.outcome !== undefined && input.outcome !== before.outcome;
    let winProbability = input.winProbability;
    if (reOutcome && winProbability === undefined) {
      const open = await openStagesAround(trx, before.position);
      winProbability = defaultWinProbability(input.outcome!, open.left, open.open + (input.outcome === 'open' ? 1 : 0));
    }
    const stage = await updateStage(trx, id, {
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.color !== undefined ? { color: input.color } : {}),
      ...(input.outcome !== undefined ? { outcome: input.outcome } : {}),
      ...(winProbability !== undefined ? { win_probability: winProbability } : {}),
    });
    const leadsRetitled = renamed ? await retitleStageLeads(trx, id, before.title, stage.title) : 0;
    const leadsClosedOrReopened = reOutcome ? await closeOrReopenStageDeals(trx, id, stage.outcome) : 0;
    await recordAudit(trx, {
      actionType: 'STAGE_UPDATED',
      user: actor,
      entityType: 'stage',
      entityId: id,
      details: {
        title: stage.title,
        previousTitle: before.title,
        color: stage.color,
        previousColor: before.color,
        outcome: stage.outcome,
        previousOutcome: before.outcome,
        winProbability: stage.win_probability,
        previousWinProbability: before.win_probability,
        leadsRetitled,
        leadsClosedOrReopened,
      },
    });
    return stageWithFigures(trx, id);
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
    return getStageFigures(trx);
  }).then(published(db, { topic: 'funnel', by: actor.id }));
}

/** Deletes an empty stage (docs/product/crm.md#funnel-moves); one with leads, or the last stage, is refused with 409. */
export async function removeStage(db: Db, actor: Actor, id: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    const stage = await findStageForUpdate(trx, id);
    if (!stage) throw notFound(STAGE_NOT_FOUND);
    if ((await stageWithFigures(trx, id)).count > 0) throw conflict(CANNOT_DELETE_STAGE.description);
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
