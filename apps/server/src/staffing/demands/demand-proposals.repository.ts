import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';

type Db = Kysely<Database>;

export interface CandidateProposalRow {
  proposal_id: string;
  demand_id: string;
  applicant_id: string;
  name: string;
  detail: string | null;
  proposed_at: Date;
  proposed_by: string | null;
}

/**
 * The candidates proposed for these demands with their name and newest application's job and stage
 * (decision 0103), oldest proposal first; or one proposal by id.
 */
export async function candidateProposalRows(db: Db, demandIds: string[], proposalId?: string): Promise<CandidateProposalRow[]> {
  if (demandIds.length === 0) return [];
  const { rows } = await sql<CandidateProposalRow>`
    SELECT cp.proposal_id, cp.demand_id, cp.applicant_id, btrim(a.first_name || ' ' || a.last_name) AS name, j.detail,
      cp.proposed_at, u.full_name AS proposed_by
    FROM staffing_candidate_proposals cp
    JOIN applicants a ON a.applicant_id = cp.applicant_id
    LEFT JOIN users u ON u.id = cp.proposed_by_user_id
    LEFT JOIN LATERAL (
      SELECT jb.title || ' · ' || p.stage AS detail
      FROM applications p JOIN jobs jb ON jb.job_id = p.job_id
      WHERE p.applicant_id = cp.applicant_id
      ORDER BY p.updated_at DESC LIMIT 1
    ) j ON true
    -- An erased applicant is anonymised, not deleted (decision 0070): their proposal no longer shows.
    WHERE cp.demand_id = ANY(${demandIds}::uuid[]) AND a.email NOT LIKE '%@erased.invalid' ${proposalId ? sql`AND cp.proposal_id = ${proposalId}` : sql``}
    ORDER BY cp.proposed_at, cp.proposal_id`.execute(db);
  return rows;
}

/** The proposals among these applicants for one demand, for the ranking's rows (decision 0103; the allocations module writes them). */
export function candidateProposalsToDemand(db: Db, demandId: string, applicantIds: string[]) {
  if (applicantIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('staffing_candidate_proposals')
    .select(['proposal_id', 'applicant_id'])
    .where('demand_id', '=', demandId)
    .where('applicant_id', 'in', applicantIds)
    .execute();
}
