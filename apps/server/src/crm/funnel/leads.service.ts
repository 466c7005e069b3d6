import type { Kysely } from 'kysely';
import { TEAM_MESSAGES } from '@keel/shared/team';
import { tagsForStage } from '@keel/shared/funnel';
import type { SessionUser } from '@keel/shared/auth';
import type { Lead, LeadCreateInput, LeadUpdateInput } from '@keel/shared/funnel-lead';
import type { Database } from '../../db/types';
import { conflict, notFound, validationError } from '../../errors';
import { requireVersion } from '../../lib/record-version';
import { userNameAndStatus } from '../../identity/users/users.service';
import { recordAudit } from '../../platform/audit/audit.service';
import { changedFields, type DealRow, leadInputToColumns, type LeadStage, toLead } from './lead-mapping';
import { resolveLostReason } from './lost-reasons.service';
import { linkColumns, linkedContacts } from './lead-links';
import { POSITION_STEP } from './lead-position';
import { deleteDeal, findDeal, findEdgeCard, findFirstStage, findStage, insertDeal, updateDealAtVersion } from './leads.repository';
import { publishChange, published } from '../../platform/live-updates/live-updates.publish';

type Db = Kysely<Database>;
export type Actor = Pick<SessionUser, 'id' | 'fullName'>;

export const LEAD_NOT_FOUND = 'Lead not found.';
export const STAGE_NOT_FOUND = 'Stage not found.';
export const LEAD_CHANGED =
  'This lead was changed by someone else in the meantime. The latest version has been loaded; please make your change again.';

/** Who does the change, as the record fields of docs/product/records.md#lead-cards (createdBy/lastModifiedBy are names). */
export function modifiedBy(actor: Actor) {
  return { last_modified_by: actor.fullName, last_modified_by_user_id: actor.id };
}

async function salesRepName(db: Db, id: string | null): Promise<string> {
  if (id === null) return 'Unassigned';
  const rep = await userNameAndStatus(db, id);
  if (rep === undefined)
    throw validationError('That team member no longer exists.', { assignedSalesRepId: 'Please choose a team member.' });
  // Only a newly chosen rep is checked: a lead keeps the deactivated rep it already had.
  if (rep.deactivated) throw validationError(TEAM_MESSAGES.memberDeactivated, { assignedSalesRepId: TEAM_MESSAGES.memberDeactivated });
  return rep.name;
}

/** docs/product/crm.md#funnel-moves, decision 0025: a lead's status and salesStage are its column's title. */
export function stageFields(title: string) {
  return { status: title, sales_stage: title };
}

async function leadStage(db: Db, stageId: string): Promise<LeadStage> {
  const stage = await findStage(db, stageId);
  return { title: stage?.title ?? '', outcome: stage?.outcome ?? 'open' };
}

export async function getLead(db: Db, id: string): Promise<Lead> {
  const row = await findDeal(db, id);
  if (!row) throw notFound(LEAD_NOT_FOUND);
  return toLead(row, await leadStage(db, row.stage_id), await linkedContacts(db, row.contact_ids));
}

/** The lost reason a write stores: a label of the list, only into a lost stage (the deals_close trigger clears it elsewhere). */
async function lostReasonColumn(db: Db, outcome: string, reason: string | null | undefined): Promise<{ lost_reason?: string | null }> {
  if (reason === undefined) return {};
  return { lost_reason: outcome === 'lost' ? await resolveLostReason(db, reason) : null };
}

/** Adds a lead on top of its column inside the caller's transaction (audited); the caller announces it after commit. */
export async function addLead(trx: Db, actor: Actor, input: LeadCreateInput): Promise<Lead> {
  const stage = input.stageId ? await findStage(trx, input.stageId, true) : await findFirstStage(trx, true);
  if (!stage) throw input.stageId ? notFound(STAGE_NOT_FOUND) : conflict('The funnel has no stage to put a lead in. Create a stage first.');
  const first = await findEdgeCard(trx, stage.id, 'first', null);
  const links = await linkColumns(trx, input);
  const row = await insertDeal(trx, {
    ...leadInputToColumns(input),
    ...(await lostReasonColumn(trx, stage.outcome, input.lostReason)),
    ...links.columns,
    ...stageFields(stage.title),
    stage_id: stage.id,
    position: first ? first.position - POSITION_STEP : 0,
    assigned_sales_rep: await salesRepName(trx, input.assignedSalesRepId),
    created_by: actor.fullName,
    created_by_user_id: actor.id,
    ...modifiedBy(actor),
  });
  await recordAudit(trx, {
    actionType: 'DEAL_CREATED',
    user: actor,
    entityType: 'deal',
    entityId: row.id,
    details: { name: row.name, stage: stage.title },
  });
  return toLead(row, stage, links.contacts);
}

/** A new lead goes on top of its column (default: the first column), where its creator sees it. */
export async function createLead(db: Db, actor: Actor, input: LeadCreateInput): Promise<Lead> {
  return db
    .transaction()
    .execute((trx) => addLead(trx, actor, input))
    .then(published(db, (lead) => ({ topic: 'funnel', id: lead.id, by: actor.id })));
}

/**
 * Saves an edit made on `input.version`; a lead changed since then is refused (409), never
 * overwritten. An edit naming another column moves the lead there (on top, where the editor's user
 * sees it) with the rule of a board move (docs/product/crm.md#funnel-moves): status, salesStage and tags follow the column.
 * Locks as a move does: the target column first, then the card.
 */
export async function updateLead(db: Db, actor: Actor, id: string, input: LeadUpdateInput): Promise<Lead> {
  return db
    .transaction()
    .execute(async (trx) => {
      const target = input.stageId ? await findStage(trx, input.stageId, true) : undefined;
      if (input.stageId && !target) throw notFound(STAGE_NOT_FOUND);
      const before = await findDeal(trx, id, true);
      if (!before) throw notFound(LEAD_NOT_FOUND);
      await requireVersion(trx, before, input.version, LEAD_CHANGED);
      const repName =
        input.assignedSalesRepId === before.assigned_sales_rep_id
          ? before.assigned_sales_rep
          : await salesRepName(trx, input.assignedSalesRepId);
      const links = await linkColumns(trx, input, before);
      const changed = [
        ...changedFields(before, input),
        ...(links.columns.company_id !== before.company_id ? ['companyId'] : []),
        ...(links.columns.contact_ids.join() !== before.contact_ids.join() ? ['contactIds'] : []),
      ];
      const moved = target !== undefined && target.id !== before.stage_id;
      const from = await leadStage(trx, before.stage_id);
      const lost = await lostReasonColumn(trx, (moved ? target : from).outcome, input.lostReason);
      if (lost.lost_reason !== undefined && lost.lost_reason !== before.lost_reason) changed.push('lostReason');
      let placement = {};
      if (moved) {
        const first = await findEdgeCard(trx, target.id, 'first', id);
        placement = {
          stage_id: target.id,
          position: first ? first.position - POSITION_STEP : 0,
          ...stageFields(target.title),
          tags: tagsForStage(input.leadSource, target.title),
        };
        changed.push('stage');
      }
      const columns = {
        ...leadInputToColumns(input),
        ...lost,
        ...links.columns,
        ...placement,
        assigned_sales_rep: repName,
        ...modifiedBy(actor),
      };
      const row = (await updateDealAtVersion(trx, id, input.version, columns)) as DealRow;
      await recordAudit(trx, {
        actionType: 'DEAL_UPDATED',
        user: actor,
        entityType: 'deal',
        entityId: id,
        details: { name: row.name, changed, ...(moved ? { fromStage: from.title, toStage: target.title } : {}) },
      });
      return toLead(row, moved ? target : from, links.contacts);
    })
    .then(published(db, { topic: 'funnel', id, by: actor.id }));
}

export async function removeLead(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const deleted = await deleteDeal(trx, id);
    if (!deleted) throw notFound(LEAD_NOT_FOUND);
    await recordAudit(trx, {
      actionType: 'DEAL_DELETED',
      user: actor,
      entityType: 'deal',
      entityId: id,
      details: { name: deleted.name, stage: (await leadStage(trx, deleted.stage_id)).title },
    });
  });
  publishChange(db, { topic: 'funnel', id, by: actor.id });
}

/** An erase's step in the funnel's leads (decision 0110). */
export { eraseFromDeals } from './deal-erase.repository';

/** A deleted company's or contact's unlink from the deals (decision 0110), handed to companies and contacts by app.ts. */
export { unlinkDealsFromCompany, unlinkDealsFromContact } from './deal-unlinks.repository';

/** Rows written as given (the demo seed's, decision 0110). */
export { insertDealRows } from './leads.repository';
