import { type Kysely, sql } from 'kysely';

/**
 * Decision 0092: role demands on deals.
 * - deal_demands: one role a deal needs — title, seniority, dates (both included), allocation %,
 *   where (remote, or a city and country), a target day rate in one currency (answered only to
 *   admins and sales reps), versioned like every record (decision 0016). Deleting the deal deletes
 *   its demands.
 * - deal_demand_skills: the skills a demand requires, each at a minimum level 1–4; a skill a
 *   demand requires cannot be deleted (RESTRICT, like consultants' skills).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE deal_demands (
      demand_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      deal_id uuid NOT NULL REFERENCES deals (id) ON DELETE CASCADE,
      role_title text NOT NULL CHECK (length(btrim(role_title)) > 0),
      seniority text NOT NULL CHECK (seniority IN ('junior', 'mid', 'senior', 'lead', 'principal')),
      starts_on date NOT NULL,
      ends_on date NOT NULL,
      allocation_pct smallint NOT NULL CHECK (allocation_pct BETWEEN 1 AND 100),
      remote boolean NOT NULL DEFAULT false,
      city text NULL,
      country text NULL CHECK (country ~ '^[A-Z]{2}$'),
      target_day_rate numeric(12, 2) NULL CHECK (target_day_rate >= 0),
      rate_currency text NULL CHECK (rate_currency ~ '^[A-Z]{3}$'),
      notes text NULL,
      version integer NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      created_by_user_id uuid NULL REFERENCES users (id) ON DELETE SET NULL,
      last_modified_by_user_id uuid NULL REFERENCES users (id) ON DELETE SET NULL,
      CHECK (ends_on >= starts_on),
      CHECK (remote OR country IS NOT NULL)
    )`.execute(db);
  await sql`CREATE INDEX deal_demands_deal_idx ON deal_demands (deal_id, starts_on)`.execute(db);
  await sql`
    CREATE TABLE deal_demand_skills (
      demand_id uuid NOT NULL REFERENCES deal_demands (demand_id) ON DELETE CASCADE,
      skill_id uuid NOT NULL REFERENCES skills (skill_id) ON DELETE RESTRICT,
      min_level smallint NOT NULL CHECK (min_level BETWEEN 1 AND 4),
      PRIMARY KEY (demand_id, skill_id)
    )`.execute(db);
  await sql`CREATE INDEX deal_demand_skills_skill_idx ON deal_demand_skills (skill_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE deal_demand_skills`.execute(db);
  await sql`DROP TABLE deal_demands`.execute(db);
}
