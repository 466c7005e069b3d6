import { type Kysely, sql } from 'kysely';
import { HIRED_SKILL_LEVEL } from '@keel/shared/consultants';
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
  short: number;
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
 *   a consultant whose allocation ends is free from the next day. Only the days someone is taken
 *   are expanded (each able consultant brings 500 a week, less those), so 10,000 free consultants
 *   cost one count, not 600,000 rows.
 * - accepted offers (decision 0108): a candidate who accepted an offer is supply from their start
 *   day until they are made a consultant (then the consultant is).
 * Rows: each skill some open demand in the horizon asks for, every week of the horizon.
 */
export async function forecastCells(db: Db, from: string, weeks: number): Promise<ForecastCellRow[]> {
  return db.transaction().execute(async (trx) => {
    // The planner cannot size generate_series, so the estimated cost passes jit_above_cost and
    // PostgreSQL spent ~1 s compiling a plan that runs in ~100 ms (10,000 consultants, decision 0098).
    await sql`SELECT set_config('jit', 'off', true)`.execute(trx);
    return (await forecastStatement(from, weeks).execute(trx)).rows;
  });
}

/** The forecast's statement (exported for the benchmark's EXPLAIN). */
export function forecastStatement(from: string, weeks: number) {
  const last = sql`(${from}::date + ${weeks * 7 - 1}::int)`;
  return sql<ForecastCellRow>`
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
    staffed_days AS (
      SELECT a.demand_id, d::date AS day, sum(a.allocation_pct) AS pct
      FROM staffing_allocations a
      CROSS JOIN LATERAL generate_series(greatest(a.starts_on, ${from}::date), least(a.ends_on, ${last}), interval '1 day') AS d
      WHERE a.status = 'confirmed' AND a.demand_id IN (SELECT demand_id FROM open_demands)
        AND a.starts_on <= ${last} AND a.ends_on >= ${from}::date
      GROUP BY 1, 2
    ),
    demand_need AS (
      SELECT od.demand_id, od.deal_id, days.w, greatest(0, od.allocation_pct - coalesce(sd.pct, 0)) * od.win_probability AS need
      FROM open_demands od
      JOIN days ON days.day BETWEEN od.starts_on AND od.ends_on
      LEFT JOIN staffed_days sd ON sd.demand_id = od.demand_id AND sd.day = days.day
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
    -- Only the weekdays on which an able consultant is taken at all are made rows: each confirmed
    -- allocation and each period away is expanded over its weekdays within the horizon.
    alloc_days AS (
      SELECT a.consultant_id, d::date AS day, sum(a.allocation_pct) AS pct
      FROM staffing_allocations a
      CROSS JOIN LATERAL generate_series(greatest(a.starts_on, ${from}::date), least(a.ends_on, ${last}), interval '1 day') AS d
      WHERE a.status = 'confirmed' AND a.starts_on <= ${last} AND a.ends_on >= ${from}::date
        AND a.consultant_id IN (SELECT consultant_id FROM able) AND extract(isodow FROM d) < 6
      GROUP BY 1, 2
    ),
    away_days AS (
      SELECT DISTINCT u.consultant_id, d::date AS day
      FROM consultant_unavailability u
      CROSS JOIN LATERAL generate_series(greatest(u.starts_on, ${from}::date), least(u.ends_on, ${last}), interval '1 day') AS d
      WHERE u.starts_on <= ${last} AND u.ends_on >= ${from}::date
        AND u.consultant_id IN (SELECT consultant_id FROM able) AND extract(isodow FROM d) < 6
    ),
    taken AS (
      SELECT coalesce(a.consultant_id, u.consultant_id) AS consultant_id, (coalesce(a.day, u.day) - ${from}::date) / 7 AS w,
        sum(CASE WHEN u.consultant_id IS NOT NULL THEN 100 ELSE least(100, a.pct) END) AS pct
      FROM alloc_days a FULL JOIN away_days u ON u.consultant_id = a.consultant_id AND u.day = a.day
      GROUP BY 1, 2
    ),
    able_count AS (SELECT skill_id, count(*) AS n FROM able GROUP BY 1),
    -- Accepted offers (decision 0108): a candidate not yet made a consultant, at Offer Extended or
    -- Hired, is free every weekday from the day they start; their skills are those screening found
    -- (applicant and applications), at the level "make a consultant" gives them. Once they are a
    -- consultant, the consultant counts instead (never both).
    offer_people AS (
      SELECT p.applicant_id, min(p.offer_starts_on) AS starts_on
      FROM applications p
      WHERE p.offer_starts_on IS NOT NULL AND p.offer_starts_on <= ${last} AND p.stage IN ('Offer Extended', 'Hired')
        AND NOT EXISTS (SELECT 1 FROM consultants c WHERE c.applicant_id = p.applicant_id)
      GROUP BY 1
    ),
    offer_keys AS (
      SELECT a.applicant_id, unnest(a.skill_keys) AS key FROM applicants a WHERE a.applicant_id IN (SELECT applicant_id FROM offer_people)
      UNION SELECT p.applicant_id, unnest(p.skill_keys) FROM applications p WHERE p.applicant_id IN (SELECT applicant_id FROM offer_people)
    ),
    offer_able AS (
      SELECT DISTINCT o.applicant_id, o.starts_on, f.skill_id
      FROM offer_people o
      JOIN offer_keys k ON k.applicant_id = o.applicant_id
      JOIN skill_terms t ON t.term_key = k.key
      JOIN skill_floor f ON f.skill_id = t.skill_id AND f.min_level <= ${HIRED_SKILL_LEVEL}
    ),
    offer_cells AS (
      SELECT oa.skill_id, days.w, count(*) * 100 AS pct
      FROM offer_able oa JOIN days ON days.day >= oa.starts_on
      GROUP BY 1, 2
    ),
    taken_cells AS (
      SELECT a.skill_id, t.w, sum(t.pct) AS pct
      FROM able a JOIN taken t ON t.consultant_id = a.consultant_id
      GROUP BY 1, 2
    ),
    -- Every week of the horizon has five weekdays: each able consultant brings 5 × 100 % less what
    -- is taken; each accepted offer 100 % a weekday from its start.
    supply_cells AS (
      SELECT f.skill_id, wk.w, (coalesce(ac.n, 0) * 500 - coalesce(tc.pct, 0) + coalesce(oc.pct, 0)) / 500.0 AS supply
      FROM skill_floor f
      CROSS JOIN generate_series(0, ${weeks - 1}::int) AS wk (w)
      LEFT JOIN able_count ac ON ac.skill_id = f.skill_id
      LEFT JOIN taken_cells tc ON tc.skill_id = f.skill_id AND tc.w = wk.w
      LEFT JOIN offer_cells oc ON oc.skill_id = f.skill_id AND oc.w = wk.w
    )
    SELECT f.skill_id, sk.name AS skill_name, f.min_level, wk.w,
      round(coalesce(dc.demand, 0), 2)::float8 AS demand,
      round(coalesce(sc.supply, 0), 2)::float8 AS supply,
      coalesce(dc.demand, 0) > coalesce(sc.supply, 0) AS gap,
      round(greatest(0, coalesce(dc.demand, 0) - coalesce(sc.supply, 0)), 2)::float8 AS short,
      dc.top_deal_id
    FROM skill_floor f
    JOIN skills sk ON sk.skill_id = f.skill_id
    CROSS JOIN generate_series(0, ${weeks - 1}::int) AS wk (w)
    LEFT JOIN demand_cells dc ON dc.skill_id = f.skill_id AND dc.w = wk.w
    LEFT JOIN supply_cells sc ON sc.skill_id = f.skill_id AND sc.w = wk.w
    ORDER BY lower(sk.name), f.skill_id, wk.w`;
}
