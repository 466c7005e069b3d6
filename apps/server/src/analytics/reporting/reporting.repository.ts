import { type Kysely, sql } from 'kysely';
import { RECENT_ADDITION_DAYS } from '@keel/shared/reporting';
import type { Database } from '../../db/types';

/** 'Core CRM Snapshot': every count in one round trip, computed by the database. */
export async function snapshotCounts(db: Kysely<Database>) {
  const { rows } = await sql<{ contacts: string; companies: string; inquiries: string; deals: string; team_members: string }>`
    select
      (select count(*) from contacts) as contacts,
      (select count(*) from companies) as companies,
      (select count(*) from contacts where is_inquiry) as inquiries,
      (select count(*) from deals) as deals,
      (select count(*) from users) as team_members`.execute(db);
  const row = rows[0];
  return {
    contacts: Number(row.contacts),
    companies: Number(row.companies),
    inquiries: Number(row.inquiries),
    deals: Number(row.deals),
    teamMembers: Number(row.team_members),
  };
}

/**
 * Contacts added per day on the last 7 distinct days that had additions, newest first, with days
 * cut in `timeZone`. A loose index scan: each step asks the created_at index for the newest
 * addition before the previous day, so it reads a handful of index entries, not the table.
 */
export async function recentContactAdditions(db: Kysely<Database>, timeZone: string) {
  const { rows } = await sql<{ date: string; count: string }>`
    with recursive days (day, n) as (
      select (select (max(created_at) at time zone ${timeZone})::date from contacts), 1
      union all
      select
        (select (max(c.created_at) at time zone ${timeZone})::date from contacts c
          where c.created_at < (days.day::timestamp at time zone ${timeZone})),
        days.n + 1
      from days
      where days.day is not null and days.n < ${RECENT_ADDITION_DAYS}
    )
    select
      days.day::text as date,
      (select count(*) from contacts c
        where c.created_at >= (days.day::timestamp at time zone ${timeZone})
          and c.created_at < ((days.day + 1)::timestamp at time zone ${timeZone})) as count
    from days
    where days.day is not null
    order by days.day desc`.execute(db);
  return rows.map((r) => ({ date: r.date, count: Number(r.count) }));
}
