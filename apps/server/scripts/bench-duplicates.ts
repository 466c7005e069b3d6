/**
 * npm run bench:duplicates — decisions 0033 and 0040 on PostgreSQL (BENCH_DATABASE_URL, default
 * postgres://keel_ci:keel_ci@127.0.0.1:5432/keel_d, migrated here; its CRM tables are refilled).
 * Seeds BENCH_CONTACTS (1,000,000) contacts over 20,000 companies (bench/seed-contacts.ts: about 40
 * per company, names from 40 first × 40 last names, so many share a last name at one company), then
 * adds BENCH_COPIES (10,000) copies of existing contacts with their e-mail in capitals. Times the
 * Duplicates page's scan (decision 0040: every rule over the whole table, then the pairs ranked and
 * kept), then pages 1 and 20 read from the kept result (BENCH_PAGE_RUNS times each, median), and
 * BENCH_SAMPLES (200) form checks. Target: scan ≤ 60 s; a page in milliseconds.
 * BENCH_REUSE=1 keeps an already seeded database.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { scanNow } from '../src/crm/duplicates/duplicate-scan.service';
import { checkDuplicates, duplicatePairs } from '../src/crm/duplicates/duplicates.service';
import { countContacts, seedContacts } from './bench/seed-contacts';

const CONTACTS = Number(process.env.BENCH_CONTACTS ?? 1_000_000);
const COPIES = Number(process.env.BENCH_COPIES ?? 10_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const PAGE_RUNS = Number(process.env.BENCH_PAGE_RUNS ?? 9);
const URL = process.env.BENCH_DATABASE_URL ?? 'postgres://keel_ci:keel_ci@127.0.0.1:5432/keel_d';

const log = (line: string) => console.log(line);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main() {
  const database = await openDatabase({ kind: 'postgres', url: URL, poolSize: 4 });
  const db = database.db;
  await migrateToLatest(db);
  if (process.env.BENCH_REUSE !== '1' || (await countContacts(db)) < CONTACTS) {
    const t0 = performance.now();
    await seedContacts(db, CONTACTS, log);
    await sql`INSERT INTO contacts (first_name, last_name, email, company_id, created_by)
      SELECT first_name, last_name, upper(email), company_id, 'Benchmark copy' FROM contacts ORDER BY id LIMIT ${COPIES}`.execute(db);
    await sql`ANALYZE contacts`.execute(db);
    log(`seeded ${(await countContacts(db)).toLocaleString('en-US')} contacts in ${seconds(performance.now() - t0)}`);
  }

  const started = performance.now();
  const done = await scanNow(db, 'contacts', { fullName: 'Benchmark' });
  const scan = performance.now() - started;
  const { rows } = await sql<{ email: string; copies: string }>`SELECT
      (SELECT count(*) FROM (SELECT 1 FROM contacts GROUP BY lower(email) HAVING count(*) > 1) g) AS email,
      (SELECT count(*) FROM contacts WHERE created_by = 'Benchmark copy') AS copies`.execute(db);
  log(
    `duplicates scan, contacts: ${seconds(scan)} (${done.type === 'done' ? `${done.pairCount.toLocaleString('en-US')} pairs found` : done.type}); ${rows[0].email} e-mails held more than once, ${rows[0].copies} copies seeded`,
  );
  for (const page of [1, 20]) {
    const runs: number[] = [];
    let result = await duplicatePairs(db, 'contacts', page);
    for (let i = 0; i < PAGE_RUNS; i += 1) {
      const t = performance.now();
      result = await duplicatePairs(db, 'contacts', page);
      runs.push(performance.now() - t);
    }
    runs.sort((a, b) => a - b);
    log(
      `duplicates page ${page}, contacts, from the kept scan: median ${runs[Math.floor(runs.length / 2)].toFixed(1)} ms, max ${runs.at(-1)!.toFixed(1)} ms over ${runs.length} runs (${result.items.length} pairs, hasMore ${result.hasMore})`,
    );
    if (page === 1)
      log(`  best pair: ${result.items[0]?.first.label} / ${result.items[0]?.second.label} (${result.items[0]?.reasons.join(', ')})`);
  }

  const { rows: probes } = await sql<{ email: string; first_name: string; last_name: string; company_id: string | null }>`
    SELECT email, first_name, last_name, company_id FROM contacts TABLESAMPLE SYSTEM (1) LIMIT ${SAMPLES}`.execute(db);
  const times: number[] = [];
  for (const p of probes) {
    const t = performance.now();
    await checkDuplicates(db, {
      kind: 'contacts',
      email: p.email,
      firstName: p.first_name,
      lastName: p.last_name,
      companyId: p.company_id ?? undefined,
    });
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  log(
    `form check (e-mail + similar name at the company): n=${times.length} p50 ${at(0.5).toFixed(1)} ms p95 ${at(0.95).toFixed(1)} ms max ${times.at(-1)!.toFixed(1)} ms`,
  );
  await database.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
