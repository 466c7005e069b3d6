/**
 * npm run bench:import-floor — what the embedded database needs per row for the writes of
 * `npm run bench:import`'s files, in plain SQL: no CSV, no checks, no matching, no undo journal,
 * no socket (PGlite in this thread, on a data dir on disk). Decision 0111.
 *
 * Each line times FLOOR_ROWS (5,000) rows per statement, FLOOR_ROUNDS (6) statements, the first
 * (PGlite warming up) left out, and prints µs a row per statement. Then, for each file of
 * bench:import (100,000 rows: 50,000 new, 25,000 changed, 25,000 unchanged), the least time its
 * writes alone take at the median costs, and the rows/s that allows: a ceiling for the import on
 * this engine, whatever the import's own code does. The last lines show what giving up indexes
 * would buy (the trigram search index, the "blanks last" sort indexes) and what building the
 * trigram index in one go costs, per row of the table.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { openDatabase, PGLITE_EXTENSIONS } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { percentile } from './bench/measure';

const N = Number(process.env.FLOOR_ROWS ?? 5_000);
const ROUNDS = Number(process.env.FLOOR_ROUNDS ?? 6);
/** The benchmark file's shape (bench-import.ts). */
const FILE = { rows: 100_000, inserts: 50_000, updates: 25_000 };

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keel-import-floor-'));
const pglite = await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS });
const database = await openDatabase({ kind: 'pglite', pglite });
const { db } = database;
await migrateToLatest(db);
const {
  rows: [author],
} = await sql<{
  id: string;
}>`insert into users (full_name, email, role) values ('Bench Admin', 'floor@bench.keel', 'admin') returning id`.execute(db);
const {
  rows: [stage],
} = await sql<{ id: string }>`select id from pipeline_stages order by position limit 1`.execute(db);
await sql`insert into companies (name) select 'Deal Company ' || i from generate_series(0, 999) as i`.execute(db);

/** The k-th round's numbers. */
const round = (k: number) => sql`generate_series(${k * N}::int, ${k * N + N - 1}::int) as i`;
const uid = sql`${author.id}::uuid`;

/** Median µs a row of a statement run on rounds 0…ROUNDS-1 (the first not counted). */
async function perRow(label: string, statement: (k: number) => ReturnType<typeof sql>): Promise<number> {
  const micros: number[] = [];
  for (let k = 0; k < ROUNDS; k++) {
    const started = performance.now();
    await statement(k).execute(db);
    if (k > 0) micros.push(((performance.now() - started) * 1000) / N);
  }
  const median = percentile(
    [...micros].sort((a, b) => a - b),
    50,
  );
  console.log(`| ${label} | ${micros.map((m) => m.toFixed(0)).join(' ')} | ${median.toFixed(0)} |`);
  return median;
}

const contactInsert = (prefix: string) => (k: number) =>
  sql`insert into contacts (email, first_name, last_name, phone, job_title, city, state, tags, created_by, last_modified_by, created_by_user_id, last_modified_by_user_id)
    select ${prefix} || i || '@import.bench', 'First' || i, 'Last' || i, '555-' || lpad(i::text, 6, '0'), 'Engineer', 'Austin', 'TX', '{bench,import}',
      'Bench Admin', 'Bench Admin', ${uid}, ${uid}
    from ${round(k)}`;

console.log(
  `PGlite on disk, ${N.toLocaleString('en-US')} rows a statement, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}.\n`,
);
console.log('| write (every index, trigger and foreign key of the schema) | µs a row, per statement | median |');
console.log('|---|---|---|');
const contact = await perRow(
  'a contact inserted (the contacts file: e-mail, names, phone, title, city, state, tags)',
  contactInsert('bench'),
);
const contactUpdate = await perRow(
  'a contact updated (its title changed), found by e-mail',
  (k) =>
    sql`update contacts set job_title = 'Principal Engineer', version = version + 1, updated_at = now()
    where lower(email) in (select 'bench' || i || '@import.bench' from ${round(k)})`,
);
const company = await perRow(
  'a company inserted (the companies file: name, website, sector, city, size, tags)',
  (k) =>
    sql`insert into companies (name, website, sector, city, number_of_employees, tags, created_by_user_id, last_modified_by_user_id)
    select 'Bench Company ' || i, 'https://bench' || i || '.example', 'Technology', 'Austin', i % 5000, '{bench,import}', ${uid}, ${uid}
    from ${round(k)}`,
);
const companyUpdate = await perRow(
  'a company updated (its city changed), found by its duplicate key',
  (k) =>
    sql`update companies set city = 'Dallas', version = version + 1, updated_at = now()
    where keel_company_key(name) in (select keel_company_key('Bench Company ' || i) from ${round(k)})`,
);
const dealNewContact = (prefix: string) => (k: number) =>
  sql`insert into contacts (email, first_name, last_name, company_id, created_by, last_modified_by, created_by_user_id, last_modified_by_user_id)
    select ${prefix} || i || '@import.bench', 'First' || i, 'Last' || i, c.id, 'Bench Admin', 'Bench Admin', ${uid}, ${uid}
    from ${round(k)} join companies as c on c.name = 'Deal Company ' || (i % 1000)`;
const dealInsert = (prefix: string) => (k: number) =>
  sql`insert into deals (name, stage_id, status, sales_stage, company, company_id, deal_value, priority, contact_ids, position,
      created_by, last_modified_by, created_by_user_id, last_modified_by_user_id)
    select ${prefix} || i, ${stage.id}::uuid, 'New Inquiry', 'New Inquiry', c.name, c.id, i * 10, 'High', array[gen_random_uuid()], i,
      'Bench Admin', 'Bench Admin', ${uid}, ${uid}
    from ${round(k)} join companies as c on c.name = 'Deal Company ' || (i % 1000)`;
/** Moves the deals of dealInsert(prefix) to the funnel's stage at `position` (0 is the first). */
const dealMove = (prefix: string, position: number) => (k: number) =>
  sql`update deals as d set stage_id = s.id, status = s.title, sales_stage = s.title, version = d.version + 1, updated_at = now()
    from (select id, title from pipeline_stages order by position offset ${position} limit 1) as s
    where (lower(d.name), lower(coalesce(d.company, ''))) in (select lower(${prefix} || i), lower('Deal Company ' || (i % 1000)) from ${round(k)})`;
const dealContact = await perRow("a deal's new contact, naming its company (the deals file)", dealNewContact('deal'));
const deal = await perRow('a deal inserted, with its stage entry', dealInsert('Bench deal '));
const dealUpdate = await perRow('a deal updated (moved to the next stage), found by name and company', dealMove('Bench deal ', 1));

const ceiling = (label: string, insert: number, update: number) => {
  const seconds = (FILE.inserts * insert + FILE.updates * update) / 1e6;
  console.log(`| ${label} | ${seconds.toFixed(1)} s | ${Math.round(FILE.rows / seconds).toLocaleString('en-US')} |`);
};
const ceilingHeader = () => {
  console.log('\n| bench:import file (100,000 rows: 50,000 new, 25,000 changed) | its writes alone | ceiling, rows/s |');
  console.log('|---|---|---|');
};
ceilingHeader();
ceiling('contacts', contact, contactUpdate);
ceiling('companies', company, companyUpdate);
ceiling('deals (a new deal writes its contact too)', dealContact + deal, dealUpdate);

console.log('\n| a contact inserted, with indexes given up | µs a row, per statement | median |');
console.log('|---|---|---|');
// The table is larger now, and an index costs more as it grows: the same insert again first, to compare with.
await perRow('with every index (as above, into the larger table)', contactInsert('again'));
await sql`drop index contacts_sort_phone_blank_last_idx, contacts_sort_sales_rep_blank_last_idx, contacts_sort_last_contact_date_blank_last_idx`.execute(
  db,
);
await perRow('without the three "blanks last" sort indexes', contactInsert('noblanks'));
await sql`drop index contacts_search_trgm_idx`.execute(db);
await perRow('without those and the trigram search index', contactInsert('nosearch'));
await sql`drop index deals_search_trgm_idx`.execute(db);
const bareContact = await perRow("a deal's new contact, without those indexes", dealNewContact('bare'));
const bareDeal = await perRow('a deal inserted, without its trigram search index', dealInsert('Bare deal '));
const bareMove = await perRow('a deal updated, without its trigram search index', dealMove('Bare deal ', 1));
ceilingHeader();
ceiling('deals, with no search index on contacts or deals', bareContact + bareDeal, bareMove);
const {
  rows: [{ count }],
} = await sql<{ count: number }>`select count(*)::int as count from contacts`.execute(db);
const started = performance.now();
await sql`create index contacts_search_trgm_idx on contacts using gin (search_text gin_trgm_ops)`.execute(db);
const buildMicros = ((performance.now() - started) * 1000) / count;
console.log(
  `\nThe contacts' trigram search index built in one go over the table's ${count.toLocaleString('en-US')} rows: ${buildMicros.toFixed(0)} µs a row.`,
);

await database.close();
fs.rmSync(dir, { recursive: true, force: true });
