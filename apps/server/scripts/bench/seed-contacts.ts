import { type Kysely, sql } from 'kysely';
import type { Database } from '../../src/db/types';

const FIRST = [
  'James',
  'Mary',
  'Robert',
  'Patricia',
  'John',
  'Jennifer',
  'Michael',
  'Linda',
  'David',
  'Elizabeth',
  'William',
  'Barbara',
  'Richard',
  'Susan',
  'Joseph',
  'Jessica',
  'Thomas',
  'Sarah',
  'Charles',
  'Karen',
  'Chris',
  'Lisa',
  'Daniel',
  'Nancy',
  'Matthew',
  'Betty',
  'Anthony',
  'Sandra',
  'Mark',
  'Ashley',
  'Ada',
  'Grace',
  'Alan',
  'Katherine',
  'Edsger',
  'Barbara',
  'Ken',
  'Margaret',
  'Dennis',
  'Frances',
];
const LAST = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Sanchez',
  'Clark',
  'Ramirez',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Torres',
  'Nguyen',
  'Hill',
  'Flores',
];
const CITIES = [
  'Austin',
  'Dallas',
  'Houston',
  'Chicago',
  'Denver',
  'Seattle',
  'Boston',
  'Atlanta',
  'Miami',
  'Phoenix',
  'Portland',
  'Nashville',
  'Detroit',
  'Omaha',
  'Tulsa',
  'Raleigh',
  'Madison',
  'Boise',
  'Reno',
  'Tampa',
];
const DOMAINS = ['example.com', 'mail.example', 'corp.example', 'inbox.example', 'web.example'];
const TITLES = [
  'CTO',
  'Project Manager',
  'Engineer',
  'VP Operations',
  'Buyer',
  'Director of IT',
  'Analyst',
  'CEO',
  'Consultant',
  'Office Manager',
];
const WORDS = [
  'Apex',
  'Blue',
  'Cedar',
  'Delta',
  'Echo',
  'Fusion',
  'Granite',
  'Harbor',
  'Iron',
  'Juniper',
  'Keystone',
  'Lumen',
  'Maple',
  'North',
  'Orbit',
  'Pioneer',
  'Quartz',
  'River',
  'Summit',
  'Titan',
];
const KINDS = ['Systems', 'Logistics', 'Health', 'Capital', 'Foods', 'Labs', 'Works', 'Retail', 'Energy', 'Partners'];

export const COMPANY_COUNT = 20_000;
export const REP_COUNT = 25;
const BATCH = 100_000;

/**
 * Fills an empty CRM with `total` contacts, 20,000 companies and 25 sales reps, generated inside
 * the database (INSERT … SELECT generate_series) so a million rows take a minute, not an hour.
 * Values are varied and deterministic: ~20% of contacts have no company, ~10% no rep, ~10% no
 * last-contact date; every tenth is an inquiry.
 */
export async function seedContacts(pool: Kysely<Database>, total: number, log: (line: string) => void) {
  // One connection throughout: the temporary table and the session settings belong to it.
  await pool.connection().execute((db) => seedOnConnection(db, total, log));
}

async function seedOnConnection(db: Kysely<Database>, total: number, log: (line: string) => void) {
  await sql`truncate contacts, companies, deals restart identity cascade`.execute(db);
  await sql`delete from users where email like '%@rep.bench.keel'`.execute(db);
  await sql`
    insert into users (full_name, email, role)
    select (${sql.val(FIRST)}::text[])[1 + (g * 3) % ${FIRST.length}] || ' ' || (${sql.val(LAST)}::text[])[1 + (g * 7) % ${LAST.length}] || ' ' || g,
           'rep' || g || '@rep.bench.keel', 'sales_rep'
    from generate_series(1, ${REP_COUNT}) g`.execute(db);
  await sql`
    insert into companies (name, sector, city, phone, website, tags)
    select (${sql.val(WORDS)}::text[])[1 + g % ${WORDS.length}] || ' ' || (${sql.val(KINDS)}::text[])[1 + (g / ${WORDS.length}) % ${KINDS.length}] || ' ' || g,
           (array['Technology','Healthcare','Finance','Manufacturing','Retail','Services'])[1 + g % 6],
           (${sql.val(CITIES)}::text[])[1 + (g * 11) % ${CITIES.length}],
           '(512) 555-' || lpad((g % 10000)::text, 4, '0'),
           'www.company' || g || '.example',
           array['tier-' || (g % 3)]
    from generate_series(1, ${COMPANY_COUNT}) g`.execute(db);
  await sql`drop table if exists bench_refs`.execute(db);
  await sql`create temporary table bench_refs (kind text, n int, id uuid, primary key (kind, n))`.execute(db);
  await sql`insert into bench_refs select 'company', row_number() over (order by id) - 1, id from companies`.execute(db);
  await sql`insert into bench_refs select 'rep', row_number() over (order by id) - 1, id from users where email like '%@rep.bench.keel'`.execute(
    db,
  );

  // Bulk load: drop the contacts' secondary indexes, insert, then build them again from their
  // saved definitions (much faster than maintaining a trigram index row by row).
  const { rows: indexes } = await sql<{ name: string; definition: string }>`
    select indexname as name, indexdef as definition from pg_indexes
    where tablename = 'contacts' and indexname <> 'contacts_pkey'`.execute(db);
  for (const index of indexes) await sql`drop index ${sql.ref(index.name)}`.execute(db);

  for (let from = 1; from <= total; from += BATCH) {
    const to = Math.min(total, from + BATCH - 1);
    const started = performance.now();
    await sql`
      insert into contacts (first_name, last_name, email, phone, mobile_phone, job_title, city, state, zip_code, company_id,
                            assigned_sales_rep_id, last_contact_date, is_inquiry, tags, description, created_at, created_by, last_modified_by)
      select f, l,
             lower(f || '.' || l) || g || '@' || (${sql.val(DOMAINS)}::text[])[1 + g % ${DOMAINS.length}],
             '(' || lpad((200 + (g * 37) % 800)::text, 3, '0') || ') 555-' || lpad((g % 10000)::text, 4, '0'),
             case when g % 3 = 0 then '(737) 555-' || lpad(((g * 7) % 10000)::text, 4, '0') end,
             (${sql.val(TITLES)}::text[])[1 + (g * 17) % ${TITLES.length}],
             (${sql.val(CITIES)}::text[])[1 + (g * 19) % ${CITIES.length}],
             'TX', lpad((73000 + g % 2000)::text, 5, '0'),
             case when g % 5 <> 0 then (select id from bench_refs where kind = 'company' and n = (g * 31) % ${COMPANY_COUNT}) end,
             case when g % 10 <> 0 then (select id from bench_refs where kind = 'rep' and n = (g * 13) % ${REP_COUNT}) end,
             case when g % 10 <> 3 then current_date - (g * 7) % 700 end,
             g % 10 = 0,
             array['segment-' || (g % 7)],
             case when g % 50 = 0 then 'Met at the ' || (g % 12 + 2014) || ' expo; interested in cloud migration.' end,
             now() - make_interval(days => (g * 3) % 1500, secs => (g * 7) % 86400),
             'Benchmark', 'Benchmark'
      from generate_series(${from}::int, ${to}::int) g,
           lateral (select (${sql.val(FIRST)}::text[])[1 + (g * 7) % ${FIRST.length}] as f,
                           (${sql.val(LAST)}::text[])[1 + (g * 13 + g / 40) % ${LAST.length}] as l) names`.execute(db);
    log(`  contacts ${to.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} (${Math.round(performance.now() - started)} ms)`);
  }
  const started = performance.now();
  await sql`set maintenance_work_mem = '256MB'`.execute(db);
  for (const index of indexes) await sql.raw(index.definition).execute(db);
  log(`  ${indexes.length} indexes rebuilt (${Math.round(performance.now() - started)} ms)`);
  await sql`drop table bench_refs`.execute(db);
  await sql`analyze`.execute(db);
}

/** Number of contacts there now. */
export async function countContacts(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ n: string }>`select count(*) as n from contacts`.execute(db);
  return Number(rows[0].n);
}
