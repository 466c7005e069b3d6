import type { Statement } from './sql';

/**
 * The extension and the helper functions the schema uses. The keel_* text helpers are declared
 * IMMUTABLE so generated search_text columns may call them: they format in a fixed way (UTC,
 * YYYY-MM-DD, comma-joined) that depends on no session setting.
 */
export const upFunctions: Statement[] = [
  `CREATE EXTENSION IF NOT EXISTS pg_trgm`,
  `CREATE OR REPLACE FUNCTION keel_text_array(value text[]) RETURNS text
     LANGUAGE sql IMMUTABLE PARALLEL SAFE
     AS $$ SELECT coalesce(array_to_string(value, ', '), '') $$`,
  `CREATE OR REPLACE FUNCTION keel_date_text(value date) RETURNS text
     LANGUAGE sql IMMUTABLE PARALLEL SAFE
     AS $$ SELECT coalesce(to_char(value::timestamp, 'YYYY-MM-DD'), '') $$`,
  `CREATE OR REPLACE FUNCTION keel_ts_text(value timestamptz) RETURNS text
     LANGUAGE sql IMMUTABLE PARALLEL SAFE
     AS $$ SELECT coalesce(to_char(value AT TIME ZONE 'UTC', 'YYYY-MM-DD'), '') $$`,
  `CREATE OR REPLACE FUNCTION keel_set_updated_at() RETURNS trigger
     LANGUAGE plpgsql
     AS $$ BEGIN NEW.updated_at := now(); RETURN NEW; END $$`,
];

/**
 * pg_trgm is left installed: CREATE EXTENSION IF NOT EXISTS cannot tell whether this migration
 * created it, and other objects of the database may use it.
 */
export const downFunctions: Statement[] = [
  `DROP FUNCTION IF EXISTS keel_set_updated_at()`,
  `DROP FUNCTION IF EXISTS keel_ts_text(timestamptz)`,
  `DROP FUNCTION IF EXISTS keel_date_text(date)`,
  `DROP FUNCTION IF EXISTS keel_text_array(text[])`,
];
