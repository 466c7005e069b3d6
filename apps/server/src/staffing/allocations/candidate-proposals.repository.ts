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
