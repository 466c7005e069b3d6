import type { Kysely } from 'kysely';
import type { SessionUser } from '@keel/shared/auth';
import {
  type CandidateProposal,
  type Demand,
  DEMAND_MESSAGES,
  type DemandUpdateValues,
  type DemandValues,
  type Seniority,
} from '@keel/shared/demands';
import { roleFlags, type Role } from '@keel/shared/roles';
import type { Database } from '../../db/types';
import { forbidden, notFound, validationError } from '../../errors';
import { requireVersion } from '../../lib/record-version';
import { recordAudit } from '../../platform/audit/audit.service';
import { getLead } from '../../crm/funnel/leads.service';
import { skillsByIds } from '../../workspace/skills/skills.service';
import { seesRates } from '../consultants/consultants.service';
import {
  deleteDemandRow,
  demandRows,
  demandSkillsOf,
  insertDemand,
  lockDemand,
  replaceDemandSkills,
  updateDemand,
} from './demands.repository';
import { isoDay, numberOrNull } from '../../lib/column-values';
import { type CandidateProposalRow, candidateProposalRows } from './demand-proposals.repository';

type Db = Kysely<Database>;
type Actor = Pick<SessionUser, 'id' | 'fullName' | 'role'>;

/**
 * Who changes a deal's demands (decision 0092): admins and sales reps — those who sell the deal.
 * A demand carries a target day rate, and rates are theirs alone (decision 0087).
 */
export const editsDemands = (role: Role) => roleFlags(role).isSalesRep;
/** Who sees and sets a demand's target rate: those who see consultants' rates (decision 0087). */
export const seesDemandRates = seesRates;

/**
 * Who sees and proposes candidates for a demand (decision 0103): admins and recruiters, who see
 * every candidate in the ranking (decision 0092). A plain user or a sales rep never sees them.
 */
export const proposesCandidates = (role: Role) => roleFlags(role).isRecruiter;

const toCandidateProposal = (r: CandidateProposalRow): CandidateProposal => ({ ...r, proposed_at: r.proposed_at.toISOString() });

/** One candidate proposal of a demand as the API answers it (decision 0103); undefined when there is none. */
export async function candidateProposal(db: Db, demandId: string, proposalId: string): Promise<CandidateProposal | undefined> {
  const [row] = await candidateProposalRows(db, [demandId], proposalId);
  return row && toCandidateProposal(row);
}

/** The deal must exist (404 otherwise); its name for the audit trail. */
async function dealName(db: Db, dealId: string): Promise<string> {
  try {
    return (await getLead(db, dealId)).name;
  } catch {
    throw notFound(DEMAND_MESSAGES.dealNotFound);
  }
}

/** A deal's demands (every member reads them; the target rate only for admins and sales reps; proposed candidates only for admins and recruiters, decision 0103). */
export async function listDemands(db: Db, reader: Pick<Actor, 'role'>, dealId: string, demandId?: string): Promise<Demand[]> {
  const rows = await demandRows(db, dealId, demandId);
  const ids = rows.map((r) => r.demand_id);
  const skills = await demandSkillsOf(db, ids);
  const proposals = proposesCandidates(reader.role) ? (await candidateProposalRows(db, ids)).map(toCandidateProposal) : null;
  return rows.map((r) => ({
    demand_id: r.demand_id,
    deal_id: r.deal_id,
    role_title: r.role_title,
    seniority: r.seniority as Seniority,
    skills: skills.filter((s) => s.demand_id === r.demand_id).map((s) => ({ skill_id: s.skill_id, name: s.name, min_level: s.min_level })),
    starts_on: isoDay(r.starts_on),
    ends_on: isoDay(r.ends_on),
    allocation_pct: r.allocation_pct,
    remote: r.remote,
    city: r.city,
    country: r.country,
    notes: r.notes,
    ...(seesDemandRates(reader.role) ? { rate: { target_day_rate: numberOrNull(r.target_day_rate), rate_currency: r.rate_currency } } : {}),
    job: r.job_id ? { job_id: r.job_id, title: r.job_title ?? '', status: r.job_status ?? '' } : null,
    ...(proposals ? { candidate_proposals: proposals.filter((p) => p.demand_id === r.demand_id) } : {}),
    version: r.version,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
    updated_by: r.updated_by,
  }));
}

export async function dealDemands(db: Db, reader: Pick<Actor, 'role'>, dealId: string): Promise<Demand[]> {
  await dealName(db, dealId);
  return listDemands(db, reader, dealId);
}

/** One demand of a deal (404 when the deal has none by that id). */
export async function getDemand(db: Db, reader: Pick<Actor, 'role'>, dealId: string, demandId: string): Promise<Demand> {
  const [demand] = /^[0-9a-f-]{36}$/i.test(demandId) ? await listDemands(db, reader, dealId, demandId) : [];
  if (!demand) throw notFound(DEMAND_MESSAGES.notFound);
  return demand;
}

async function check(db: Db, actor: Actor, values: DemandValues): Promise<void> {
  if (!editsDemands(actor.role)) throw forbidden(DEMAND_MESSAGES.editors);
  if (values.rate && !seesDemandRates(actor.role)) throw forbidden(DEMAND_MESSAGES.ratesForbidden);
  const known = await skillsByIds(
    db,
    values.skills.map((s) => s.skill_id.toLowerCase()),
  );
  if (known.length !== values.skills.length) throw validationError(DEMAND_MESSAGES.unknownSkill);
}

const fieldsOf = ({ skills: _s, rate: _r, ...fields }: DemandValues) => fields;
const auditDetails = (deal: string, values: DemandValues) => ({
  deal,
  role: values.role_title,
  skills: values.skills.length,
  from: values.starts_on,
  to: values.ends_on,
  allocation: values.allocation_pct,
  ...(values.rate ? { rateChanged: true } : {}),
});

export async function createDemand(db: Db, actor: Actor, dealId: string, values: DemandValues): Promise<Demand> {
  const id = await db.transaction().execute(async (trx) => {
    await check(trx, actor, values);
    const deal = await dealName(trx, dealId);
    const { demand_id } = await insertDemand(trx, dealId, fieldsOf(values), values.rate, actor.id);
    await replaceDemandSkills(trx, demand_id, values.skills);
    await recordAudit(trx, {
      actionType: 'DEMAND_CREATED',
      user: actor,
      entityType: 'deal',
      entityId: dealId,
      details: { demand: demand_id, ...auditDetails(deal, values) },
    });
    return demand_id;
  });
  return getDemand(db, actor, dealId, id);
}

/** Saves every field as of `version` (409 when stale, decision 0016); a rate left out stays as it is. */
export async function saveDemand(db: Db, actor: Actor, dealId: string, id: string, values: DemandUpdateValues): Promise<Demand> {
  const { version, ...rest } = values;
  await db.transaction().execute(async (trx) => {
    if (!editsDemands(actor.role)) throw forbidden(DEMAND_MESSAGES.editors);
    const row = await lockDemand(trx, dealId, id);
    if (!row) throw notFound(DEMAND_MESSAGES.notFound);
    await requireVersion(trx, row, version);
    await check(trx, actor, rest);
    await updateDemand(trx, id, fieldsOf(rest), rest.rate, actor.id);
    await replaceDemandSkills(trx, id, rest.skills);
    await recordAudit(trx, {
      actionType: 'DEMAND_UPDATED',
      user: actor,
      entityType: 'deal',
      entityId: dealId,
      details: { demand: id, ...auditDetails(await dealName(trx, dealId), rest) },
    });
  });
  return getDemand(db, actor, dealId, id);
}

export async function deleteDemand(db: Db, actor: Actor, dealId: string, id: string): Promise<void> {
  if (!editsDemands(actor.role)) throw forbidden(DEMAND_MESSAGES.editors);
  await db.transaction().execute(async (trx) => {
    const row = await deleteDemandRow(trx, dealId, id);
    if (!row) throw notFound(DEMAND_MESSAGES.notFound);
    await recordAudit(trx, {
      actionType: 'DEMAND_DELETED',
      user: actor,
      entityType: 'deal',
      entityId: dealId,
      details: { demand: id, role: row.role_title },
    });
  });
}
