/**
 * Column helpers used by the generated table types (types/generated/), and the JSON shapes
 * type-overrides.ts gives jsonb columns (runtime representations: ../types.ts). A column with a database default is wrapped in
 * Kysely's Generated<…> by the generator, so none of these is optional on insert by itself.
 */
import type { ColumnType } from 'kysely';

// ---- column helpers -------------------------------------------------------------------------

/**
 * A column with a database default: optional on insert. Unlike Kysely's own Generated, it keeps
 * the read and write types of a ColumnType it wraps (Generated<Timestamp> still reads as a Date).
 */
export type Generated<T> =
  T extends ColumnType<infer S, infer I, infer U> ? ColumnType<S, I | undefined, U> : ColumnType<T, T | undefined, T>;

/** timestamptz: read as a Date, written as a Date or an ISO string. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** date, as 'YYYY-MM-DD' (database.ts registers a type parser for 1082). */
export type DateString = string;
/** numeric: pg returns it as a string. */
export type Numeric = ColumnType<string, string | number, string | number>;
/** bigint: pg returns it as a string. */
export type Int8 = ColumnType<string, string | number | bigint, string | number | bigint>;
/** A jsonb column without a narrower type: written as JSON text (JSON.stringify), see ../types.ts. */
export type Json = ColumnType<JsonValue, string, string>;
/** A jsonb object column: insert/update the object itself or its JSON text. */
export type JsonObject<T extends object> = ColumnType<T, T | string, T | string>;
/** A jsonb array column: insert/update JSON text only (JSON.stringify), see ../types.ts. */
export type JsonArray<T> = ColumnType<T[], string, string>;

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
