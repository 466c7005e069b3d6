import { type Kysely, sql } from 'kysely';

/**
 * Notifications (decision 0031). One row per recipient and event, read newest
 * first by keyset on (recipient_id, created_at DESC, id DESC). `dedupe_key` is unique: a due-task
 * notification carries 'task_due:<task>:<schedule key>', so a job that runs twice (or on two
 * instances) inserts it once. `activities.due_schedule_key` is the key of the task's current due
 * job: a job whose key no longer matches was made stale by a reschedule and does nothing.
 * Each member's delivery per kind (in Keel, also by e-mail, morning digest) and the day of each
 * member's last digest (its primary key makes one digest per member and day).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE notifications (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      recipient_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('task_assigned', 'task_due', 'mention', 'inquiry_assigned', 'new_applicant')),
      record_type text NOT NULL CHECK (record_type IN ('contact', 'company', 'deal', 'job', 'applicant')),
      record_id uuid NOT NULL,
      actor_id uuid NULL REFERENCES users (id) ON DELETE SET NULL,
      actor_name text NULL,
      subject text NOT NULL,
      dedupe_key text NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      read_at timestamptz NULL
    )`.execute(db);
  await sql`CREATE INDEX notifications_recipient_idx ON notifications (recipient_id, created_at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX notifications_unread_idx ON notifications (recipient_id, created_at) WHERE read_at IS NULL`.execute(db);
  await sql`ALTER TABLE activities ADD COLUMN due_schedule_key uuid NULL`.execute(db);
  await sql`
    CREATE TABLE notification_preferences (
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('task_assigned', 'task_due', 'mention', 'inquiry_assigned', 'new_applicant')),
      delivery text NOT NULL CHECK (delivery IN ('app', 'email', 'digest')),
      PRIMARY KEY (user_id, kind)
    )`.execute(db);
  await sql`
    CREATE TABLE notification_digests (
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      day date NOT NULL,
      sent_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, day)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE notification_digests`.execute(db);
  await sql`DROP TABLE notification_preferences`.execute(db);
  await sql`ALTER TABLE activities DROP COLUMN due_schedule_key`.execute(db);
  await sql`DROP TABLE notifications`.execute(db);
}
