import { type Kysely, sql } from 'kysely';

/**
 * List power tools (decision 0022).
 *
 * Blank values sort last in both directions. Ascending `x NULLS LAST` walks the existing (x, pk)
 * index forwards; descending `x DESC NULLS LAST` needs an index whose backward walk yields that
 * order: (x NULLS FIRST, pk). Only sort columns that can be blank get one (a NOT NULL column sorts
 * the same either way, so its list keeps the plain direction and the existing index).
 *
 * Tag filters (`tags @> ARRAY[…]`) use a GIN index per list. Saved views are a user's named filter,
 * sort and column set for one list, shown as tabs above it; they go with the user.
 */
const NULLS_FIRST_INDEXES: ReadonlyArray<[table: string, name: string, expression: string, pk: string]> = [
  ['contacts', 'phone', 'phone', 'id'],
  ['contacts', 'sales_rep', 'lower(sales_rep_name)', 'id'],
  ['contacts', 'last_contact_date', 'last_contact_date', 'id'],
  ['companies', 'sector', 'sector', 'id'],
  ['companies', 'phone', 'phone', 'id'],
  ['companies', 'city', 'city', 'id'],
  ['companies', 'website', 'website', 'id'],
  ['jobs', 'department', 'lower(department)', 'job_id'],
  ['jobs', 'location', 'lower(location)', 'job_id'],
  ['applicants', 'phone', 'phone', 'applicant_id'],
  ['applicants', 'ats_score', 'ats_score', 'applicant_id'],
];
const TAGGED = ['contacts', 'companies', 'jobs', 'applicants'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, name, expression, pk] of NULLS_FIRST_INDEXES) {
    await sql.raw(`CREATE INDEX ${table}_sort_${name}_blank_last_idx ON ${table} (${expression} NULLS FIRST, ${pk})`).execute(db);
  }
  // The ATS score sorts by the column itself now (unscreened last both ways), not coalesce(…, -1) (0008).
  await sql`CREATE INDEX applicants_sort_raw_score_idx ON applicants (ats_score, applicant_id)`.execute(db);
  await sql`DROP INDEX IF EXISTS applicants_sort_score_idx`.execute(db);
  for (const table of TAGGED) await sql.raw(`CREATE INDEX ${table}_tags_idx ON ${table} USING gin (tags)`).execute(db);
  await sql`
    CREATE TABLE saved_views (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      list text NOT NULL CHECK (list IN ('contacts', 'companies', 'jobs', 'applicants')),
      name text NOT NULL,
      state jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (user_id, list, name)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE saved_views`.execute(db);
  for (const table of TAGGED) await sql.raw(`DROP INDEX IF EXISTS ${table}_tags_idx`).execute(db);
  await sql`CREATE INDEX applicants_sort_score_idx ON applicants (coalesce(ats_score, -1), applicant_id)`.execute(db);
  await sql`DROP INDEX IF EXISTS applicants_sort_raw_score_idx`.execute(db);
  for (const [table, name] of NULLS_FIRST_INDEXES) await sql.raw(`DROP INDEX IF EXISTS ${table}_sort_${name}_blank_last_idx`).execute(db);
}
