import { type Kysely, sql } from 'kysely';

/** Date fields of the report catalogue: table, column, and whether it is a timestamptz read as UTC. */
const DATE_FIELDS: Array<[string, string, boolean]> = [
  ['contacts', 'created_at', true],
  ['contacts', 'updated_at', true],
  ['contacts', 'last_contact_date', false],
  ['contacts', 'birthday', false],
  ['companies', 'created_at', true],
  ['companies', 'updated_at', true],
  ['deals', 'created_at', true],
  ['deals', 'updated_at', true],
  ['deals', 'inquiry_date', false],
  ['deals', 'last_contact_date', false],
  ['deals', 'next_contact_date', false],
  ['jobs', 'date_posted', true],
  ['jobs', 'date_closed', true],
  ['applicants', 'date_added', true],
];

/** The grouping expressions of report-query.ts (date_trunc of the UTC value), per period. */
function bucketStatistics(table: string, column: string, utc: boolean) {
  const value = utc ? `timezone('UTC', ${column})` : `(${column})::timestamp`;
  const exprs = ['day', 'week', 'month'].map((bucket) => `(date_trunc('${bucket}', ${value}))`).join(', ');
  return `CREATE STATISTICS ${table}_${column}_report_buckets (ndistinct) ON ${exprs} FROM ${table}`;
}

/**
 * Saved reports (decision 0028): an admin's report definition, private to its owner or
 * shared with the team. Plus what keeps the builder's reports fast at a million rows:
 * - statistics on each date field's day/week/month: without them PostgreSQL guesses a group per
 *   row and sorts a million rows (spilling to disk) instead of hashing a few dozen groups;
 * - funnel leads by column and last update, carrying their values ('Won deal value by month' and
 *   'leads per stage' read this index alone).
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
  await sql`CREATE INDEX deals_report_stage_idx ON deals (stage_id, updated_at) INCLUDE (deal_value, amount)`.execute(db);
  for (const [table, column, utc] of DATE_FIELDS) await sql.raw(bucketStatistics(table, column, utc)).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table, column] of DATE_FIELDS) await sql.raw(`DROP STATISTICS IF EXISTS ${table}_${column}_report_buckets`).execute(db);
  await sql`DROP INDEX IF EXISTS deals_report_stage_idx`.execute(db);
  await sql`DROP TABLE saved_reports`.execute(db);
}
