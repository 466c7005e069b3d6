import { type Kysely, sql } from 'kysely';
import type { Role } from '@keel/shared/roles';
import type { Database } from '../../db/types';
import { isActiveUser } from '../../lib/active-users';

type Db = Kysely<Database>;

/** The stage that starts the clock: the given one if it still exists, else the first won stage on the board. */
export async function findClockStage(db: Db, stageId: string | null): Promise<{ id: string; title: string } | undefined> {
  if (stageId) {
    const chosen = await db.selectFrom('pipeline_stages').select(['id', 'title']).where('id', '=', stageId).executeTakeFirst();
    if (chosen) return chosen;
  }
  return db
    .selectFrom('pipeline_stages')
    .select(['id', 'title'])
    .where('outcome', '=', 'won')
    .orderBy('position')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/** Each demand's first confirmed allocation (when several, the earliest confirmed). */
const FIRST_CONFIRMED = sql`(
  SELECT DISTINCT ON (a.demand_id) a.demand_id, a.confirmed_at, a.consultant_id
  FROM staffing_allocations a
  WHERE a.status = 'confirmed' AND a.confirmed_at IS NOT NULL
  ORDER BY a.demand_id, a.confirmed_at, a.allocation_id
)`;

export interface MedianRow {
  skill_id: string;
  skill_name: string;
  median_days: number;
  demands: number;
}

/**
 * Median time-to-staff per skill (decision 0098): a demand's clock starts when its deal first
 * entered the clock stage or any stage after it on the board (bar lost ones; a deal may skip a
 * column), or when the demand was added if that was later (nobody could staff it before it was
 * asked for); it stops at the first confirmed allocation. Days with fractions, never below 0.
 * A demand with several skills counts under each.
 */
export async function medianDaysBySkill(db: Db, clockStageId: string): Promise<MedianRow[]> {
  const { rows } = await sql<MedianRow>`
    WITH clock_stage AS (SELECT id, position FROM pipeline_stages WHERE id = ${clockStageId}),
    clock_stages AS (
      SELECT ps.id FROM pipeline_stages ps, clock_stage c
      WHERE ps.id = c.id OR (ps.position > c.position AND ps.outcome <> 'lost')
    ),
    clocks AS (
      SELECT dd.demand_id, greatest(e.entered_at, dd.created_at) AS started_at
      FROM deal_demands dd
      JOIN LATERAL (
        SELECT min(e.entered_at) AS entered_at FROM deal_stage_entries e
        WHERE e.deal_id = dd.deal_id AND e.stage_id IN (SELECT id FROM clock_stages)
      ) e ON e.entered_at IS NOT NULL
    ),
    durations AS (
      SELECT c.demand_id, greatest(0, extract(epoch FROM f.confirmed_at - c.started_at) / 86400.0) AS days
      FROM clocks c JOIN ${FIRST_CONFIRMED} f ON f.demand_id = c.demand_id
    )
    SELECT s.skill_id, sk.name AS skill_name,
      round((percentile_cont(0.5) WITHIN GROUP (ORDER BY d.days))::numeric, 1)::float8 AS median_days,
      count(*)::int AS demands
    FROM durations d
    JOIN deal_demand_skills s ON s.demand_id = d.demand_id
    JOIN skills sk ON sk.skill_id = s.skill_id
    GROUP BY s.skill_id, sk.name
    ORDER BY lower(sk.name), s.skill_id`.execute(db);
  return rows;
}

/**
 * Staffed demands by where their first confirmed consultant came from (decision 0098): a
 * contractor by the consultant's engagement; an employee whose consultant record was made after
 * the demand was a new hire (they joined once the need was known); any other employee was on the bench.
 */
export async function staffedByCounts(db: Db): Promise<{ bench: number; new_hire: number; contractor: number }> {
  const { rows } = await sql<{ bench: number; new_hire: number; contractor: number }>`
    SELECT
      count(*) FILTER (WHERE c.engagement <> 'contractor' AND c.created_at <= dd.created_at)::int AS bench,
      count(*) FILTER (WHERE c.engagement <> 'contractor' AND c.created_at > dd.created_at)::int AS new_hire,
      count(*) FILTER (WHERE c.engagement = 'contractor')::int AS contractor
    FROM ${FIRST_CONFIRMED} f
    JOIN consultants c ON c.consultant_id = f.consultant_id
    JOIN deal_demands dd ON dd.demand_id = f.demand_id`.execute(db);
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
 * Won deals' demands with unstaffed weekdays from `from` to `to` (both included): each weekday a
 * demand covers counts its allocation % less the % confirmed for it that day, as a share of a day;
 * times the demand's target day rate (decision 0098).
 */
export async function unstaffedWonDemands(db: Db, from: string, to: string): Promise<AtRiskRow[]> {
  const { rows } = await sql<AtRiskRow>`
    WITH days AS (
      SELECT d::date AS day FROM generate_series(${from}::date, ${to}::date, interval '1 day') AS d
      WHERE extract(isodow FROM d) < 6
    ),
    won AS (
      SELECT dd.demand_id, dd.deal_id, d.name AS deal_name, dd.role_title, dd.starts_on, dd.ends_on, dd.allocation_pct,
        dd.target_day_rate, dd.rate_currency
      FROM deal_demands dd
      JOIN deals d ON d.id = dd.deal_id
      JOIN pipeline_stages ps ON ps.id = d.stage_id
      WHERE ps.outcome = 'won' AND dd.starts_on <= ${to}::date AND dd.ends_on >= ${from}::date
    ),
    per_demand AS (
      SELECT w.demand_id, sum(greatest(0, w.allocation_pct - coalesce(staffed.pct, 0))) / 100.0 AS days
      FROM won w
      JOIN days ON days.day BETWEEN w.starts_on AND w.ends_on
      LEFT JOIN LATERAL (
        SELECT sum(a.allocation_pct) AS pct FROM staffing_allocations a
        WHERE a.demand_id = w.demand_id AND a.status = 'confirmed' AND days.day BETWEEN a.starts_on AND a.ends_on
      ) staffed ON true
      GROUP BY w.demand_id
    )
    SELECT w.deal_id, w.deal_name, w.demand_id, w.role_title,
      round(p.days, 2)::float8 AS unstaffed_days,
      round(p.days * w.target_day_rate, 2)::float8 AS amount,
      CASE WHEN w.target_day_rate IS NULL THEN NULL ELSE w.rate_currency END AS currency
    FROM per_demand p JOIN won w ON w.demand_id = p.demand_id
    WHERE p.days > 0
    ORDER BY amount DESC NULLS LAST, unstaffed_days DESC, w.demand_id`.execute(db);
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
