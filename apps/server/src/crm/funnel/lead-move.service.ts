import type { Kysely } from 'kysely';
import { tagsForStage } from '@keel/shared/funnel';
import type { LeadCard, MoveLeadInput } from '@keel/shared/funnel-lead';
import type { Database } from '../../db/types';
import { notFound } from '../../errors';
import { requireVersion } from '../../lib/record-version';
import { recordAudit } from '../../platform/audit/audit.service';
import { type DealRow, toLeadCard } from './lead-mapping';
import { positionBetween } from './lead-position';
import { findCardInStage, findDeal, findEdgeCard, findNeighbour, findStage, renumberColumn, updateDealAtVersion } from './leads.repository';
import { resolveLostReason } from './lost-reasons.service';
import { type Actor, LEAD_CHANGED, LEAD_NOT_FOUND, modifiedBy, STAGE_NOT_FOUND, stageFields } from './leads.service';
import { published } from '../../platform/live-updates/live-updates.publish';

type Db = Kysely<Database>;
type Slot = { id: string; position: number } | undefined;

/**
 * The cards the moved one lands between, read fresh in the transaction. The client names the
 * neighbours it saw; if they moved meanwhile, the card goes after `beforeId`, else before
 * `afterId`, else to the end of the column: always a well-defined slot.
 */
async function findSlot(db: Db, stageId: string, cardId: string, input: MoveLeadInput): Promise<{ prev: Slot; next: Slot }> {
  const before = input.beforeId ? await findCardInStage(db, stageId, input.beforeId, cardId) : undefined;
  if (before) return { prev: before, next: await findNeighbour(db, stageId, before, 'after', cardId) };
  const after = input.afterId ? await findCardInStage(db, stageId, input.afterId, cardId) : undefined;
  if (after) return { prev: await findNeighbour(db, stageId, after, 'before', cardId), next: after };
  return { prev: await findEdgeCard(db, stageId, 'last', cardId), next: undefined };
}

/**
 * Moves a card to a column and slot (docs/product/crm.md#funnel-moves): into another column, status and salesStage become
 * the column title and tags the lead source plus the title. Into a won or lost column the deal
 * closes (the deals_close trigger, decision 0060); into a lost one it takes the lost reason sent,
 * which must be on the list. Concurrency: the column is locked
 * first, the card second, and the write only applies to the version the mover saw, so of several
 * simultaneous moves of one card exactly one wins and the others get 409 with nothing changed.
 */
export async function moveLead(db: Db, actor: Actor, id: string, input: MoveLeadInput): Promise<LeadCard> {
  return db
    .transaction()
    .execute(async (trx) => {
      const stage = await findStage(trx, input.stageId, true);
      if (!stage) throw notFound(STAGE_NOT_FOUND);
      const card = await findDeal(trx, id, true);
      if (!card) throw notFound(LEAD_NOT_FOUND);
      await requireVersion(trx, card, input.version, LEAD_CHANGED);

      let { prev, next } = await findSlot(trx, stage.id, id, input);
      let position = positionBetween(prev?.position ?? null, next?.position ?? null);
      if (position === null) {
        await renumberColumn(trx, stage.id, id);
        ({ prev, next } = await findSlot(trx, stage.id, id, input));
        position = positionBetween(prev?.position ?? null, next?.position ?? null)!;
      }

      const lostReason =
        input.lostReason !== undefined && stage.outcome === 'lost' ? { lost_reason: await resolveLostReason(trx, input.lostReason) } : {};
      const changesColumn = card.stage_id !== stage.id;
      const fromTitle = changesColumn ? ((await findStage(trx, card.stage_id))?.title ?? '') : stage.title;
      const row = (await updateDealAtVersion(trx, id, input.version, {
        stage_id: stage.id,
        position,
        ...(changesColumn ? { ...stageFields(stage.title), tags: tagsForStage(card.lead_source, stage.title) } : {}),
        ...lostReason,
        ...modifiedBy(actor),
      })) as DealRow;
      await recordAudit(trx, {
        actionType: 'DEAL_MOVED',
        user: actor,
        entityType: 'deal',
        entityId: id,
        details: {
          name: row.name,
          fromStage: fromTitle,
          toStage: stage.title,
          ...(row.lost_reason ? { lostReason: row.lost_reason } : {}),
        },
      });
      return toLeadCard(row);
    })
    .then(published(db, { topic: 'funnel', id, by: actor.id }));
}
