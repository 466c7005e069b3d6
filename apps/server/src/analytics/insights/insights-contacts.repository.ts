import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';

/** Today in UTC, the day every date figure is measured against (the demo data is UTC too). */
export const todayUtc = sql<string>`to_char((now() at time zone 'UTC')::date, 'YYYY-MM-DD')`;

/** The newest contacts (or only inquiries), with their company's name. */
export async function recentContacts(db: Kysely<Database>, limit: number, { inquiriesOnly = false } = {}) {
  let query = db
    .selectFrom('contacts as c')
    .leftJoin('companies as co', 'co.id', 'c.company_id')
    .select(['c.id', 'c.first_name', 'c.last_name', 'c.email', 'c.job_title', 'c.is_inquiry', 'c.created_at', 'co.name as company'])
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(limit);
  if (inquiriesOnly) query = query.where('c.is_inquiry', '=', true);
  return query.execute();
}

/** Contacts added per UTC day over the last `days` days, today included; days without any are 0. */
export async function contactsPerDay(db: Kysely<Database>, days: number) {
  const result = await sql<{ date: string; count: number }>`
    with bounds as (
      select (now() at time zone 'UTC')::date - ${days - 1}::int as first_day, (now() at time zone 'UTC')::date as last_day
    ),
    added as (
      select (c.created_at at time zone 'UTC')::date as day, count(*)::int as n
      from contacts c, bounds b
      where c.created_at >= (b.first_day::timestamp at time zone 'UTC')
      group by 1
    )
    select to_char(s.day, 'YYYY-MM-DD') as date, coalesce(a.n, 0)::int as count
    from bounds b
    cross join lateral generate_series(b.first_day, b.last_day, interval '1 day') as g(ts)
    cross join lateral (select g.ts::date as day) s
    left join added a on a.day = s.day
    order by s.day`.execute(db);
  return result.rows;
}

/** Record counts for the KPI tile, counted by the database in one round trip. */
export async function recordCounts(db: Kysely<Database>) {
  return db
    .selectNoFrom((eb) => [
      eb.selectFrom('contacts').select(eb.fn.countAll<string>().as('n')).as('contacts'),
      eb.selectFrom('contacts').select(eb.fn.countAll<string>().as('n')).where('is_inquiry', '=', true).as('inquiries'),
      eb.selectFrom('companies').select(eb.fn.countAll<string>().as('n')).as('companies'),
    ])
    .executeTakeFirstOrThrow();
}
