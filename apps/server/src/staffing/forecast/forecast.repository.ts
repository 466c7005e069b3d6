import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';

type Db = Kysely<Database>;

export interface ForecastCellRow {
  skill_id: string;
  skill_name: string;
  min_level: number;
  /** Week index from the first Monday (0-based). */
  w: number;
  demand: number;
  supply: number;
  gap: boolean;
  /** The deal whose demands ask most of this skill this week (a gap notification links to it). */
  top_deal_id: string | null;
}

/**
 * The capacity forecast in one statement (decision 0098), weekdays only (Monday to Friday):
 * - the horizon's weekdays, each with its week index;
 * - open demands: on deals whose stage wins with some probability (lost stages, 0 %, are out)
 *   overlapping the horizon. Each weekday a demand covers needs its allocation % less the % of the
 *   consultants confirmed for it that day (what is staffed already is not demand any more, and
 *   its consultants' time is taken off supply instead), times the stage's win probability;
 * - a skill's weekly demand: Σ of that over its demands' weekdays ÷ (100 · 100 · 5): full-time
 *   people for the week;
 * - supply: consultants with the skill at or above the lowest minimum level its demands ask,
 *   free each weekday 100 % less their confirmed allocations (none when away on a holiday or
 *   other period), summed per week ÷ (100 · 5). Bench and roll-offs need no rule of their own:
 *   a consultant whose allocation ends is free from the next day.
 * Rows: each skill some open demand in the horizon asks for, every week of the horizon.
 */
export async function forecastCells(db: Db, from: string, weeks: number): Promise<ForecastCellRow[]> {
  const last = sql`(${from}::date + ${weeks * 7 - 1}::int)`;
  const { rows } = await sql<ForecastCellRow>`
    WITH days AS (
      SELECT d::date AS day, (d::date - ${from}::date) / 7 AS w
      FROM generate_series(${from}::date, ${last}, interval '1 day') AS d
      WHERE extract(isodow FROM d) < 6
    ),
    open_demands AS (
      SELECT dd.demand_id, dd.deal_id, dd.starts_on, dd.ends_on, dd.allocation_pct, ps.win_probability
      FROM deal_demands dd
      JOIN deals d ON d.id = dd.deal_id
      JOIN pipeline_stages ps ON ps.id = d.stage_id
      WHERE ps.win_probability > 0 AND dd.starts_on <= ${last} AND dd.ends_on >= ${from}::date
    ),
    demand_need AS (
      SELECT od.demand_id, od.deal_id, days.w,
        greatest(0, od.allocation_pct - coalesce(staffed.pct, 0)) * od.win_probability AS need
      FROM open_demands od
      JOIN days ON days.day BETWEEN od.starts_on AND od.ends_on
      LEFT JOIN LATERAL (
        SELECT sum(a.allocation_pct) AS pct FROM staffing_allocations a
        WHERE a.demand_id = od.demand_id AND a.status = 'confirmed' AND days.day BETWEEN a.starts_on AND a.ends_on
      ) staffed ON true
    ),
    demand_by_deal AS (
      SELECT s.skill_id, n.w, n.deal_id, sum(n.need) AS need
      FROM demand_need n JOIN deal_demand_skills s ON s.demand_id = n.demand_id
      GROUP BY 1, 2, 3
    ),
    demand_cells AS (
      SELECT skill_id, w, sum(need) / 50000.0 AS demand,
        (array_agg(deal_id ORDER BY need DESC, deal_id) FILTER (WHERE need > 0))[1] AS top_deal_id
      FROM demand_by_deal GROUP BY 1, 2
    ),
    skill_floor AS (
      SELECT s.skill_id, min(s.min_level)::int AS min_level
      FROM open_demands od JOIN deal_demand_skills s ON s.demand_id = od.demand_id
      GROUP BY 1
    ),
    able AS (
      SELECT cs.consultant_id, f.skill_id
      FROM skill_floor f JOIN consultant_skills cs ON cs.skill_id = f.skill_id AND cs.level >= f.min_level
    ),
    free AS (
      SELECT c.consultant_id, days.w,
        CASE WHEN EXISTS (
          SELECT 1 FROM consultant_unavailability u
          WHERE u.consultant_id = c.consultant_id AND days.day BETWEEN u.starts_on AND u.ends_on
        ) THEN 0
        ELSE greatest(0, 100 - coalesce((
          SELECT sum(a.allocation_pct) FROM staffing_allocations a
          WHERE a.consultant_id = c.consultant_id AND a.status = 'confirmed' AND days.day BETWEEN a.starts_on AND a.ends_on
        ), 0)) END AS pct
      FROM (SELECT DISTINCT consultant_id FROM able) c CROSS JOIN days
    ),
    supply_cells AS (
      SELECT a.skill_id, f.w, sum(f.pct) / 500.0 AS supply
      FROM able a JOIN free f ON f.consultant_id = a.consultant_id
      GROUP BY 1, 2
    )
    SELECT f.skill_id, sk.name AS skill_name, f.min_level, wk.w,
      round(coalesce(dc.demand, 0), 2)::float8 AS demand,
      round(coalesce(sc.supply, 0), 2)::float8 AS supply,
      coalesce(dc.demand, 0) > coalesce(sc.supply, 0) AS gap,
      dc.top_deal_id
    FROM skill_floor f
    JOIN skills sk ON sk.skill_id = f.skill_id
    CROSS JOIN generate_series(0, ${weeks - 1}::int) AS wk (w)
    LEFT JOIN demand_cells dc ON dc.skill_id = f.skill_id AND dc.w = wk.w
    LEFT JOIN supply_cells sc ON sc.skill_id = f.skill_id AND sc.w = wk.w
    ORDER BY lower(sk.name), f.skill_id, wk.w`.execute(db);
  return rows;
}
