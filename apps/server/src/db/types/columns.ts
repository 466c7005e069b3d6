/** Column helpers and the JSON shapes stored in columns (runtime representations: ../types.ts). */
import type { ColumnType } from 'kysely';

// ---- column helpers -------------------------------------------------------------------------

/** A column with a database default: optional on insert. */
export type WithDefault<T> = ColumnType<T, T | undefined, T>;
/** timestamptz NOT NULL without default. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** timestamptz NOT NULL DEFAULT now(). */
export type TimestampDefault = ColumnType<Date, Date | string | undefined, Date | string>;
/** timestamptz NULL. */
export type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** date, as 'YYYY-MM-DD' (see the note at the top about type parser 1082). */
export type DateString = string;
/** numeric NOT NULL DEFAULT …: pg returns numeric as a string. */
export type NumericDefault = ColumnType<string, string | number | undefined, string | number>;
/** numeric NULL. */
export type NullableNumeric = ColumnType<string | null, string | number | null | undefined, string | number | null>;
/** A jsonb object column: insert/update the object itself or its JSON text. */
export type JsonObject<T extends object> = ColumnType<T, T | string | undefined, T | string>;
/** A nullable jsonb object column. */
export type NullableJsonObject<T extends object> = ColumnType<T | null, T | string | null | undefined, T | string | null>;
/** A jsonb array column: insert/update JSON text only (JSON.stringify), see the note at the top. */
export type JsonArray<T> = ColumnType<T[], string | undefined, string>;
/** A uuid primary key (generated in JS, with gen_random_uuid() as the database default). */
export type Id = WithDefault<string>;

// ---- JSON shapes ----------------------------------------------------------------------------

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** A lead-card address group: address, business address, home address (docs/product/records.md#lead-cards). */
export interface LeadAddress {
  street?: string;
  street2?: string;
  city?: string;
  state?: string;
  zipCode?: string;
  country?: string;
}

/** Lead social profiles, e.g. { linkedin, instagram, twitter }. */
export type SocialProfiles = Record<string, string>;

/** One dashboard grid item (docs/product/records.md#dashboards-and-widgets): i is the widget id. */
export interface DashboardLayoutItem {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** One dashboard widget (docs/product/records.md#dashboards-and-widgets). */
export interface DashboardWidget {
  id: string;
  type: string;
  title: string;
  config: { [key: string]: JsonValue };
}
