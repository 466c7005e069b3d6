/**
 * npm run bench:startup — from start to /api/health on an existing database (decision 0107).
 *
 * Starts the compiled server (`node --enable-source-maps apps/server/dist/server.js`, what
 * `npm run serve` runs; the build is made first when stale, as `npm start` does) STARTUP_RUNS (7)
 * times on an existing database and prints, per run and as p50 / max: the time from spawning the
 * process to the first 200 from /api/health, and the server's own start-up steps from its log:
 * each step's duration, firstLineMs (from the process's beginning to its first line of code),
 * appModulesMs (loading the app's modules, while the embedded database opens on its thread) and
 * startupMs (from the first line to listening). The database is made and migrated by one uncounted
 * start first.
 *
 * Embedded: a data dir kept in the temp folder. PostgreSQL: when TEST_DATABASE_URL or
 * BENCH_DATABASE_URL is set, database keel_startup_bench on that server. --embedded-only /
 * --postgres-only pick one; --npm-start also times `npm start` itself (npm, the build check, then
 * the server) on the embedded database. BENCH_PORT (4413). STARTUP_BEFORE=<path of another
 * compiled server.js> times that one too, its starts alternating with these (decision 0107 compares
 * a build of the commit before with this way). WEB_DIST_DIR is passed on, so both serve one web app.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { withDatabaseName } from '../src/test/test-database-url';
import { percentile } from './bench/measure';

const env = process.env;
const args = new Set(process.argv.slice(2));
const RUNS = Number(env.STARTUP_RUNS ?? 7);
const PORT = Number(env.BENCH_PORT ?? 4413);
const PG_SERVER = env.BENCH_DATABASE_URL ?? env.TEST_DATABASE_URL;
/** Another compiled server.js (say, a build of an earlier commit) to time in turn with this one. */
const BEFORE = env.STARTUP_BEFORE ? path.resolve(env.STARTUP_BEFORE) : undefined;
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const serverDir = path.join(repoRoot, 'apps/server');
const log = (line: string) => console.log(line);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');

/** One start: the time to the first 200 from /api/health, the processor time spent by then, and the steps the server logged. */
interface Run {
  healthMs: number;
  cpuMs: number;
  steps: Record<string, number>;
}

const CLOCK_TICK_MS = 10; // Linux's USER_HZ is 100

/** Processor time (user + system, all threads) of a process and its children that ended, from /proc. */
function cpuMsOf(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime, stime, cutime, cstime are fields 14–17 of stat, 12–15 after the command.
    return fields.slice(11, 15).reduce((sum, n) => sum + Number(n), 0) * CLOCK_TICK_MS;
  } catch {
    return Number.NaN;
  }
}

/** The answer of /api/health, or null when nothing answers. */
const health = () =>
  fetch(`http://127.0.0.1:${PORT}/api/health`).then(
    async (r) => ({ status: r.status, kind: ((await r.json()) as { kind: string }).kind }),
    () => null,
  );

/** Starts `command`, polls /api/health every 10 ms until a 200, stops the process; returns the figures. */
async function timeOneStart(command: string[], extraEnv: Record<string, string>, cwd = serverDir): Promise<Run> {
  if (await health()) throw new Error(`something already answers on port ${PORT}`);
  const kind = extraEnv.DATABASE_URL ? 'postgres' : 'embedded';
  const started = performance.now();
  // Its own process group, so stopping `npm start` stops the server npm started too.
  const child = spawn(command[0], command.slice(1), {
    cwd,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: env.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist'),
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  const steps: Record<string, number> = {};
  let pending = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop()!;
    for (const line of lines) {
      if (!line.startsWith('{')) continue;
      const entry = JSON.parse(line) as Record<string, unknown>;
      for (const [key, value] of Object.entries(entry)) if (key.endsWith('Ms') && typeof value === 'number') steps[key] = value;
    }
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      if (performance.now() - started > 180_000) throw new Error('the server did not answer within 3 minutes');
      const answer = await health();
      if (answer?.status === 200) {
        const healthMs = performance.now() - started;
        if (answer.kind !== kind) throw new Error(`a server on the ${answer.kind} database answered`);
        return { healthMs, cpuMs: cpuMsOfGroup(child.pid!), steps };
      }
      await sleep(10);
    }
  } finally {
    await stop(child);
  }
}

/** Processor time of every process in the group (npm and the server it started, or the server alone). */
function cpuMsOfGroup(pgid: number): number {
  let total = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = fs.readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ');
      if (Number(fields[2]) === pgid) total += cpuMsOf(Number(entry)); // field 5, pgrp
    } catch {
      // ended meanwhile
    }
  }
  return total;
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid!, 'SIGTERM');
  await exited;
  for (let i = 0; i < 100 && (await health()); i++) await sleep(100); // the port and the data dir's lock are free again
  await sleep(200);
}

function report(label: string, runs: Run[]) {
  const keys = [...new Set(runs.flatMap((r) => Object.keys(r.steps)))];
  const row = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return `p50 ${Math.round(percentile(sorted, 50))} ms, max ${Math.round(sorted.at(-1)!)} ms`;
  };
  log(`\n${label}: ${runs.length} starts`);
  log(`  spawn → first 200 from /api/health: ${row(runs.map((r) => r.healthMs))}`);
  log(`    runs: ${runs.map((r) => Math.round(r.healthMs)).join(', ')} ms`);
  log(`  processor time by then (all threads): ${row(runs.map((r) => r.cpuMs))}`);
  for (const key of keys) log(`  ${key.padEnd(22)} ${row(runs.map((r) => r.steps[key] ?? 0))}`);
}

async function bench(label: string, command: string[], extraEnv: Record<string, string>, cwd?: string) {
  log(`\n${label}: an uncounted first start (creates and migrates the database when new)…`);
  await timeOneStart(command, extraEnv, cwd);
  const runs: Run[] = [];
  const before: Run[] = [];
  // With STARTUP_BEFORE, the other bundle's starts alternate with these, so both see the same load.
  for (let i = 0; i < RUNS; i++) {
    if (BEFORE) before.push(await timeOneStart([process.execPath, '--enable-source-maps', BEFORE], extraEnv, path.dirname(BEFORE)));
    runs.push(await timeOneStart(command, extraEnv, cwd));
  }
  if (BEFORE) report(`${label}, before (${BEFORE})`, before);
  report(label, runs);
}

async function ensureDatabase(url: string, name: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}

const built = spawnSync(process.execPath, ['tools/build-if-stale.mjs'], { cwd: repoRoot, stdio: 'inherit' });
if (built.status !== 0) throw new Error('the build failed');
const serverCommand = [process.execPath, '--enable-source-maps', 'dist/server.js'];
log(`load average (1 / 5 / 15 min) before: ${loadAverage()}; ${os.cpus().length} cores`);

const dataDir = path.join(os.tmpdir(), 'keel-bench-startup', 'data');
fs.mkdirSync(path.dirname(dataDir), { recursive: true });
if (!args.has('--postgres-only')) {
  await bench('embedded', serverCommand, { DATA_DIR: dataDir });
  if (args.has('--npm-start')) {
    await bench('embedded, npm start', ['npm', 'start'], { DATA_DIR: dataDir }, repoRoot);
  }
}
if (!args.has('--embedded-only')) {
  if (!PG_SERVER) log('\nPostgreSQL: skipped (set TEST_DATABASE_URL or BENCH_DATABASE_URL)');
  else {
    await ensureDatabase(PG_SERVER, 'keel_startup_bench');
    await bench('PostgreSQL', serverCommand, { DATABASE_URL: withDatabaseName(PG_SERVER, 'keel_startup_bench') });
  }
}
log(`\nload average (1 / 5 / 15 min) after: ${loadAverage()}`);
