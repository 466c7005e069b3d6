import type { Kysely } from 'kysely';
import type { SessionUser } from '@keel/shared/auth';
import { type CandidateProposal, CANDIDATE_PROPOSAL_MESSAGES } from '@keel/shared/demands';
import type { Database } from '../../db/types';
import { conflict, forbidden, notFound } from '../../errors';
import { recordAudit } from '../../platform/audit/audit.service';
import { getLead } from '../../crm/funnel/leads.service';
import { candidateProposal, getDemand, proposesCandidates } from '../demands/demands.service';
import {
  applicantName,
  carryCandidateProposals,
  deleteCandidateProposal,
  insertCandidateProposal,
  lockCandidateProposal,
} from './candidate-proposals.repository';

type Db = Kysely<Database>;
type Actor = Pick<SessionUser, 'id' | 'fullName' | 'role'>;

const sqlState = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : undefined;

/** The same entry on the deal's and on the applicant's history (decision 0103), in the caller's transaction. */
async function auditBoth(
  db: Db,
  actor: Actor,
  actionType: 'CANDIDATE_PROPOSED' | 'CANDIDATE_PROPOSAL_WITHDRAWN',
  dealId: string,
  applicantId: string,
  details: Record<string, string>,
) {
  for (const [entityType, entityId] of [
    ['deal', dealId],
    ['applicant', applicantId],
  ] as const)
    await recordAudit(db, { actionType, user: actor, entityType, entityId, details });
}

/** The demand (404 unless it is the deal's) and the deal's name, for an admin or a recruiter (403 otherwise). */
async function demandOf(db: Db, actor: Actor, dealId: string, demandId: string) {
  if (!proposesCandidates(actor.role)) throw forbidden(CANDIDATE_PROPOSAL_MESSAGES.proposers);
  const demand = await getDemand(db, actor, dealId, demandId);
  const deal = (await getLead(db, dealId).catch(() => ({ name: '' }))).name;
  return { demand, deal };
}

/** Proposes a candidate (an applicant) for a demand (admins and recruiters, decision 0103); 409 when proposed already. */
export async function proposeCandidate(
  db: Db,
  actor: Actor,
  dealId: string,
  demandId: string,
  applicantId: string,
): Promise<CandidateProposal> {
  const { demand, deal } = await demandOf(db, actor, dealId, demandId);
  const candidate = await applicantName(db, applicantId);
  if (candidate === undefined) throw notFound(CANDIDATE_PROPOSAL_MESSAGES.applicantNotFound);
  try {
    const id = await db.transaction().execute(async (trx) => {
      const { proposal_id } = await insertCandidateProposal(trx, demandId, applicantId, actor.id);
      await auditBoth(trx, actor, 'CANDIDATE_PROPOSED', dealId, applicantId, {
        candidate,
        role: demand.role_title,
        deal,
        proposal: proposal_id,
      });
      return proposal_id;
    });
    return (await candidateProposal(db, demandId, id))!;
  } catch (error) {
    if (sqlState(error) === '23505') throw conflict(CANDIDATE_PROPOSAL_MESSAGES.proposedAlready);
    throw error;
  }
}

/** Withdraws a candidate's proposal (admins and recruiters); both histories say so (decision 0103). */
export async function withdrawCandidate(db: Db, actor: Actor, dealId: string, demandId: string, proposalId: string): Promise<void> {
  const { demand, deal } = await demandOf(db, actor, dealId, demandId);
  await db.transaction().execute(async (trx) => {
    const row = await lockCandidateProposal(trx, demandId, proposalId);
    if (!row) throw notFound(CANDIDATE_PROPOSAL_MESSAGES.notFound);
    const candidate = (await applicantName(trx, row.applicant_id)) ?? '';
    await deleteCandidateProposal(trx, proposalId);
    await auditBoth(trx, actor, 'CANDIDATE_PROPOSAL_WITHDRAWN', dealId, row.applicant_id, {
      candidate,
      role: demand.role_title,
      deal,
      proposal: proposalId,
    });
  });
}

/**
 * A candidate is never confirmed while they are an applicant (decision 0103): an allocation is a
 * consultant's load. Always 409 with the way forward (hire, make a consultant, confirm them), once
 * the caller may act on the proposal and it exists.
 */
export async function confirmCandidate(db: Db, actor: Actor, dealId: string, demandId: string, proposalId: string): Promise<never> {
  await demandOf(db, actor, dealId, demandId);
  if (!(await candidateProposal(db, demandId, proposalId).catch(() => undefined))) throw notFound(CANDIDATE_PROPOSAL_MESSAGES.notFound);
  throw conflict(CANDIDATE_PROPOSAL_MESSAGES.confirmNeedsConsultant);
}

/**
 * When a consultant is made from a hired applicant (decision 0097), their candidate proposals carry
 * over as proposals of the consultant (decision 0103), ready to be confirmed; in the caller's
 * transaction, each recorded on the deal and on the consultant.
 */
export async function carryProposalsToConsultant(
  trx: Db,
  actor: Actor,
  applicantId: string,
  consultant: { id: string; name: string },
): Promise<void> {
  for (const carried of await carryCandidateProposals(trx, applicantId, consultant.id))
    for (const [entityType, entityId] of [
      ['deal', carried.deal_id],
      ['consultant', consultant.id],
    ] as const)
      await recordAudit(trx, {
        actionType: 'CONSULTANT_PROPOSED',
        user: actor,
        entityType,
        entityId,
        details: {
          consultant: consultant.name,
          role: carried.role,
          deal: carried.deal,
          allocation: carried.allocation_id,
          fromCandidate: 1,
        },
      });
}
