import { DEFAULT_RETENTION_MONTHS, RETENTION_MONTHS_MAX, RETENTION_MONTHS_MIN, RETENTION_SETTING_KEY } from '@keel/shared/privacy';
import { z } from 'zod';
import { FIRM_TIME_ZONE, knownTimeZone } from '@keel/shared/interview-time';

/**
 * Every instance-wide setting kept in app_settings: its key, its value's type (a zod schema), how
 * the value is stored as text, and the default read while none is stored (or the stored text is not
 * a valid value). A new setting is one entry here; getSetting and setSetting type it from this list.
 */
export interface SettingDefinition<T> {
  schema: z.ZodType<T>;
  default: T;
  /** The stored text as the value to check against the schema. */
  decode: (text: string) => unknown;
  encode: (value: T) => string;
}

const text = <T extends string | null>(schema: z.ZodType<T>, fallback: T): SettingDefinition<T> => ({
  schema,
  default: fallback,
  decode: (s) => s,
  encode: (v) => String(v),
});
const flag = (fallback: boolean): SettingDefinition<boolean> => ({
  schema: z.boolean(),
  default: fallback,
  decode: (s) => (s === 'true' ? true : s === 'false' ? false : s),
  encode: String,
});
const integer = (min: number, max: number, fallback: number): SettingDefinition<number> => ({
  schema: z.number().int().min(min).max(max),
  default: fallback,
  decode: (s) => (s.trim() === '' ? s : Number(s)),
  encode: String,
});

export const SETTINGS = {
  /** The session-signing secret when AUTH_SECRET is not set: generated once, shared by every instance. */
  auth_secret: text(z.string().nullable(), null),
  /** The admin requires two-factor sign-in of every staff member. */
  require_two_factor: flag(false),
  /** How many months the data of candidates not hired is kept before the retention job erases it. */
  [RETENTION_SETTING_KEY]: integer(RETENTION_MONTHS_MIN, RETENTION_MONTHS_MAX, DEFAULT_RETENTION_MONTHS),
  /**
   * The office's IANA time zone (decision 0080): a new interview's zone when the candidate's is not
   * known. Default: the firm's (site.timeZone, America/Chicago, the Austin office), the zone
   * interviews without one have always had (decision 0039).
   */
  office_time_zone: text(
    z.string().refine((zone) => knownTimeZone(zone) === zone),
    FIRM_TIME_ZONE,
  ),
  /** Decision 0098: how many weeks ahead (this one included) the capacity-gap check looks. */
  staffing_gap_weeks_ahead: integer(1, 26, 8),
  /** Decision 0098: the funnel stage whose entry starts a demand's time-to-staff clock; null: the first won stage. */
  staffing_clock_stage_id: text(z.uuid().nullable(), null),
};

export type SettingKey = keyof typeof SETTINGS;
export type SettingValue<K extends SettingKey> = (typeof SETTINGS)[K] extends SettingDefinition<infer T> ? T : never;
