import { type Kysely, sql } from 'kysely';

/**
 * Activity widgets and the activities UI (decision 0026), dashboard templates (decision 0035):
 * - the dashboard's meeting-notes widget reads the latest logged meetings: one index walk of
 *   `(kind, created_at DESC, id DESC)` instead of sorting every activity;
 * - an activity edit is checked against the version it started from (decision 0016): `version`
 *   and who saved it last;
 * - dashboard templates: a dashboard's layout and widget configurations, owned by a member,
 *   private until an admin publishes it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX activities_kind_created_idx ON activities (kind, created_at DESC, id DESC)`.execute(db);
  await sql`ALTER TABLE activities ADD COLUMN version integer NOT NULL DEFAULT 1`.execute(db);
  await sql`ALTER TABLE activities ADD COLUMN last_modified_by_user_id uuid NULL REFERENCES users (id) ON DELETE SET NULL`.execute(db);
  await sql`
    CREATE TABLE dashboard_templates (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL,
      owner_id uuid NULL REFERENCES users (id) ON DELETE SET NULL,
      owner_name text NOT NULL,
      is_published boolean NOT NULL DEFAULT false,
      layout jsonb NOT NULL,
      widgets jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX dashboard_templates_owner_idx ON dashboard_templates (owner_id, name)`.execute(db);
  await sql`CREATE INDEX dashboard_templates_published_idx ON dashboard_templates (name) WHERE is_published`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE dashboard_templates`.execute(db);
  await sql`ALTER TABLE activities DROP COLUMN last_modified_by_user_id`.execute(db);
  await sql`ALTER TABLE activities DROP COLUMN version`.execute(db);
  await sql`DROP INDEX activities_kind_created_idx`.execute(db);
}
