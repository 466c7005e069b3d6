/**
 * npm run bench:isolation — no user can slow everyone (decision 0094).
 *
 * At ISOLATION_CONTACTS (50,000) contacts, one signed-in 'user' keeps 4 of the heaviest report
 * widgets the definitions allow in flight (their own dashboard's widget: every 'contains' filter
 * allowed, the rest of the filters, grouped by city), while 20 other signed-in sessions browse: each
 * asks for /api/health, a page of the contacts list and a contact's record (its contact and its
 * leads), pausing ISOLATION_THINK_MS (200) between answers. After an uncounted warm-up it prints
 * p50 / p95 / max of each for ISOLATION_SECONDS (30), and how the heavy user's requests ended.
 * Targets: health p95 ≤ 50 ms, contacts list p95 ≤ 300 ms.
 *
 * Runs on the embedded database (a data dir kept in the temp folder, seeded once) and, when
 * TEST_DATABASE_URL or BENCH_DATABASE_URL is set (or --postgres), on PostgreSQL (database
 * keel_isolation, seeded once). --embedded-only / --postgres-only pick one. The server is a real
 * process (src/server.ts, production mode) on BENCH_PORT (4412).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { DEMO_USERS } from '@keel/shared/demo';
import { REPORT_FIELDS } from '@keel/shared/report-catalogue';
import * as reports from '@keel/shared/reports';
import { type DatabaseHandle, openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { withDatabaseName } from '../src/test/test-database-url';
import { signInAs, startBenchServer, stopBenchServer } from './bench/bench-server';
import { percentile } from './bench/measure';
import { countContacts, seedContacts } from './bench/seed-contacts';

const env = process.env;
const args = new Set(process.argv.slice(2));
const CONTACTS = Number(env.ISOLATION_CONTACTS ?? 50_000);
const SECONDS = Number(env.ISOLATION_SECONDS ?? 30);
const WARMUP_SECONDS = Number(env.ISOLATION_WARMUP ?? 5);
const THINK_MS = Number(env.ISOLATION_THINK_MS ?? 200);
const BROWSERS = 20;
const HEAVY_IN_FLIGHT = 4;
const PORT = Number(env.BENCH_PORT ?? 4412);
const base = `http://127.0.0.1:${PORT}`;
const PG_SERVER = env.BENCH_DATABASE_URL ?? env.TEST_DATABASE_URL;
const TARGETS = { health: 50, list: 300 };
const log = (line: string) => console.log(line);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The heaviest definition allowed: as many 'contains' filters as may be, then every other filter slot. */
function heaviestDefinition() {
  const maxFilters = reports.MAX_REPORT_FILTERS;
  // Before decision 0094 there was no separate limit on 'contains' filters.
  const maxContains = (reports as { MAX_CONTAINS_FILTERS?: number }).MAX_CONTAINS_FILTERS ?? maxFilters;
  const texts = Object.entries(REPORT_FIELDS.contacts)
    .filter(([, f]) => f.type === 'text' && !f.options && !f.pickList)
    .map(([key]) => key);
  const filters = Array.from({ length: maxFilters }, (_, i) => {
    const field = texts[i % texts.length];
    return i < maxContains ? { field, op: 'contains', value: 'e' } : { field, op: 'notEmpty', value: '' };
  });
  return { records: 'contacts', filters, group: { field: 'city' }, measure: { fn: 'count' }, view: 'bar' };
}

/** Seeds the contacts once; a fresh database first gets the demo accounts from one start of the server. */
async function seeded(open: () => Promise<DatabaseHandle>, serverEnv: Record<string, string>) {
  let database = await open();
  try {
    await migrateToLatest(database.db);
    const have = await countContacts(database.db);
    if (have >= CONTACTS) return log(`  ${have.toLocaleString('en-US')} contacts already there`);
    if (have > 0) throw new Error(`the bench database holds ${have} contacts: remove it to seed again`);
    await database.close();
    await stopBenchServer(await startBenchServer(PORT, serverEnv)); // demo mode seeds its accounts into an empty database
    database = await open();
    await seed(database);
  } finally {
    await database.close();
  }
}

async function seed(database: DatabaseHandle) {
  const started = performance.now();
  await seedContacts(database.db, CONTACTS, () => undefined);
  await sql`analyze`.execute(database.db);
  log(`  seeded ${CONTACTS.toLocaleString('en-US')} contacts in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

async function api<T>(method: string, url: string, cookie: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { cookie, origin: base, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

type Kind = 'health' | 'list' | 'record';

async function runEngine(name: string, serverEnv: Record<string, string>) {
  log(`\n${name}: starting the server`);
  const server = await startBenchServer(PORT, { NODE_ENV: 'production', ...serverEnv });
  try {
    const heavyCookie = await signInAs(base, DEMO_USERS.find((u) => u.role === 'user')!.email);
    const staff = DEMO_USERS.filter((u) => u.role !== 'user').map((u) => u.email);
    const cookies: string[] = [];
    for (let i = 0; i < BROWSERS; i++) cookies.push(await signInAs(base, staff[i % staff.length]));
    const page = await api<{ items: Array<{ id: string }> }>('GET', '/api/contacts?page=1&pageSize=50', cookies[0]);
    const ids = page.items.map((c) => c.id);

    // The heavy user's own dashboard with one widget holding the heaviest definition.
    const board = await api<{ id: string }>('POST', '/api/dashboards', heavyCookie, { name: `Heavy ${Date.now()}` });
    const withWidget = await api<{ widgets: Record<string, unknown> }>('POST', `/api/dashboards/${board.id}/widgets`, heavyCookie, {
      type: 'barChart',
    });
    const widgetId = Object.keys(withWidget.widgets)[0];
    await api('PUT', `/api/dashboards/${board.id}/widgets/${widgetId}/config`, heavyCookie, {
      config: { definition: heaviestDefinition() },
    });
    const widgetUrl = `${base}/api/dashboards/${board.id}/widgets/${widgetId}/data`;
    const single = performance.now();
    const first = await fetch(widgetUrl, { headers: { cookie: heavyCookie } });
    log(`  the heaviest widget alone: ${first.status} in ${(performance.now() - single).toFixed(0)} ms`);

    let stop = false;
    let counting = false;
    const heavy = new Map<number, number>();
    const heavyTimes: number[] = [];
    const heavyLoop = async () => {
      while (!stop) {
        const started = performance.now();
        const res = await fetch(widgetUrl, { headers: { cookie: heavyCookie } }).catch(() => null);
        await res?.arrayBuffer();
        if (counting) {
          heavy.set(res?.status ?? 0, (heavy.get(res?.status ?? 0) ?? 0) + 1);
          if (res?.ok) heavyTimes.push(performance.now() - started);
        }
      }
    };
    const latencies: Record<Kind, number[]> = { health: [], list: [], record: [] };
    const failures: Record<Kind, number> = { health: 0, list: 0, record: 0 };
    const timed = async (kind: Kind, urls: string[], cookie: string) => {
      const started = performance.now();
      const answers = await Promise.all(urls.map((url) => fetch(`${base}${url}`, { headers: { cookie } }).catch(() => null)));
      await Promise.all(answers.map((res) => res?.arrayBuffer()));
      if (!counting) return;
      if (answers.every((res) => res?.ok)) latencies[kind].push(performance.now() - started);
      else failures[kind]++;
    };
    const browse = async (cookie: string, n: number) => {
      await sleep(Math.random() * THINK_MS);
      for (let i = n; !stop; i++) {
        await timed('health', ['/api/health'], cookie);
        await sleep(THINK_MS);
        await timed('list', [`/api/contacts?page=${1 + (i % 20)}&pageSize=50`], cookie);
        await sleep(THINK_MS);
        const id = ids[i % ids.length];
        await timed('record', [`/api/contacts/${id}`, `/api/contacts/${id}/leads`], cookie);
        await sleep(THINK_MS);
      }
    };
    const loops = [...Array.from({ length: HEAVY_IN_FLIGHT }, heavyLoop), ...cookies.map((cookie, n) => browse(cookie, n * 7))];
    await sleep(WARMUP_SECONDS * 1000);
    counting = true;
    await sleep(SECONDS * 1000);
    counting = false;
    stop = true;
    await Promise.all(loops);

    const row = (kind: Kind, label: string, target?: number) => {
      const sorted = [...latencies[kind]].sort((a, b) => a - b);
      const p95 = percentile(sorted, 95);
      const verdict = target === undefined ? '' : p95 <= target ? `  ≤ ${target} ms: met` : `  ≤ ${target} ms: NOT met`;
      log(
        `  ${label.padEnd(22)} n=${String(sorted.length).padStart(5)}  p50 ${percentile(sorted, 50).toFixed(1).padStart(7)} ms  p95 ${p95.toFixed(1).padStart(7)} ms  max ${(sorted.at(-1) ?? NaN).toFixed(0).padStart(6)} ms  failed ${failures[kind]}${verdict}`,
      );
    };
    log(`  ${BROWSERS} sessions browsing for ${SECONDS} s while one 'user' keeps ${HEAVY_IN_FLIGHT} heaviest widgets in flight:`);
    row('health', 'GET /api/health', TARGETS.health);
    row('list', 'contacts list (page)', TARGETS.list);
    row('record', 'record page (2 calls)');
    const sortedHeavy = heavyTimes.sort((a, b) => a - b);
    log(
      `  heavy widget answers: ${[...heavy.entries()].map(([status, n]) => `${n} × ${status}`).join(', ')}; p50 ${percentile(sortedHeavy, 50)?.toFixed(0)} ms`,
    );
  } finally {
    await stopBenchServer(server);
  }
}

async function main() {
  log(
    `bench:isolation — ${CONTACTS.toLocaleString('en-US')} contacts, ${os.cpus().length} CPUs, load average ${os.loadavg()[0].toFixed(1)}`,
  );
  const runEmbedded = !args.has('--postgres-only');
  const runPostgres = !args.has('--embedded-only') && (Boolean(PG_SERVER) || args.has('--postgres'));
  if (runEmbedded) {
    const dataDir = env.ISOLATION_DATA_DIR ?? path.join(os.tmpdir(), `keel-bench-isolation-${CONTACTS}`);
    fs.mkdirSync(dataDir, { recursive: true });
    log(`embedded database in ${dataDir}`);
    delete process.env.DATABASE_URL; // the server inherits this environment: no URL means the embedded database
    await seeded(() => openDatabase({ kind: 'embedded', dataDir }), { DATA_DIR: dataDir });
    await runEngine('embedded (PGlite)', { DATA_DIR: dataDir });
  }
  if (runPostgres) {
    const url = withDatabaseName(PG_SERVER ?? 'postgres://keel_ci:keel_ci@127.0.0.1:5432/keel_ci', 'keel_isolation');
    const admin = new pg.Client({ connectionString: withDatabaseName(url, 'postgres') });
    await admin.connect();
    if ((await admin.query(`select 1 from pg_database where datname = 'keel_isolation'`)).rowCount === 0)
      await admin.query('create database keel_isolation');
    await admin.end();
    log(`PostgreSQL database keel_isolation`);
    await seeded(() => openDatabase({ kind: 'postgres', url, poolSize: 2 }), { DATABASE_URL: url });
    await runEngine('PostgreSQL', { DATABASE_URL: url });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
