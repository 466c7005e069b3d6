/**
 * npm run bench:lists — latency of the contacts list API at scale (docs/product/beyond-the-spec.md#server-side-lists).
 *
 * Seeds 1,000,000 contacts into PostgreSQL (BENCH_DATABASE_URL, default
 * postgres://keel_ci:keel_ci@127.0.0.1:5432/keel_bench, created when missing; reused when it
 * already holds the benchmark data) and 100,000 into an embedded PGlite, then measures
 * GET /api/contacts through the whole server (session check included, via app.inject) for the
 * first page, a sort on each column, a search matching few rows and one matching many. Beside it:
 * the original brief's approach (download every contact as JSON, then search and sort in memory).
 * Then the global search (GET /api/search, decision 0017) for names, e-mail, company and phone terms.
 * Options: BENCH_PG_ROWS, BENCH_PGLITE_ROWS, BENCH_RUNS, BENCH_SKIP_PGLITE=1, BENCH_SKIP_ORIGINAL=1, BENCH_RESEED=1.
 */
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type DatabaseHandle, openDatabase, PGLITE_EXTENSIONS } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { createAccount } from '../src/identity/users/users.service';
import { withDatabaseName } from '../src/test/test-database-url';
import { benchGlobalSearch, printGlobalSearch } from './bench/global-search';
import { measure, ms, type Figures } from './bench/measure';
import { downloadEveryContact, filterInMemory, sortInMemory } from './bench/original-approach';
import { countContacts, seedContacts } from './bench/seed-contacts';

const env = process.env;
const PG_URL = env.BENCH_DATABASE_URL ?? 'postgres://keel_ci:keel_ci@127.0.0.1:5432/keel_bench';
const PG_ROWS = Number(env.BENCH_PG_ROWS ?? 1_000_000);
const PGLITE_ROWS = Number(env.BENCH_PGLITE_ROWS ?? 100_000);
const RUNS = Number(env.BENCH_RUNS ?? 40);
const ORIGINAL_RUNS = 3;
const TARGET_P95_MS = 50;
const BENCH_EMAIL = 'bench-admin@bench.keel';
const BENCH_PASSWORD = 'bench-password-1';

const log = (line: string) => console.log(line);

interface Scenario {
  label: string;
  query: string;
  /** The same interaction done in memory on the downloaded rows. */
  inMemory: (rows: Record<string, unknown>[]) => unknown;
}

const page = (rows: Record<string, unknown>[], q: string, column = 'last_name', dir: 'asc' | 'desc' = 'asc') =>
  sortInMemory(filterInMemory(rows, q), column, dir, 50);

const SORTS: Array<[string, string, string]> = [
  ['name', 'last_name', 'Name / Company'],
  ['email', 'email', 'Email'],
  ['phone', 'phone', 'Phone'],
  ['status', 'is_inquiry', 'Status'],
  ['salesRep', 'sales_rep_name', 'Sales Rep'],
  ['lastContact', 'last_contact_date', 'Last Contact'],
];

/** The scenarios; `company` is the name of a company that has contacts (a search matching few). */
const scenarios = (company: string): Scenario[] => [
  { label: 'first page (name ↑)', query: '', inMemory: (rows) => page(rows, '') },
  ...SORTS.flatMap(([sort, column, label]) =>
    (['asc', 'desc'] as const).map((dir) => ({
      label: `sort ${label} ${dir === 'asc' ? '↑' : '↓'}`,
      query: `sort=${sort}&dir=${dir}`,
      inMemory: (rows: Record<string, unknown>[]) => page(rows, '', column, dir),
    })),
  ),
  { label: "search few ('123457@')", query: 'q=123457%40', inMemory: (rows) => page(rows, '123457@') },
  {
    label: `search few, by company ('${company.toLowerCase()}')`,
    query: `q=${encodeURIComponent(company.toLowerCase())}`,
    inMemory: (rows) => page(rows, company.toLowerCase()),
  },
  { label: "search many ('son')", query: 'q=son', inMemory: (rows) => page(rows, 'son') },
  { label: "search many ('son'), email ↓", query: 'q=son&sort=email&dir=desc', inMemory: (rows) => page(rows, 'son', 'email', 'desc') },
  { label: "search 2 letters ('an')", query: 'q=an', inMemory: (rows) => page(rows, 'an') },
];

async function ensurePostgresDatabase(url: string) {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: withDatabaseName(url, 'postgres') });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) {
    log(`creating database ${name}`);
    await admin.query(`create database "${name.replaceAll('"', '""')}"`);
  }
  await admin.end();
}

async function prepare(database: DatabaseHandle, rows: number) {
  await migrateToLatest(database.db);
  if (env.BENCH_RESEED === '1' || (await countContacts(database.db)) !== rows) {
    log(`seeding ${rows.toLocaleString('en-US')} contacts…`);
    const started = performance.now();
    await seedContacts(database.db, rows, log);
    log(`seeded in ${ms(performance.now() - started)}`);
  } else {
    log(`reusing the ${rows.toLocaleString('en-US')} contacts already there`);
  }
}

async function run(engine: string, database: DatabaseHandle, rows: number) {
  await prepare(database, rows);
  const config = loadConfig({
    DEMO_MODE: 'false',
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0',
    WEB_DIST_DIR: '/nonexistent',
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const exists = await database.db.selectFrom('users').select('id').where('email', '=', BENCH_EMAIL).executeTakeFirst();
  if (!exists)
    await createAccount(database.db, app.auth, { fullName: 'Bench Admin', email: BENCH_EMAIL, password: BENCH_PASSWORD, role: 'admin' });
  const headers = { origin: 'http://localhost:3000', host: 'localhost:3000' };
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/session',
    headers,
    payload: { email: BENCH_EMAIL, password: BENCH_PASSWORD },
  });
  const setCookie = signIn.headers['set-cookie'];
  const cookie = (Array.isArray(setCookie) ? setCookie : [setCookie!]).map((c) => c.split(';')[0]).join('; ');

  const someCompany = await database.db
    .selectFrom('contacts')
    .select('company_name')
    .where('company_name', 'like', '% ____')
    .orderBy('company_name')
    .limit(1)
    .executeTakeFirstOrThrow();
  const SCENARIOS = scenarios(someCompany.company_name!);
  const results: Array<{ label: string; api: Figures; matches: string; original?: number }> = [];
  for (const scenario of SCENARIOS) {
    let matches = '';
    const api = await measure(async () => {
      const res = await app.inject({ method: 'GET', url: `/api/contacts?${scenario.query}`, headers: { ...headers, cookie } });
      if (res.statusCode !== 200) throw new Error(`${scenario.label}: HTTP ${res.statusCode} ${res.body}`);
      const body = res.json() as { total: number; totalCapped: boolean };
      matches = `${body.total.toLocaleString('en-US')}${body.totalCapped ? '+' : ''}`;
    }, RUNS);
    results.push({ label: scenario.label, api, matches });
  }
  const search = await benchGlobalSearch(app, { ...headers, cookie }, someCompany.company_name!, RUNS);

  if (env.BENCH_SKIP_ORIGINAL === '1') {
    await app.close();
    return { engine, rows, results, search, download: Number.NaN, bytes: 0 };
  }
  log(`downloading every contact the original way (${ORIGINAL_RUNS} runs)…`);
  const downloads: number[] = [];
  let downloaded: Record<string, unknown>[] = [];
  let bytes = 0;
  for (let i = 0; i < ORIGINAL_RUNS; i++) {
    downloaded = [];
    const started = performance.now();
    ({ rows: downloaded, bytes } = await downloadEveryContact(database.db));
    downloads.push(performance.now() - started);
  }
  const download = downloads.sort((a, b) => a - b)[Math.floor(ORIGINAL_RUNS / 2)];
  for (const [index, scenario] of SCENARIOS.entries()) {
    const inMemory = await measure(async () => scenario.inMemory(downloaded), 1, 0);
    results[index].original = download + inMemory.p50;
  }
  downloaded = [];
  await app.close();
  return { engine, rows, results, search, download, bytes };
}

function printTable(report: Awaited<ReturnType<typeof run>>) {
  const { engine, rows, results, search, download, bytes } = report;
  log('');
  log(`### ${engine}, ${rows.toLocaleString('en-US')} contacts — GET /api/contacts (page of 50), ${RUNS} runs each`);
  if (!Number.isNaN(download)) {
    log(
      `Original approach: downloading every contact takes ${ms(download)} (${(bytes / 1024 / 1024).toFixed(0)} MB of JSON); each interaction then adds an in-memory search/sort.`,
    );
  }
  log('');
  log('| scenario | matches | API p50 | API p95 | original (download + in-memory) | original ÷ API p95 |');
  log('|---|---:|---:|---:|---:|---:|');
  for (const r of results) {
    if (r.original === undefined) {
      log(`| ${r.label} | ${r.matches} | ${ms(r.api.p50)} | ${ms(r.api.p95)} | – | – |`);
      continue;
    }
    const ratio = r.original / r.api.p95;
    log(
      `| ${r.label} | ${r.matches} | ${ms(r.api.p50)} | ${ms(r.api.p95)} | ${ms(r.original)} | ${ratio >= 100 ? ratio.toFixed(0) : ratio.toFixed(1)}× |`,
    );
  }
  const worst = Math.max(...results.map((r) => r.api.p95));
  log('');
  log(`Worst p95: ${ms(worst)} (target on PostgreSQL at 1M rows: ≤ ${TARGET_P95_MS} ms)`);
  printGlobalSearch(log, engine, rows, search, RUNS);
}

async function main() {
  const reports = [];
  await ensurePostgresDatabase(PG_URL);
  log(`PostgreSQL: ${new URL(PG_URL).host}${new URL(PG_URL).pathname}`);
  const postgres = await openDatabase({ kind: 'postgres', url: PG_URL, poolSize: 10 });
  try {
    reports.push(await run('PostgreSQL', postgres, PG_ROWS));
  } finally {
    await postgres.close();
  }
  if (env.BENCH_SKIP_PGLITE !== '1') {
    log('PGlite (embedded, in memory)');
    const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    const embedded = await openDatabase({ kind: 'pglite', pglite });
    try {
      reports.push(await run('PGlite (embedded)', embedded, PGLITE_ROWS));
    } finally {
      await embedded.close();
    }
  }
  for (const report of reports) printTable(report);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
