import { type Kysely, sql } from 'kysely';

/**
 * Decision 0081: a job's hiring team — one hiring manager and any number of interviewers, each an
 * active member of any role. Being on it (or on the panel of one of the job's interviews) lets a
 * member read that job's applications, applicants, resumes, interviews and scorecards.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE job_hiring_team (
      job_id uuid NOT NULL REFERENCES jobs (job_id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      team_role text NOT NULL CHECK (team_role IN ('hiring_manager', 'interviewer')),
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (job_id, user_id)
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX job_hiring_team_one_manager ON job_hiring_team (job_id) WHERE team_role = 'hiring_manager'`.execute(db);
  await sql`CREATE INDEX job_hiring_team_user_idx ON job_hiring_team (user_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE job_hiring_team`.execute(db);
}
