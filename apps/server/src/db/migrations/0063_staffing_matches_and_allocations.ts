import { type Kysely, sql } from 'kysely';

/**
 * Decision 0092 (the ranking) and 0093 (allocations).
 * - keel_skill_keys(text[]): the skills graph's match keys (skillKey in packages/shared/src/skills.ts:
 *   lower case, "+" as "plus", "#" as "sharp", nothing but letters and digits) of a list of texts.
 * - applicants.skill_keys and applications.skill_keys: the keys of the keywords screening found in
 *   the resume (`ats_keywords_matched`), kept by PostgreSQL itself (generated, stored) and indexed
 *   (GIN), so the ranking finds candidates having a skill by any of its names or synonyms without
 *   any writer of screening results having to know.
 * - staffing_allocations: a consultant proposed for a demand, then confirmed with dates and a
 *   share of the week; at most one per (demand, consultant). Confirmed ones make the consultant's
 *   availability, indexed by consultant and dates.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION keel_skill_keys(terms text[]) RETURNS text[]
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT coalesce(array_agg(DISTINCT k) FILTER (WHERE k <> ''), '{}'::text[])
      FROM (
        SELECT regexp_replace(replace(replace(lower(t), '+', 'plus'), '#', 'sharp'), '[^[:alnum:]]', '', 'g') AS k
        FROM unnest(terms) AS t
      ) AS keys
    $$`.execute(db);
  for (const table of ['applicants', 'applications']) {
    await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN skill_keys text[] GENERATED ALWAYS AS (keel_skill_keys(ats_keywords_matched)) STORED`.execute(
      db,
    );
    await sql`CREATE INDEX ${sql.id(`${table}_skill_keys_idx`)} ON ${sql.table(table)} USING gin (skill_keys)`.execute(db);
  }

  await sql`
    CREATE TABLE staffing_allocations (
      allocation_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      demand_id uuid NOT NULL REFERENCES deal_demands (demand_id) ON DELETE CASCADE,
      consultant_id uuid NOT NULL REFERENCES consultants (consultant_id) ON DELETE CASCADE,
      status text NOT NULL CHECK (status IN ('proposed', 'confirmed')),
      starts_on date NOT NULL,
      ends_on date NOT NULL,
      allocation_pct smallint NOT NULL CHECK (allocation_pct BETWEEN 1 AND 100),
      proposed_at timestamptz NOT NULL DEFAULT now(),
      proposed_by_user_id uuid NULL REFERENCES users (id) ON DELETE SET NULL,
      confirmed_at timestamptz NULL,
      confirmed_by_user_id uuid NULL REFERENCES users (id) ON DELETE SET NULL,
      CHECK (ends_on >= starts_on),
      UNIQUE (demand_id, consultant_id)
    )`.execute(db);
  await sql`
    CREATE INDEX staffing_allocations_confirmed_idx ON staffing_allocations (consultant_id, starts_on, ends_on)
    WHERE status = 'confirmed'`.execute(db);
  await sql`CREATE INDEX staffing_allocations_consultant_idx ON staffing_allocations (consultant_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE staffing_allocations`.execute(db);
  for (const table of ['applicants', 'applications']) await sql`ALTER TABLE ${sql.table(table)} DROP COLUMN skill_keys`.execute(db);
  await sql`DROP FUNCTION keel_skill_keys(text[])`.execute(db);
}
