/**
 * npm run bench:load — decision 0013: a realistic mix (public pages, sign-in, contacts list and
 * search, contact create/update, funnel board and moves) from 200 concurrent clients for 60 s
 * against a real production-mode server on PostgreSQL, in two runs:
 * 1. 200 users, each pausing a random think time (exponential, mean LOAD_THINK_MS = 2000 ms)
 *    between an answer and their next request: people using the CRM. The p95 target applies here.
 * 2. 200 autocannon connections with no pause (a closed loop): the server's capacity. Latency is
 *    then connections ÷ throughput (Little's law), whatever the server does.
 * Each prints throughput, p50/p95/p99 and errors; then the script checks that every contact
 * created with a 2xx is in the database exactly once (and none without), and that each 2xx write
 * has its audit entry.
 * Both follow an uncounted warm-up (LOAD_WARMUP s, 10) of a quarter of the users.
 * Options: LOAD_MODE (both | users | saturation), LOAD_THINK_MS, LOAD_RATE (req/s offered by the
 * closed loop instead), LOAD_DURATION (s, 60), LOAD_CONNECTIONS (200), LOAD_CONTACTS (20000),
 * BENCH_PORT (4411), BENCH_DATABASE_URL (its server is used; the database is a fresh `keel_load`,
 * or LOAD_DATABASE), LOAD_PROFILE (a directory: the server writes a CPU profile there).
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import pg from 'pg';
import { DEMO_USERS } from '@keel/shared/demo';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { withDatabaseName } from '../src/test/test-database-url';
import { type Kind, MIX, type MixOptions, nextRequest, onResponse, type RequestContext } from './bench/load-mix';
import { startBenchServer, signInAs, stopBenchServer } from './bench/bench-server';
import { watchDatabase, watchProcess } from './bench/cpu';
import { seedContacts } from './bench/seed-contacts';
import { runThinkTimeUsers } from './bench/think-time-users';

const env = process.env;
const SERVER_URL = env.BENCH_DATABASE_URL ?? 'postgres://keel_ci:keel_ci@127.0.0.1:5432/keel_bench';
const DB_URL = withDatabaseName(SERVER_URL, env.LOAD_DATABASE ?? 'keel_load');
const DURATION = Number(env.LOAD_DURATION ?? 60);
const CONNECTIONS = Number(env.LOAD_CONNECTIONS ?? 200);
const CONTACTS = Number(env.LOAD_CONTACTS ?? 20_000);
/** Optional: requests per second offered by all connections together (open loop); unset = as fast as answered. */
const RATE = env.LOAD_RATE ? Number(env.LOAD_RATE) : undefined;
/** 'users' (clients with think time), 'saturation' (autocannon closed loop) or 'both' (default, in that order). */
const MODE = env.LOAD_MODE ?? 'both';
/** Mean pause of a user between an answer and their next request (exponential). */
const THINK_MS = Number(env.LOAD_THINK_MS ?? 2000);
const WARMUP = Number(env.LOAD_WARMUP ?? 10);
const LEADS = 400;
const PORT = Number(env.BENCH_PORT ?? 4411);
const base = `http://127.0.0.1:${PORT}`;
const log = (line: string) => console.log(line);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
};
const fmt = (n: number) => (Number.isNaN(n) ? '–' : `${n.toFixed(1)} ms`);

async function freshDatabase() {
  const admin = new pg.Client({ connectionString: withDatabaseName(SERVER_URL, 'postgres') });
  await admin.connect();
  const name = new URL(DB_URL).pathname.slice(1);
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  await admin.end();
  const database = await openDatabase({ kind: 'postgres', url: DB_URL });
  await migrateToLatest(database.db);
  await database.close();
}

interface RunCpu {
  server: number;
  postgres: number;
  generator: number;
}

/** Starts measuring the CPU of the server, of its database's backends and of this load generator; call the result to stop. */
async function measureCpu(serverPid: number): Promise<() => Promise<RunCpu>> {
  const server = watchProcess(serverPid);
  const database = await watchDatabase(DB_URL, new URL(DB_URL).pathname.slice(1));
  const generator = process.cpuUsage();
  return async () => {
    const used = process.cpuUsage(generator);
    return { server: server.stop().cpu, postgres: (await database.stop()).cpu, generator: (used.user + used.system) / 1e6 };
  };
}

/** "server 4.1 ms, PostgreSQL 3.2 ms, load generator 1.0 ms" of CPU per request. */
function cpuPerRequest(use: RunCpu, requests: number): string {
  const per = (seconds: number) => `${((seconds * 1000) / Math.max(1, requests)).toFixed(1)} ms`;
  return `server ${per(use.server)}, PostgreSQL ${per(use.postgres)}, load generator ${per(use.generator)}`;
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

async function main() {
  log(`bench:load — ${CONNECTIONS} clients for ${DURATION} s on PostgreSQL (${new URL(DB_URL).pathname.slice(1)}), server on :${PORT}`);
  await freshDatabase();
  // LOAD_PROFILE=<dir>: the server writes a V8 CPU profile there when it stops.
  const profile = env.LOAD_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${env.LOAD_PROFILE}`] : [];
  // Every simulated user comes from 127.0.0.1: let all of the hashing queue's places serve that one address.
  const server = await startBenchServer(PORT, { NODE_ENV: 'production', DATABASE_URL: DB_URL, SIGNIN_HASH_QUEUE_PER_IP: '8' }, profile); // seeds the demo users, stages and leads
  const db = await openDatabase({ kind: 'postgres', url: DB_URL, poolSize: 2 });
  try {
    await seedContacts(db.db, CONTACTS, () => undefined);
    await sql`analyze`.execute(db.db);
    const staff = DEMO_USERS.filter((u) => u.role === 'admin' || u.role === 'sales_rep').map((u) => u.email);
    const cookies: string[] = [];
    for (let i = 0; i < 10; i++) for (const email of staff) cookies.push(await signInAs(base, email));
    const stageIds = (await db.db.selectFrom('pipeline_stages').select('id').execute()).map((s) => s.id);
    const contactIds = (await db.db.selectFrom('contacts').select('id').orderBy('id').limit(500).execute()).map((c) => c.id);
    const freeLeads: MixOptions['freeLeads'] = [];
    for (let i = 0; i < LEADS; i += 20) {
      const made = await Promise.all(
        Array.from({ length: 20 }, (_, j) =>
          api<{ id: string; version: number }>('POST', '/api/funnel/leads', cookies[0], { name: `Load deal ${i + j}` }),
        ),
      );
      freeLeads.push(...made.map((l) => ({ id: l.id, version: l.version })));
    }

    const runId = randomUUID().slice(0, 8);
    const created = new Set<string>();
    const sent = new Set<string>();
    let byKind = new Map<Kind, { latencies: number[]; failures: Map<number, number> }>();
    const succeeded = new Map<Kind, number>();
    const options: MixOptions = {
      origin: base,
      runId,
      stageIds,
      signInEmails: staff,
      cookies,
      contactIds,
      freeLeads,
      created: (email) => created.add(email),
      sent: (email) => sent.add(email),
      tally(kind, status, ms) {
        const entry = byKind.get(kind) ?? { latencies: [] as number[], failures: new Map<number, number>() };
        byKind.set(kind, entry);
        entry.latencies.push(ms);
        if (status >= 400) entry.failures.set(status, (entry.failures.get(status) ?? 0) + 1);
        else succeeded.set(kind, (succeeded.get(kind) ?? 0) + 1);
      },
    };
    const startedAt = (await sql<{ now: Date }>`select now()`.execute(db.db)).rows[0].now;
    const errors: number[] = [];
    const p95s: number[] = [];

    const report = (
      title: string,
      run: { requests: number; seconds: number; latencies: number[]; non2xx: number; errors: number; timeouts: number },
      cpu: RunCpu,
    ) => {
      const p95 = percentile(run.latencies, 95);
      p95s.push(p95);
      errors.push(run.non2xx + run.errors);
      log('');
      log(`### ${title}`);
      log('| measure | value |');
      log('|---|---|');
      log(`| requests | ${run.requests.toLocaleString('en-US')} in ${run.seconds.toFixed(1)} s |`);
      log(`| throughput | ${(run.requests / run.seconds).toFixed(0)} req/s |`);
      log(`| latency p50 / p95 / p99 | ${fmt(percentile(run.latencies, 50))} / ${fmt(p95)} / ${fmt(percentile(run.latencies, 99))} |`);
      log(`| errors (non-2xx / socket errors / timeouts) | ${run.non2xx + run.errors} (${run.non2xx} / ${run.errors} / ${run.timeouts}) |`);
      log(`| CPU per request | ${cpuPerRequest(cpu, run.requests)} |`);
      log('');
      log('| kind | share | requests | p50 | p95 | p99 | non-2xx |');
      log('|---|---|---|---|---|---|---|');
      for (const kind of Object.keys(MIX) as Kind[]) {
        const entry = byKind.get(kind);
        if (!entry) continue;
        const failures = [...entry.failures].map(([s, n]) => `${s}×${n}`).join(' ') || '0';
        log(
          `| ${kind} | ${MIX[kind]}% | ${entry.latencies.length} | ${fmt(percentile(entry.latencies, 50))} | ${fmt(percentile(entry.latencies, 95))} | ${fmt(percentile(entry.latencies, 99))} | ${failures} |`,
        );
      }
      byKind = new Map();
    };

    // A running server has compiled its hot code and filled its pools; a fresh one has not.
    log(`warming up: ${Math.round(CONNECTIONS / 4)} users for ${WARMUP} s (not counted)…`);
    await runThinkTimeUsers(base, Math.round(CONNECTIONS / 4), WARMUP, THINK_MS, options);
    byKind = new Map();

    if (MODE !== 'saturation') {
      log(`running the mix: ${CONNECTIONS} users, think time ${THINK_MS} ms (run ${runId})…`);
      const cpu = await measureCpu(server.pid!);
      const run = await runThinkTimeUsers(base, CONNECTIONS, DURATION, THINK_MS, options);
      report(`${CONNECTIONS} users, think time ${THINK_MS} ms`, run, await cpu());
    }
    if (MODE !== 'users') {
      log(`running the mix: ${CONNECTIONS} connections without think time${RATE ? `, offering ${RATE} req/s` : ''} (run ${runId})…`);
      const latencies: number[] = [];
      const cpu = await measureCpu(server.pid!);
      const instance = autocannon({
        url: base,
        connections: CONNECTIONS,
        duration: DURATION,
        timeout: 10,
        ...(RATE ? { overallRate: RATE } : {}),
        requests: [
          {
            setupRequest: (request, context) => ({ ...request, ...nextRequest(context as RequestContext, options) }),
            onResponse: (status, body, context) => onResponse(context as RequestContext, status, body, options),
          },
        ],
      });
      instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => latencies.push(responseTime));
      const result = await instance;
      const used = await cpu();
      report(
        `${CONNECTIONS} connections, no think time (closed loop: capacity)`,
        {
          requests: result.requests.total,
          seconds: result.duration,
          latencies,
          non2xx: result.non2xx,
          errors: result.errors,
          timeouts: result.timeouts,
        },
        used,
      );
    }

    // Let the server finish what was in flight when the run stopped (a graceful stop), then count.
    await stopBenchServer(server);

    // Every record written during the run is present exactly once.
    const rows = await db.db
      .selectFrom('contacts')
      .select(['email', (eb) => eb.fn.countAll<string>().as('n')])
      .where('email', 'like', `load-${runId}-%`)
      .groupBy('email')
      .execute();
    const present = new Map(rows.map((r) => [r.email, Number(r.n)]));
    const missing = [...created].filter((e) => !present.has(e));
    const duplicated = rows.filter((r) => Number(r.n) > 1).map((r) => r.email);
    // Present without a 2xx: either still in flight when the run stopped (sent, answer not read)
    // or never sent at all, which would be a real fault.
    const unconfirmed = rows.filter((r) => !created.has(r.email)).map((r) => r.email);
    const neverSent = unconfirmed.filter((e) => !sent.has(e));
    const audits = await db.db
      .selectFrom('audit_log')
      .select(['action_type', (eb) => eb.fn.countAll<string>().as('n')])
      .where('created_at', '>=', startedAt)
      .where('action_type', 'in', ['CONTACT_CREATED', 'CONTACT_UPDATED', 'DEAL_MOVED'])
      .groupBy('action_type')
      .execute();
    const audited = Object.fromEntries(audits.map((a) => [a.action_type, Number(a.n)]));
    const ok = (kind: Kind) => succeeded.get(kind) ?? 0;
    log('');
    log(
      `contacts created with 2xx: ${created.size}; in the database: ${rows.length}; missing ${missing.length}, duplicated ${duplicated.length}, present without a 2xx ${unconfirmed.length} (in flight at the stop: ${unconfirmed.length - neverSent.length}, never sent: ${neverSent.length})`,
    );
    log(
      `audit entries: CONTACT_CREATED ${audited.CONTACT_CREATED ?? 0} (2xx ${ok('create')}), CONTACT_UPDATED ${audited.CONTACT_UPDATED ?? 0} (2xx ${ok('update')}), DEAL_MOVED ${audited.DEAL_MOVED ?? 0} (2xx ${ok('move')})`,
    );
    const intact =
      missing.length === 0 && duplicated.length === 0 && neverSent.length === 0 && (audited.CONTACT_CREATED ?? 0) === rows.length;
    const p95 = p95s[0];
    log(
      `target (first run above): no errors ${errors[0] === 0 ? 'met' : 'MISSED'} (${errors[0]}); p95 ≤ 100 ms ${p95 <= 100 ? 'met' : 'MISSED'} (${fmt(p95)}); records intact ${intact ? 'yes' : 'NO'}`,
    );
    process.exitCode = intact ? 0 : 1;
  } finally {
    await db.close();
    await stopBenchServer(server);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
