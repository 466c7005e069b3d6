import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';
import { isRecordId } from '../../lib/record-id';

type Db = Kysely<Database>;

/** The applicant's name, or undefined when there is none by that id. */
export async function applicantName(db: Db, applicantId: string): Promise<string | undefined> {
  const { rows } = await sql<{ name: string }>`
    SELECT btrim(first_name || ' ' || last_name) AS name FROM applicants WHERE applicant_id = ${applicantId}`.execute(db);
  return rows[0]?.name;
}

export function insertCandidateProposal(db: Db, demandId: string, applicantId: string, actorId: string) {
  return db
    .insertInto('staffing_candidate_proposals')
    .values({ demand_id: demandId, applicant_id: applicantId, proposed_by_user_id: actorId })
    .returning(['proposal_id'])
    .executeTakeFirstOrThrow();
}

/** A proposal of this demand, locked for its withdrawal; undefined when there is none. */
export function lockCandidateProposal(db: Db, demandId: string, id: string) {
  if (!isRecordId(id)) return Promise.resolve(undefined);
  return db
    .selectFrom('staffing_candidate_proposals')
    .select(['proposal_id', 'applicant_id'])
    .where('demand_id', '=', demandId)
    .where('proposal_id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function deleteCandidateProposal(db: Db, id: string): Promise<void> {
  await db.deleteFrom('staffing_candidate_proposals').where('proposal_id', '=', id).execute();
}

/**
 * Turns an applicant's candidate proposals into proposals of the consultant made from them
 * (decision 0103): each with its demand's dates and %, by whoever proposed the candidate; a demand
 * the consultant is already on keeps that allocation. The candidate proposals go. Returns what was
 * carried, for the audit trail.
 */
export async function carryCandidateProposals(db: Db, applicantId: string, consultantId: string) {
  const { rows } = await sql<{ demand_id: string; allocation_id: string }>`
    WITH moved AS (
      DELETE FROM staffing_candidate_proposals WHERE applicant_id = ${applicantId}
      RETURNING demand_id, proposed_by_user_id
    )
    INSERT INTO staffing_allocations (demand_id, consultant_id, status, starts_on, ends_on, allocation_pct, proposed_by_user_id)
    SELECT d.demand_id, ${consultantId}, 'proposed', d.starts_on, d.ends_on, d.allocation_pct, m.proposed_by_user_id
    FROM moved m JOIN deal_demands d ON d.demand_id = m.demand_id
    ON CONFLICT (demand_id, consultant_id) DO NOTHING
    RETURNING demand_id, allocation_id`.execute(db);
  if (rows.length === 0) return [];
  const { rows: named } = await sql<{ allocation_id: string; deal_id: string; role: string; deal: string }>`
    SELECT a.allocation_id, d.deal_id, d.role_title AS role, l.name AS deal
    FROM staffing_allocations a JOIN deal_demands d ON d.demand_id = a.demand_id JOIN deals l ON l.id = d.deal_id
    WHERE a.allocation_id = ANY(${rows.map((r) => r.allocation_id)}::uuid[])`.execute(db);
  return named;
}
