import { type Kysely, sql } from 'kysely';

/**
 * Decision 0097: a demand nobody fits becomes a job; a hired applicant becomes a consultant.
 * - deal_demands.job_id: the job made from the demand, at most one (UNIQUE: a second "Make a job"
 *   is refused); deleting the job unlinks it, so a new one may be made.
 * - consultants.applicant_id: the hired applicant the consultant was made from, at most one
 *   consultant per applicant (UNIQUE); made_from_applicant_at stays when the applicant is erased,
 *   so the page still says where the consultant came from.
 * - consultants.phone: the contact detail a hire brings besides the e-mail.
 * - consultants.resume_file_path: the consultant's own copy of the resume (bucket `resumes`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE deal_demands ADD COLUMN job_id uuid NULL UNIQUE REFERENCES jobs (job_id) ON DELETE SET NULL`.execute(db);
  await sql`
    ALTER TABLE consultants
      ADD COLUMN applicant_id uuid NULL UNIQUE REFERENCES applicants (applicant_id) ON DELETE SET NULL,
      ADD COLUMN made_from_applicant_at timestamptz NULL,
      ADD COLUMN phone text NULL,
      ADD COLUMN resume_file_path text NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE consultants DROP COLUMN applicant_id, DROP COLUMN made_from_applicant_at, DROP COLUMN phone, DROP COLUMN resume_file_path`.execute(
    db,
  );
  await sql`ALTER TABLE deal_demands DROP COLUMN job_id`.execute(db);
}
