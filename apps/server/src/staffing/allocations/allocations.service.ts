import type { Kysely } from 'kysely';
import type { SessionUser } from '@keel/shared/auth';
import {
  type Allocation,
  ALLOCATION_MESSAGES,
  type ConfirmInput,
  type EndAllocationInput,
  type EndedAllocation,
  type ExtendAllocationInput,
} from '@keel/shared/demands';
import type { Database } from '../../db/types';
import { conflict, forbidden, notFound, validationError } from '../../errors';
import { recordAudit } from '../../platform/audit/audit.service';
import { getLead } from '../../crm/funnel/leads.service';
import { getConsultant } from '../consultants/consultants.service';
import { editsDemands, getDemand } from '../demands/demands.service';
import {
  allocationRow,
  confirmAllocationRow,
  deleteAllocationRow,
  extendAllocationRow,
  insertProposal,
  lockAllocation,
  lockConsultantLoad,
  overload,
  shortenAllocation,
} from './allocations.repository';
import { isoDay } from '../../lib/column-values';

type Db = Kysely<Database>;
type Actor = Pick<SessionUser, 'id' | 'fullName' | 'role'>;

const sqlState = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : undefined;

async function toAllocation(db: Db, id: string, over: { days: number; peak: number } | null): Promise<Allocation> {
  const r = await allocationRow(db, id);
  return {
    ...r,
    status: r.status as Allocation['status'],
    starts_on: isoDay(r.starts_on),
    ends_on: isoDay(r.ends_on),
    over_allocation: over && over.days > 0 ? { days: over.days, peak_pct: over.peak } : null,
  };
}

/** The same entry on the deal's and on the consultant's history (decision 0093). */
async function auditBoth(
  db: Db,
  actor: Actor,
  actionType: 'CONSULTANT_PROPOSED' | 'ALLOCATION_CONFIRMED' | 'PROPOSAL_WITHDRAWN' | 'ALLOCATION_ENDED' | 'ALLOCATION_EXTENDED',
  dealId: string,
  consultantId: string,
  details: Record<string, string | number>,
) {
  for (const [entityType, entityId] of [
    ['deal', dealId],
    ['consultant', consultantId],
  ] as const)
    await recordAudit(db, { actionType, user: actor, entityType, entityId, details });
}

/** Proposes a consultant for a demand with the demand's dates and % (admins and sales reps); 409 when proposed already. */
export async function proposeConsultant(db: Db, actor: Actor, dealId: string, demandId: string, consultantId: string): Promise<Allocation> {
  if (!editsDemands(actor.role)) throw forbidden(ALLOCATION_MESSAGES.editors);
  const demand = await getDemand(db, actor, dealId, demandId);
  const consultant = await getConsultant(db, actor, consultantId).catch(() => {
    throw notFound(ALLOCATION_MESSAGES.consultantNotFound);
  });
  const deal = (await getLead(db, dealId)).name;
  try {
    const id = await db.transaction().execute(async (trx) => {
      const { allocation_id } = await insertProposal(
        trx,
        {
          demand_id: demandId,
          consultant_id: consultantId,
          starts_on: demand.starts_on,
          ends_on: demand.ends_on,
          allocation_pct: demand.allocation_pct,
        },
        actor.id,
      );
      await auditBoth(trx, actor, 'CONSULTANT_PROPOSED', dealId, consultantId, {
        consultant: consultant.full_name,
        role: demand.role_title,
        deal,
        allocation: allocation_id,
      });
      return allocation_id;
    });
    return toAllocation(db, id, null);
  } catch (error) {
    if (sqlState(error) === '23505') throw conflict(ALLOCATION_MESSAGES.proposedAlready);
    throw error;
  }
}

/**
 * Confirms a proposal with its dates and % (admins and sales reps). Over-allocation only warns
 * (decision 0093): the confirmation is kept and its answer says on how many days the consultant's
 * confirmed load passes 100 %, and up to what. The consultant's row lock makes simultaneous
 * confirmations count each other.
 */
export async function confirmAllocation(
  db: Db,
  actor: Actor,
  dealId: string,
  demandId: string,
  allocationId: string,
  input: ConfirmInput,
): Promise<Allocation> {
  if (!editsDemands(actor.role)) throw forbidden(ALLOCATION_MESSAGES.editors);
  const demand = await getDemand(db, actor, dealId, demandId);
  const deal = (await getLead(db, dealId).catch(() => ({ name: '' }))).name;
  const { over } = await db.transaction().execute(async (trx) => {
    const row = await lockAllocation(trx, demandId, allocationId);
    if (!row) throw notFound(ALLOCATION_MESSAGES.notFound);
    if (row.status === 'confirmed') throw conflict(ALLOCATION_MESSAGES.confirmedAlready);
    await lockConsultantLoad(trx, row.consultant_id);
    await confirmAllocationRow(trx, allocationId, input, actor.id);
    const load = await overload(trx, row.consultant_id, input.starts_on, input.ends_on);
    const consultant = await allocationRow(trx, allocationId);
    await auditBoth(trx, actor, 'ALLOCATION_CONFIRMED', dealId, row.consultant_id, {
      consultant: consultant.consultant_name,
      role: demand.role_title,
      deal,
      from: input.starts_on,
      to: input.ends_on,
      pct: input.allocation_pct,
      allocation: allocationId,
      ...(load.days > 0 ? { overDays: load.days, peak: load.peak } : {}),
    });
    return { over: load };
  });
  return toAllocation(db, allocationId, over);
}

/** The demand (404 unless it is the deal's), the deal's name, and the allocation locked; 404 when it is not the demand's. */
async function lockedAllocation(trx: Db, actor: Actor, dealId: string, demandId: string, allocationId: string) {
  if (!editsDemands(actor.role)) throw forbidden(ALLOCATION_MESSAGES.editors);
  const demand = await getDemand(trx, actor, dealId, demandId);
  const deal = (await getLead(trx, dealId).catch(() => ({ name: '' }))).name;
  const row = await lockAllocation(trx, demandId, allocationId);
  if (!row) throw notFound(ALLOCATION_MESSAGES.notFound);
  const { consultant_name } = await allocationRow(trx, allocationId);
  return { demand, deal, row, consultant: consultant_name };
}

/**
 * Withdraws a proposal (admins and sales reps, decision 0097): the row goes, the deal's and the
 * consultant's timelines say so. A confirmed allocation is ended instead (409).
 */
export async function withdrawProposal(db: Db, actor: Actor, dealId: string, demandId: string, allocationId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { demand, deal, row, consultant } = await lockedAllocation(trx, actor, dealId, demandId, allocationId);
    if (row.status === 'confirmed') throw conflict(ALLOCATION_MESSAGES.withdrawConfirmed);
    await deleteAllocationRow(trx, allocationId);
    await auditBoth(trx, actor, 'PROPOSAL_WITHDRAWN', dealId, row.consultant_id, {
      consultant,
      role: demand.role_title,
      deal,
      allocation: allocationId,
    });
  });
}

/**
 * Ends a confirmed allocation on its last day (decision 0097): only shortened, never extended (400);
 * a last day before its start removes it, since the consultant never worked on it. Both timelines
 * record it. A proposal is withdrawn instead (409).
 */
export async function endAllocation(
  db: Db,
  actor: Actor,
  dealId: string,
  demandId: string,
  allocationId: string,
  { last_day }: EndAllocationInput,
): Promise<EndedAllocation> {
  return db.transaction().execute(async (trx) => {
    const { demand, deal, row, consultant } = await lockedAllocation(trx, actor, dealId, demandId, allocationId);
    if (row.status !== 'confirmed') throw conflict(ALLOCATION_MESSAGES.endProposed);
    const [from, to] = [isoDay(row.starts_on), isoDay(row.ends_on)];
    if (last_day > to) throw validationError(ALLOCATION_MESSAGES.endLater, { last_day: ALLOCATION_MESSAGES.endLater });
    const removed = last_day < from;
    if (removed) await deleteAllocationRow(trx, allocationId);
    else await shortenAllocation(trx, allocationId, last_day);
    await auditBoth(trx, actor, 'ALLOCATION_ENDED', dealId, row.consultant_id, {
      consultant,
      role: demand.role_title,
      deal,
      from,
      to: removed ? to : last_day,
      ...(removed ? { removed: 1 } : {}),
      allocation: allocationId,
    });
    return { allocation_id: allocationId, removed, ends_on: removed ? null : last_day };
  });
}

/**
 * Extends a confirmed allocation (decision 0109): a new end on or after its end (400 before it: it
 * is ended instead) and its %, never both unchanged (400). The same lock and over-allocation count as
 * confirming (decision 0093): the answer warns, the change is kept. Both timelines record it; the
 * forecast and the ranking read the row, so they follow.
 */
export async function extendAllocation(
  db: Db,
  actor: Actor,
  dealId: string,
  demandId: string,
  allocationId: string,
  input: ExtendAllocationInput,
): Promise<Allocation> {
  const over = await db.transaction().execute(async (trx) => {
    const { demand, deal, row, consultant } = await lockedAllocation(trx, actor, dealId, demandId, allocationId);
    if (row.status !== 'confirmed') throw conflict(ALLOCATION_MESSAGES.extendProposed);
    const [from, fromEnd] = [isoDay(row.starts_on), isoDay(row.ends_on)];
    if (input.ends_on < fromEnd) throw validationError(ALLOCATION_MESSAGES.extendEarlier, { ends_on: ALLOCATION_MESSAGES.extendEarlier });
    if (input.ends_on === fromEnd && input.allocation_pct === row.allocation_pct)
      throw validationError(ALLOCATION_MESSAGES.extendUnchanged, { ends_on: ALLOCATION_MESSAGES.extendUnchanged });
    await lockConsultantLoad(trx, row.consultant_id);
    await extendAllocationRow(trx, allocationId, input);
    const load = await overload(trx, row.consultant_id, from, input.ends_on);
    await auditBoth(trx, actor, 'ALLOCATION_EXTENDED', dealId, row.consultant_id, {
      consultant,
      role: demand.role_title,
      deal,
      from,
      fromEnd,
      to: input.ends_on,
      fromPct: row.allocation_pct,
      pct: input.allocation_pct,
      allocation: allocationId,
      ...(load.days > 0 ? { overDays: load.days, peak: load.peak } : {}),
    });
    return load;
  });
  return toAllocation(db, allocationId, over);
}
