import { type Kysely, sql } from 'kysely';

/**
 * Decision 0068: a member added by an admin (who chose their password) must choose a new one at
 * their first sign-in: `password_change_required` until they do (accounts made before stay free).
 *
 * Decision 0066: without SMTP an admin may read a reset or confirmation link addressed to another
 * member in the Outbox; every such view is audited, and the member is told who viewed theirs at
 * their next sign-in. `secret_views_seen_at` is when they were last told (views after it are new).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN secret_views_seen_at timestamptz NULL`.execute(db);
  await sql`ALTER TABLE users ADD COLUMN password_change_required boolean NOT NULL DEFAULT false`.execute(db);
  await sql`CREATE INDEX audit_log_secret_views_idx ON audit_log ((lower(details ->> 'to')), created_at) WHERE action_type = 'OUTBOX_SECRET_VIEWED'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX audit_log_secret_views_idx`.execute(db);
  await sql`ALTER TABLE users DROP COLUMN password_change_required`.execute(db);
  await sql`ALTER TABLE users DROP COLUMN secret_views_seen_at`.execute(db);
}
