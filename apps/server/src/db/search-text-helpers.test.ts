import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-app';
import type { DatabaseHandle } from './database';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const ARRAYS = [
  `NULL::text[]`,
  `'{}'::text[]`,
  `ARRAY['vip']`,
  `ARRAY['a', NULL, 'b']`,
  `ARRAY['semi;colon', ' spaced ', '']`,
  `ARRAY['Ünïcødé', 'x,y']`,
];
const DATES = [
  `NULL::date`,
  `'2024-02-29'::date`,
  `'0001-01-01'::date`,
  `'12345-06-07'::date`,
  `'0044-03-15 BC'::date`,
  `'infinity'::date`,
];
const TIMESTAMPS = [
  `NULL::timestamptz`,
  `'2024-06-30 23:59:59.999999+00'::timestamptz`,
  `'2024-07-01 01:30:00+05'::timestamptz`,
  `'1999-12-31 20:00:00-08'::timestamptz`,
  `'-infinity'::timestamptz`,
];

describe('search text helpers (migration 0010 rewrote them in PL/pgSQL)', () => {
  it('give exactly the text of the original SQL expressions, whatever the session time zone', async () => {
    const db = database.db;
    for (const zone of ['UTC', 'America/Los_Angeles', 'Asia/Kolkata']) {
      await sql`select set_config('TimeZone', ${zone}, false)`.execute(db);
      const pairs = [
        ...ARRAYS.map((v) => [`keel_text_array(${v})`, `coalesce(array_to_string(${v}, ', '), '')`]),
        ...DATES.map((v) => [`keel_date_text(${v})`, `coalesce(to_char((${v})::timestamp, 'YYYY-MM-DD'), '')`]),
        ...TIMESTAMPS.map((v) => [`keel_ts_text(${v})`, `coalesce(to_char((${v}) AT TIME ZONE 'UTC', 'YYYY-MM-DD'), '')`]),
      ];
      for (const [helper, original] of pairs) {
        const { rows } = await sql<{
          helper: string;
          original: string;
        }>`select ${sql.raw(helper)} as helper, ${sql.raw(original)} as original`.execute(db);
        expect(rows[0].helper, `${helper} in ${zone}`).toBe(rows[0].original);
      }
    }
    await sql`select set_config('TimeZone', 'UTC', false)`.execute(db);
  });

  it('are still immutable, so generated columns may use them', async () => {
    const { rows } = await sql<{
      proname: string;
      provolatile: string;
    }>`select proname, provolatile from pg_proc where proname in ('keel_text_array', 'keel_date_text', 'keel_ts_text') order by proname`.execute(
      database.db,
    );
    expect(rows).toEqual([
      { proname: 'keel_date_text', provolatile: 'i' },
      { proname: 'keel_text_array', provolatile: 'i' },
      { proname: 'keel_ts_text', provolatile: 'i' },
    ]);
  });
});
