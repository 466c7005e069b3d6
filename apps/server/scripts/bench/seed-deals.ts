import { type Kysely, sql } from 'kysely';
import type { Database } from '../../src/db/types';

const BATCH = 100_000;
const SOURCES = ['Website', 'Referral', 'Advertisement', 'Social Media', 'Event', 'Cold Call', 'LinkedIn', 'Instagram', 'Other', 'N/A'];

/**
 * Fills the funnel with `total` leads spread over its columns, values, sources and three years of
 * dates, generated inside the database. Like the contacts seed, the secondary indexes are dropped
 * for the load and rebuilt from their definitions.
 */
export async function seedDeals(pool: Kysely<Database>, total: number, log: (line: string) => void) {
  await pool.connection().execute(async (db) => {
    await sql`truncate deals`.execute(db);
    const { rows: indexes } = await sql<{ name: string; definition: string }>`
      select indexname as name, indexdef as definition from pg_indexes where tablename = 'deals' and indexname <> 'deals_pkey'`.execute(db);
    for (const index of indexes) await sql`drop index ${sql.ref(index.name)}`.execute(db);
    const stages = (await sql<{ id: string }>`select id from pipeline_stages order by position`.execute(db)).rows.map((r) => r.id);
    for (let from = 1; from <= total; from += BATCH) {
      const to = Math.min(total, from + BATCH - 1);
      await sql`
        insert into deals (stage_id, position, name, amount, deal_value, lead_source, assigned_sales_rep, company, next_contact_date, created_at, updated_at)
        select (${sql.val(stages)}::uuid[])[1 + (g * 7) % ${stages.length}], g * 1024, 'Lead ' || g,
               (g * 37) % 5000, case when g % 4 <> 0 then (g * 53) % 100000 end,
               (${sql.val(SOURCES)}::text[])[1 + (g * 11) % ${SOURCES.length}],
               'Rep ' || (g % 25), 'Company ' || (g % 20000),
               case when g % 3 = 0 then current_date + (g % 120) - 60 end,
               now() - make_interval(days => (g * 3) % 1100, secs => (g * 7) % 86400),
               now() - make_interval(days => (g * 5) % 1000, secs => (g * 11) % 86400)
        from generate_series(${from}::int, ${to}::int) g`.execute(db);
      log(`  deals ${to.toLocaleString('en-US')} / ${total.toLocaleString('en-US')}`);
    }
    await sql`set maintenance_work_mem = '256MB'`.execute(db);
    for (const index of indexes) await sql.raw(index.definition).execute(db);
    await sql`analyze deals`.execute(db);
  });
}
