import type { Kysely } from 'kysely';
import { addDays, type Forecast, type ForecastQuery, type ForecastRow, mondayOf } from '@keel/shared/staffing-forecast';
import type { Database } from '../../db/types';
import { getSetting } from '../../platform/settings/settings.service';
import { type ForecastCellRow, forecastCells } from './forecast.repository';

type Db = Kysely<Database>;

/** Today as 'YYYY-MM-DD' (UTC): the forecast's and the scheduled checks' default "now". */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

/** The forecast's weeks and its cells grouped into one row per skill (decision 0098). */
export function toForecastRows(from: string, weeks: number, cells: ForecastCellRow[]): { weeks: string[]; rows: ForecastRow[] } {
  const mondays = Array.from({ length: weeks }, (_, i) => addDays(from, 7 * i));
  const rows = new Map<string, ForecastRow>();
  for (const c of cells) {
    let row = rows.get(c.skill_id);
    if (!row) rows.set(c.skill_id, (row = { skill_id: c.skill_id, skill_name: c.skill_name, min_level: c.min_level, cells: [] }));
    row.cells.push({ week_starts_on: mondays[c.w], demand: c.demand, supply: c.supply, gap: c.gap, short: c.short });
  }
  return { weeks: mondays, rows: [...rows.values()] };
}

/** Weekly demand and supply per skill for `weeks` weeks from the Monday of `from` (default this week). */
export async function capacityForecast(db: Db, query: ForecastQuery): Promise<Forecast> {
  const from = mondayOf(query.from ?? todayUtc());
  const [cells, gapWeeks] = await Promise.all([forecastCells(db, from, query.weeks), getSetting(db, 'staffing_gap_weeks_ahead')]);
  return { from, ...toForecastRows(from, query.weeks, cells), gap_weeks_ahead: gapWeeks };
}
