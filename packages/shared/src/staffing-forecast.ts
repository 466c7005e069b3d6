import { z } from 'zod';
import { isoDate, uuid } from './activities';

/**
 * The capacity forecast and time-to-staff (decision 0098). Every number the forecast page shows
 * comes from these answers: demand and supply are in full-time people (FTE) per week, two decimals.
 */
export const FORECAST_DEFAULT_WEEKS = 12;
export const FORECAST_MAX_WEEKS = 26;
/** Revenue at risk counts the unstaffed weekdays of won deals' demands within this many days. */
export const REVENUE_AT_RISK_DAYS = 30;
/** A won deal with an unstaffed demand starting within this many days tells its owner and the recruiters. */
export const UNSTAFFED_WON_DEAL_DAYS = 14;

export const ForecastQuery = z.object({
  /** Any day of the first week (the week starts on its Monday); default today. */
  from: isoDate.optional(),
  weeks: z.coerce.number().int().min(1).max(FORECAST_MAX_WEEKS).default(FORECAST_DEFAULT_WEEKS),
});
export type ForecastQuery = z.infer<typeof ForecastQuery>;

export const ForecastCell = z.object({
  week_starts_on: isoDate,
  /** Σ unstaffed allocation × win probability × share of the week's weekdays covered. */
  demand: z.number(),
  /** Free capacity of consultants with the skill at or above the row's level. */
  supply: z.number(),
  /** Demand exceeds supply (compared before rounding). */
  gap: z.boolean(),
  /** How many people short (demand − supply, two decimals); 0 when supply covers demand. */
  short: z.number(),
});
export type ForecastCell = z.infer<typeof ForecastCell>;

export const ForecastRow = z.object({
  skill_id: uuid,
  skill_name: z.string(),
  /** The lowest minimum level the skill's demands ask for: supply counts consultants at or above it. */
  min_level: z.number().int(),
  cells: z.array(ForecastCell),
});
export type ForecastRow = z.infer<typeof ForecastRow>;

export const Forecast = z.object({
  /** The Monday of the first week. */
  from: isoDate,
  weeks: z.array(isoDate),
  rows: z.array(ForecastRow),
  /** How many weeks ahead the scheduled gap check looks (a setting). */
  gap_weeks_ahead: z.number().int(),
});
export type Forecast = z.infer<typeof Forecast>;

export const StaffedBy = z.object({ bench: z.number().int(), new_hire: z.number().int(), contractor: z.number().int() });
/** The same as whole percentages of the staffed demands (null when none is staffed). */
export const StaffedShares = z.object({ bench: z.number().int(), new_hire: z.number().int(), contractor: z.number().int() }).nullable();
export type StaffedBy = z.infer<typeof StaffedBy>;

export const RevenueAtRisk = z.object({
  from: isoDate,
  to: isoDate,
  /** Per currency: unstaffed days × target day rate. */
  amounts: z.array(z.object({ currency: z.string(), amount: z.number(), unstaffed_days: z.number() })),
  /** Unstaffed days of demands with no target rate (counted, not priced). */
  unpriced_days: z.number(),
  /** Unstaffed days of all won deals' demands, priced or not. */
  unstaffed_days: z.number(),
  demands: z.array(
    z.object({
      deal_id: uuid,
      deal_name: z.string(),
      demand_id: uuid,
      role_title: z.string(),
      unstaffed_days: z.number(),
      amount: z.number().nullable(),
      currency: z.string().nullable(),
    }),
  ),
});
export type RevenueAtRisk = z.infer<typeof RevenueAtRisk>;

export const StaffingFigures = z.object({
  /** The stage whose entry starts the clock (a setting; default the first won stage). */
  clock_stage: z.object({ id: uuid, title: z.string() }).nullable(),
  /** Median days from the clock's start to the first confirmed allocation, per skill of the staffed demands. */
  median_days_by_skill: z.array(z.object({ skill_id: uuid, skill_name: z.string(), median_days: z.number(), demands: z.number().int() })),
  /** Staffed demands by where their first confirmed consultant came from. */
  staffed_by: StaffedBy,
  staffed_shares: StaffedShares,
  /** Admins and sales reps only: absent for anyone else. */
  revenue_at_risk: RevenueAtRisk.optional(),
});
export type StaffingFigures = z.infer<typeof StaffingFigures>;

export const FiguresQuery = z.object({ from: isoDate.optional() });
export type FiguresQuery = z.infer<typeof FiguresQuery>;

/** The Monday of the week of a day 'YYYY-MM-DD' (UTC calendar arithmetic). */
export function mondayOf(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Admins' settings of decision 0098: the clock's stage (null: the first won stage) and how far the gap check looks. */
export const ForecastSettingsInput = z.object({
  clock_stage_id: uuid.nullable(),
  gap_weeks_ahead: z
    .number({ error: 'Choose 1 to 26 weeks.' })
    .int('Choose 1 to 26 weeks.')
    .min(1, 'Choose 1 to 26 weeks.')
    .max(FORECAST_MAX_WEEKS, 'Choose 1 to 26 weeks.'),
});
export type ForecastSettingsInput = z.infer<typeof ForecastSettingsInput>;

export const ForecastSettings = ForecastSettingsInput.extend({
  /** The funnel's stages to choose the clock's from, in board order. */
  stages: z.array(z.object({ id: uuid, title: z.string() })),
});
export type ForecastSettings = z.infer<typeof ForecastSettings>;

export const FORECAST_SETTINGS_MESSAGES = {
  admins: 'Only admins may change the staffing settings.',
  unknownStage: 'That stage is not on the funnel (any more).',
} as const;
