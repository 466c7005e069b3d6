import { type Kysely, sql } from 'kysely';

/**
 * Decision 0037: interviews of an application, their interviewers (team members
 * who are recruiters or admins) and each interviewer's scorecard (1–5 plus notes). An interview
 * keeps the iCalendar SEQUENCE its invitations carry (bumped on reschedule and cancel).
 * The outbox gets attachments (the .ics invitations), kept as text with their name and type.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE interviews (
      interview_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      application_id uuid NOT NULL REFERENCES applications (application_id) ON DELETE CASCADE,
      starts_at timestamptz NOT NULL,
      duration_minutes integer NOT NULL CHECK (duration_minutes BETWEEN 5 AND 480),
      location text NULL,
      video_url text NULL,
      cancelled_at timestamptz NULL,
      sequence integer NOT NULL DEFAULT 0,
      version integer NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      created_by_user_id uuid NULL REFERENCES users (id) ON DELETE SET NULL,
      last_modified_by_user_id uuid NULL REFERENCES users (id) ON DELETE SET NULL
    )`.execute(db);
  await sql`CREATE INDEX interviews_application_idx ON interviews (application_id, starts_at)`.execute(db);
  await sql`
    CREATE TABLE interview_interviewers (
      interview_id uuid NOT NULL REFERENCES interviews (interview_id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      PRIMARY KEY (interview_id, user_id)
    )`.execute(db);
  await sql`CREATE INDEX interview_interviewers_user_idx ON interview_interviewers (user_id)`.execute(db);
  await sql`
    CREATE TABLE interview_scorecards (
      interview_id uuid NOT NULL REFERENCES interviews (interview_id) ON DELETE CASCADE,
      interviewer_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      rating integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
      notes text NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (interview_id, interviewer_id)
    )`.execute(db);
  await sql`ALTER TABLE mail_outbox ADD COLUMN attachments jsonb NOT NULL DEFAULT '[]'::jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE mail_outbox DROP COLUMN attachments`.execute(db);
  await sql`DROP TABLE interview_scorecards`.execute(db);
  await sql`DROP TABLE interview_interviewers`.execute(db);
  await sql`DROP TABLE interviews`.execute(db);
}
