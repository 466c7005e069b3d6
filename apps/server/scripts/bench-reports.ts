/**
 * npm run bench:reports — the report builder at scale (decision 0028).
 *
 * Seeds 1,000,000 contacts and 1,000,000 funnel leads into PostgreSQL (BENCH_DATABASE_URL,
 * default postgres://keel_ci:keel_ci@127.0.0.1:5432/keel_reports_bench, created when missing;
 * reused when it already holds them), then runs six representative reports through the whole
 * server (POST /api/reports/run via app.inject, session check included) and prints p50 / p95.
 * Target: p95 ≤ 500 ms each. Options: BENCH_ROWS, BENCH_RUNS, BENCH_RESEED=1.
 */
import pg from 'pg';
import { sql } from 'kysely';
import type { ReportDefinitionInput } from '@keel/shared/reports';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { createAccount } from '../src/identity/users/users.service';
import { withDatabaseName } from '../src/test/test-database-url';
import { measure, ms } from './bench/measure';
import { countContacts, seedContacts } from './bench/seed-contacts';
import { seedDeals } from './bench/seed-deals';

const env = process.env;
const PG_URL = env.BENCH_DATABASE_URL ?? 'postgres://keel_ci:keel_ci@127.0.0.1:5432/keel_reports_bench';
const ROWS = Number(env.BENCH_ROWS ?? 1_000_000);
const RUNS = Number(env.BENCH_RUNS ?? 20);
const TARGET_P95_MS = 500;
const EMAIL = 'bench-admin@bench.keel';
const PASSWORD = 'bench-password-1';
const log = (line: string) => console.log(line);

const REPORTS: Array<[string, ReportDefinitionInput]> = [
  ['Contacts added per month (all)', { records: 'contacts', group: { field: 'created', bucket: 'month' }, view: 'line' }],
  [
    'Contacts of the last 30 days by sales rep',
    { records: 'contacts', filters: [{ field: 'created', op: 'lastDays', value: '30' }], group: { field: 'salesRep' }, view: 'bar' },
  ],
  [
    'Open inquiries by city',
    { records: 'contacts', filters: [{ field: 'status', op: 'equals', value: 'Inquiry' }], group: { field: 'city' }, view: 'pie' },
  ],
  [
    'Won deal value by month',
    {
      records: 'deals',
      filters: [{ field: 'stage', op: 'equals', value: 'Closed Won' }],
      group: { field: 'updated', bucket: 'month' },
      measure: { fn: 'sum', field: 'value' },
      view: 'bar',
    },
  ],
  ['Leads per stage (funnel)', { records: 'deals', group: { field: 'stage' }, view: 'funnel' }],
  [
    'Average deal value of leads due in the last 14 days (KPI)',
    {
      records: 'deals',
      filters: [{ field: 'nextContact', op: 'lastDays', value: '14' }],
      measure: { fn: 'avg', field: 'value' },
      view: 'kpi',
    },
  ],
];

async function ensureDatabase(url: string) {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: withDatabaseName(url, 'postgres') });
  await admin.connect();
  if ((await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 0) {
    log(`creating database ${name}`);
    await admin.query(`create database "${name.replaceAll('"', '""')}"`);
  }
  await admin.end();
}

async function main() {
  await ensureDatabase(PG_URL);
  const database = await openDatabase({ kind: 'postgres', url: PG_URL, poolSize: 10 });
  try {
    await migrateToLatest(database.db);
    const deals = Number((await sql<{ n: string }>`select count(*) as n from deals`.execute(database.db)).rows[0].n);
    if (env.BENCH_RESEED === '1' || (await countContacts(database.db)) !== ROWS || deals !== ROWS) {
      log(`seeding ${ROWS.toLocaleString('en-US')} contacts and funnel leads…`);
      await seedContacts(database.db, ROWS, log);
      await seedDeals(database.db, ROWS, log);
    }
    await sql`vacuum analyze contacts`.execute(database.db);
    await sql`vacuum analyze deals`.execute(database.db);
    const config = loadConfig({
      DEMO_MODE: 'false',
      LOG_LEVEL: 'silent',
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0',
      WEB_DIST_DIR: '/nonexistent',
    });
    const app = await buildApp({ config, database, logger: false });
    await app.ready();
    if (!(await database.db.selectFrom('users').select('id').where('email', '=', EMAIL).executeTakeFirst())) {
      await createAccount(database.db, app.auth, { fullName: 'Bench Admin', email: EMAIL, password: PASSWORD, role: 'admin' });
    }
    const headers = { origin: 'http://localhost:3000', host: 'localhost:3000' };
    const signIn = await app.inject({ method: 'POST', url: '/api/session', headers, payload: { email: EMAIL, password: PASSWORD } });
    const setCookie = signIn.headers['set-cookie'];
    const cookie = (Array.isArray(setCookie) ? setCookie : [setCookie!]).map((c) => c.split(';')[0]).join('; ');

    log(
      `\nreports over ${ROWS.toLocaleString('en-US')} contacts and ${ROWS.toLocaleString('en-US')} funnel leads on PostgreSQL, ${RUNS} runs each (target p95 ≤ ${TARGET_P95_MS} ms)`,
    );
    log(`${'report'.padEnd(62)} ${'records'.padStart(10)} ${'groups'.padStart(7)} ${'p50'.padStart(10)} ${'p95'.padStart(10)}`);
    let worst = 0;
    for (const [label, definition] of REPORTS) {
      let shape = { records: 0, groups: 0 };
      const figures = await measure(async () => {
        const res = await app.inject({ method: 'POST', url: '/api/reports/run', headers: { ...headers, cookie }, payload: definition });
        if (res.statusCode !== 200) throw new Error(`${label}: HTTP ${res.statusCode} ${res.body}`);
        const body = res.json() as { records: number; rows: unknown[] };
        shape = { records: body.records, groups: body.rows.length };
      }, RUNS);
      worst = Math.max(worst, figures.p95);
      log(
        `${label.padEnd(62)} ${shape.records.toLocaleString('en-US').padStart(10)} ${String(shape.groups).padStart(7)} ${ms(figures.p50).padStart(10)} ${ms(figures.p95).padStart(10)}${figures.p95 > TARGET_P95_MS ? '  over target' : ''}`,
      );
    }
    log(`worst p95: ${ms(worst)} (${worst <= TARGET_P95_MS ? 'within' : 'over'} the ${TARGET_P95_MS} ms target)`);
    await app.close();
  } finally {
    await database.close();
  }
}

await main();
