import { type Kysely, sql } from 'kysely';
import type { Role } from '@keel/shared/roles';
import type { Database } from '../../db/types';
import { isActiveUser } from '../../lib/active-users';
import { atRiskWindow, demandStaffingSql } from './demand-staffing';

type Db = Kysely<Database>;

export { findClockStage } from './demand-staffing';

export interface MedianRow {
  skill_id: string;
  skill_name: string;
  median_days: number;
  demands: number;
}

/**
 * Median time-to-staff per skill over the demands' one definition (demand-staffing.ts, decision
 * 0098), rounded to a tenth of a day. A demand with several skills counts under each.
 */
export async function medianDaysBySkill(db: Db, clockStageId: string, today: string): Promise<MedianRow[]> {
  const { from, to } = atRiskWindow(today);
  const { rows } = await sql<MedianRow>`
    SELECT s.skill_id, sk.name AS skill_name,
      round((percentile_cont(0.5) WITHIN GROUP (ORDER BY d.time_to_staff_days))::numeric, 1)::float8 AS median_days,
      count(*)::int AS demands
    FROM ${demandStaffingSql(clockStageId, from, to)} d
    JOIN deal_demand_skills s ON s.demand_id = d.demand_id
    JOIN skills sk ON sk.skill_id = s.skill_id
    WHERE d.time_to_staff_days IS NOT NULL
    GROUP BY s.skill_id, sk.name
    ORDER BY lower(sk.name), s.skill_id`.execute(db);
  return rows;
}

/** Staffed demands by where their first confirmed consultant came from (demand-staffing.ts, decision 0098). */
export async function staffedByCounts(db: Db, today: string): Promise<{ bench: number; new_hire: number; contractor: number }> {
  const { from, to } = atRiskWindow(today);
  const { rows } = await sql<{ bench: number; new_hire: number; contractor: number }>`
    SELECT
      count(*) FILTER (WHERE d.staffed_from = 'bench')::int AS bench,
      count(*) FILTER (WHERE d.staffed_from = 'new_hire')::int AS new_hire,
      count(*) FILTER (WHERE d.staffed_from = 'contractor')::int AS contractor
    FROM ${demandStaffingSql(null, from, to)} d`.execute(db);
  return rows[0];
}

export interface AtRiskRow {
  deal_id: string;
  deal_name: string;
  demand_id: string;
  role_title: string;
  unstaffed_days: number;
  amount: number | null;
  currency: string | null;
}

/**
 * Won deals' demands with unstaffed weekdays in the 30 days from `today`, with their revenue at
 * risk (demand-staffing.ts, decision 0098).
 */
export async function unstaffedWonDemands(db: Db, today: string): Promise<AtRiskRow[]> {
  const { from, to } = atRiskWindow(today);
  const { rows } = await sql<AtRiskRow>`
    SELECT d.deal_id, d.deal_name, d.demand_id, d.role_title,
      d.unstaffed_days::float8 AS unstaffed_days,
      d.revenue_at_risk::float8 AS amount,
      CASE WHEN d.target_day_rate IS NULL THEN NULL ELSE d.rate_currency END AS currency
    FROM ${demandStaffingSql(null, from, to)} d
    WHERE d.won AND d.unstaffed_days > 0
    ORDER BY amount DESC NULLS LAST, d.unstaffed_days DESC, d.demand_id`.execute(db);
  return rows;
}

/** Won deals with a demand running within [today, today + days] that nobody is confirmed for. */
export async function unstaffedWonDealsStarting(db: Db, today: string, days: number) {
  const { rows } = await sql<{ deal_id: string; deal_name: string; owner_id: string | null; demands: number; first_start: string }>`
    SELECT d.id AS deal_id, d.name AS deal_name, d.assigned_sales_rep_id AS owner_id,
      count(*)::int AS demands, to_char(min(dd.starts_on), 'YYYY-MM-DD') AS first_start
    FROM deals d
    JOIN pipeline_stages ps ON ps.id = d.stage_id AND ps.outcome = 'won'
    JOIN deal_demands dd ON dd.deal_id = d.id
    WHERE dd.starts_on <= ${today}::date + ${days}::int AND dd.ends_on >= ${today}::date
      AND NOT EXISTS (SELECT 1 FROM staffing_allocations a WHERE a.demand_id = dd.demand_id AND a.status = 'confirmed')
    GROUP BY d.id, d.name, d.assigned_sales_rep_id
    ORDER BY d.id`.execute(db);
  return rows;
}

/** Active members of these roles (who the scheduled staffing checks tell). */
export async function activeMembersWithRoles(db: Db, roles: readonly Role[]): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('role', 'in', [...roles])
    .where(isActiveUser)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}
