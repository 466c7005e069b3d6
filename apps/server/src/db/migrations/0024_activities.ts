import { type Kysely, sql } from 'kysely';

/**
 * Activities (decision 0026): notes, logged calls and meetings, and tasks, in one table;
 * each links to one or more records (contact, company, deal = funnel lead, job, applicant) through
 * `activity_links`. A link carries its activity's `created_at`, so a record's timeline is one
 * keyset walk of `activity_links_timeline_idx` however many activities the record has.
 * The audit trail gets the matching (entity_type, entity_id, created_at, id) index, since the
 * timeline interleaves a record's own history. `calendar_feeds` holds each member's private .ics token (hashed).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE activities (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      kind text NOT NULL CHECK (kind IN ('note', 'call', 'meeting', 'task')),
      body text NOT NULL DEFAULT '',
      author_id uuid NULL REFERENCES users (id) ON DELETE SET NULL,
      author_name text NOT NULL,
      title text NULL,
      due_date date NULL,
      due_time time NULL,
      assignee_id uuid NULL REFERENCES users (id) ON DELETE SET NULL,
      priority text NULL CHECK (priority IN ('High', 'Medium', 'Low')),
      done_at timestamptz NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((kind = 'task') = (title IS NOT NULL)),
      CHECK (due_time IS NULL OR due_date IS NOT NULL)
    )`.execute(db);
  await sql`
    CREATE TABLE activity_links (
      activity_id uuid NOT NULL REFERENCES activities (id) ON DELETE CASCADE,
      record_type text NOT NULL CHECK (record_type IN ('contact', 'company', 'deal', 'job', 'applicant')),
      record_id uuid NOT NULL,
      kind text NOT NULL,
      created_at timestamptz NOT NULL,
      PRIMARY KEY (activity_id, record_type, record_id)
    )`.execute(db);
  await sql`CREATE INDEX activity_links_timeline_idx ON activity_links (record_type, record_id, created_at DESC, activity_id DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX activity_links_kind_idx ON activity_links (record_type, record_id, kind, created_at DESC, activity_id DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX activities_open_tasks_idx ON activities (assignee_id, due_date, id) WHERE kind = 'task' AND done_at IS NULL`.execute(
    db,
  );
  await sql`CREATE INDEX activities_done_tasks_idx ON activities (assignee_id, done_at DESC, id) WHERE kind = 'task' AND done_at IS NOT NULL`.execute(
    db,
  );
  // The audit index the timeline reads its history by, audit_log_entity_idx, comes with migration 0023.
  // A member's private calendar feed: the secret token is kept only as its SHA-256 (like API keys).
  await sql`
    CREATE TABLE calendar_feeds (
      user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      token_hash text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE calendar_feeds`.execute(db);
  await sql`DROP TABLE activity_links`.execute(db);
  await sql`DROP TABLE activities`.execute(db);
}
