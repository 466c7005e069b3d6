import { type Kysely, sql } from 'kysely';
import { APPLICANT_SOURCES, APPLICANT_STATUSES, DEFAULT_APPLICANT_STATUS } from '@keel/shared/applicants';
import { inList, literal } from './0001/sql';

/**
 * Decision 0030: an applicant can be considered for several jobs. Each consideration is an
 * application with its own stage (the applicant statuses of docs/product/recruitment.md#statuses), source and time in stage.
 * One application per applicant and job (a second one is refused by the unique key).
 * Existing applicants with a job get the application for it, in the stage of their status.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `CREATE TABLE applications (
    application_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    applicant_id uuid NOT NULL REFERENCES applicants (applicant_id) ON DELETE CASCADE,
    job_id uuid NOT NULL REFERENCES jobs (job_id) ON DELETE CASCADE,
    stage text NOT NULL DEFAULT ${literal(DEFAULT_APPLICANT_STATUS)} CHECK (${inList('stage', APPLICANT_STATUSES)}),
    source text NULL CHECK (source IS NULL OR ${inList('source', APPLICANT_SOURCES)}),
    cover_note text NULL,
    stage_changed_at timestamptz NOT NULL DEFAULT now(),
    version integer NOT NULL DEFAULT 1,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    created_by_user_id uuid NULL REFERENCES users (id) ON DELETE SET NULL,
    last_modified_by_user_id uuid NULL REFERENCES users (id) ON DELETE SET NULL,
    UNIQUE (applicant_id, job_id)
  )`,
    )
    .execute(db);
  // The job board reads one job's applications by stage; an applicant page lists its applications.
  await sql`CREATE INDEX applications_job_stage_idx ON applications (job_id, stage, stage_changed_at, application_id)`.execute(db);
  await sql`CREATE INDEX applications_applicant_idx ON applications (applicant_id)`.execute(db);
  await sql`
    INSERT INTO applications (applicant_id, job_id, stage, source, stage_changed_at, created_at, updated_at, created_by_user_id)
    SELECT applicant_id, job_id, status, source, updated_at, date_added, updated_at, created_by_user_id
    FROM applicants WHERE job_id IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE applications`.execute(db);
}
