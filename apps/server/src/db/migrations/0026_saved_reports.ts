import { type Kysely, sql } from 'kysely';

/**
 * Saved reports (issue 19, decision 0028): an admin's report definition, private to its owner or
 * shared with the team. Plus the indexes that keep the builder's usual reports fast at a million
 * rows: the date fields reports group and filter by, as UTC dates (the reports' calendar).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE saved_reports (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
    shared boolean NOT NULL DEFAULT false,
    definition jsonb NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX saved_reports_owner_idx ON saved_reports (owner_id, name)`.execute(db);
  await sql`CREATE INDEX saved_reports_shared_idx ON saved_reports (name) WHERE shared`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE saved_reports`.execute(db);
}
