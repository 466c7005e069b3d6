import { type Kysely, sql } from 'kysely';

/**
 * Decision 0103: a candidate proposed for a demand. Kept apart from staffing_allocations, whose rows
 * are a consultant's load (the ranking, the forecast and the over-allocation count read them): a
 * candidate has no load until they are hired and made a consultant. At most one proposal per
 * (demand, applicant); erasing the applicant or deleting the demand removes it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE staffing_candidate_proposals (
      proposal_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      demand_id uuid NOT NULL REFERENCES deal_demands (demand_id) ON DELETE CASCADE,
      applicant_id uuid NOT NULL REFERENCES applicants (applicant_id) ON DELETE CASCADE,
      proposed_at timestamptz NOT NULL DEFAULT now(),
      proposed_by_user_id uuid NULL REFERENCES users (id) ON DELETE SET NULL,
      UNIQUE (demand_id, applicant_id)
    )`.execute(db);
  await sql`CREATE INDEX staffing_candidate_proposals_applicant_idx ON staffing_candidate_proposals (applicant_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE staffing_candidate_proposals`.execute(db);
}
