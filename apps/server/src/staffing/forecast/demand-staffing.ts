import { type Kysely, type RawBuilder, sql } from 'kysely';
import { addDays, REVENUE_AT_RISK_DAYS } from '@keel/shared/staffing-forecast';
import type { Database } from '../../db/types';
import { getSetting } from '../../platform/settings/settings.service';

/** The window revenue at risk and unstaffed days are counted over: `from` and the 29 days after it. */
export const atRiskWindow = (from: string) => ({ from, to: addDays(from, REVENUE_AT_RISK_DAYS - 1) });

/** The stage that starts the clock: the given one if it still exists, else the first won stage on the board. */
export async function findClockStage(db: Kysely<Database>, stageId: string | null): Promise<{ id: string; title: string } | undefined> {
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

/** The clock stage the setting names (decision 0098). */
export async function currentClockStage(db: Kysely<Database>) {
  return findClockStage(db, await getSetting(db, 'staffing_clock_stage_id'));
}

/**
 * Every demand with its staffing figures, one row each (decision 0098) — the one definition the
 * staffing figures API, its dashboard tiles and the report builder's demands (decision 0108) read:
 *
 * - `time_to_staff_days`: from the deal first entering the clock stage or any later stage on the
 *   board (bar lost ones; a deal may skip a column), or the demand being added if later, to its
 *   first confirmed allocation; days with fractions, never below 0; null while unstaffed or when
 *   the clock never started.
 * - `staffed_from`: the first confirmed consultant is a contractor by their engagement; an employee
 *   whose consultant record was made after the demand is a new hire; any other employee came from
 *   the bench; null while nobody is confirmed.
 * - `unstaffed_days`: over the weekdays from `from` to `to` (both included) the demand covers, its
 *   allocation % less the % confirmed for it that day, as a share of a day (two decimals).
 * - `revenue_at_risk`: a won deal's demand's unstaffed days × its target day rate (two decimals);
 *   null on a deal not won or a demand without a rate.
 */
export function demandStaffingSql(clockStageId: string | null, from: string, to: string): RawBuilder<unknown> {
  return sql`(
    WITH clock_stages AS (
      SELECT ps.id FROM pipeline_stages ps, pipeline_stages c
      WHERE c.id = ${clockStageId} AND (ps.id = c.id OR (ps.position > c.position AND ps.outcome <> 'lost'))
    ),
    first_confirmed AS (
      SELECT DISTINCT ON (a.demand_id) a.demand_id, a.confirmed_at, a.consultant_id
      FROM staffing_allocations a
      WHERE a.status = 'confirmed' AND a.confirmed_at IS NOT NULL
      ORDER BY a.demand_id, a.confirmed_at, a.allocation_id
    ),
    days AS (
      SELECT d::date AS day FROM generate_series(${from}::date, ${to}::date, interval '1 day') AS d
      WHERE extract(isodow FROM d) < 6
    ),
    figures AS (
      SELECT dd.*, d.name AS deal_name, ps.title AS stage_title, ps.outcome = 'won' AS won,
        -- greatest() skips nulls: a deal that never entered a clock stage has no clock at all.
        CASE WHEN clock.entered_at IS NOT NULL THEN greatest(clock.entered_at, dd.created_at) END AS clock_started_at, f.confirmed_at AS staffed_at,
        CASE WHEN c.consultant_id IS NULL THEN NULL
          WHEN c.engagement = 'contractor' THEN 'contractor'
          WHEN c.created_at > dd.created_at THEN 'new_hire'
          ELSE 'bench' END AS staffed_from,
        round(coalesce(unstaffed.days, 0), 2) AS unstaffed_days,
        coalesce((SELECT array_agg(sk.name ORDER BY lower(sk.name)) FROM deal_demand_skills s JOIN skills sk ON sk.skill_id = s.skill_id
          WHERE s.demand_id = dd.demand_id), '{}') AS skill_names
      FROM deal_demands dd
      JOIN deals d ON d.id = dd.deal_id
      JOIN pipeline_stages ps ON ps.id = d.stage_id
      LEFT JOIN LATERAL (
        SELECT min(e.entered_at) AS entered_at FROM deal_stage_entries e
        WHERE e.deal_id = dd.deal_id AND e.stage_id IN (SELECT id FROM clock_stages)
      ) clock ON true
      LEFT JOIN first_confirmed f ON f.demand_id = dd.demand_id
      LEFT JOIN consultants c ON c.consultant_id = f.consultant_id
      LEFT JOIN LATERAL (
        SELECT sum(greatest(0, dd.allocation_pct - coalesce(staffed.pct, 0))) / 100.0 AS days
        FROM days
        LEFT JOIN LATERAL (
          SELECT sum(a.allocation_pct) AS pct FROM staffing_allocations a
          WHERE a.demand_id = dd.demand_id AND a.status = 'confirmed' AND days.day BETWEEN a.starts_on AND a.ends_on
        ) staffed ON true
        WHERE days.day BETWEEN dd.starts_on AND dd.ends_on
      ) unstaffed ON true
    )
    SELECT figures.*,
      CASE WHEN staffed_at IS NOT NULL AND clock_started_at IS NOT NULL
        THEN greatest(0, extract(epoch FROM staffed_at - clock_started_at) / 86400.0) END AS time_to_staff_days,
      CASE WHEN won AND target_day_rate IS NOT NULL THEN round(unstaffed_days * target_day_rate, 2) END AS revenue_at_risk
    FROM figures
  )`;
}

/** The figures of every demand as of `from` (today), with the clock stage of the setting. */
export async function demandStaffingSource(db: Kysely<Database>, from: string): Promise<RawBuilder<unknown>> {
  const stage = await currentClockStage(db);
  const window = atRiskWindow(from);
  return demandStaffingSql(stage?.id ?? null, window.from, window.to);
}
