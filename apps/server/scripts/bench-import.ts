/**
 * npm run bench:import — the contact CSV import at scale, through the real HTTP API of a real
 * server process, on the embedded database and on PostgreSQL (BENCH_DATABASE_URL, default
 * postgres://keel_ci:keel_ci@127.0.0.1:5432/keel_bench; a scratch database keel_bench_import (the
 * URL's database name + '_import') on that server is recreated for the run).
 *
 * The file: BENCH_IMPORT_ROWS (100,000) contacts, half new, a quarter changed, a quarter unchanged
 * duplicates; the existing half is pre-seeded by an earlier import (timed too). Prints rows/s and
 * the server's peak RSS (sampled from /proc every 50 ms) for each import, the processor time used by
 * the server and by the database's PostgreSQL backends (with the time they waited for a processor:
 * the machine may be shared), and beside them the time PostgreSQL's own COPY (psql \copy) takes to
 * load the same file into a scratch table.
 *
 * Then, likewise, companies and deals (decision 0027; BENCH_KINDS=companies,deals runs only those).
 * After each kind's measured import, that import is undone (decision 0032): time and records/s.
 * Then a BENCH_JOB_ROWS-row (1,000,000) contacts file as a background job (decision 0059): upload
 * and run, rows/s and the server's peak RSS (BENCH_SKIP_JOB=1 leaves it out).
 *
 * Options while iterating: BENCH_SKIP_PGLITE=1 / BENCH_SKIP_POSTGRES=1 run one engine only;
 * BENCH_NODE_ARGS (e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof') is passed to the server process.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DEMO_ADMIN } from '@keel/shared/demo';
import type { BackgroundImport, ImportEvent } from '@keel/shared/data-management';
import type { ImportHistory, UndoEvent } from '@keel/shared/import-history';
import { csvLine } from '@keel/shared/csv';
import { withDatabaseName } from '../src/test/test-database-url';
import { startBenchServer, signInAs, stopBenchServer } from './bench/bench-server';
import { type CpuUse, watchDatabase, watchProcess } from './bench/cpu';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://keel_ci:keel_ci@127.0.0.1:5432/keel_bench';
/** The scratch database: '<database of BENCH_DATABASE_URL>_import', so runs against different databases never drop each other's. */
const SCRATCH_DB = `${new URL(PG_URL).pathname.slice(1) || 'keel_bench'}_import`;
const PORT = Number(process.env.BENCH_PORT ?? 4398);
const base = `http://127.0.0.1:${PORT}`;

const HEADER = ['email', 'first_name', 'last_name', 'phone', 'job_title', 'city', 'state', 'tags'];
const row = (i: number, title: string) =>
  csvLine([`bench${i}@import.bench`, `First${i}`, `Last${i}`, `555-${String(i).padStart(6, '0')}`, title, 'Austin', 'TX', 'bench;import']);
/** i % 4: 0, 1 new; 2 changed (the file has a new title); 3 unchanged duplicate. */
const seedCsv = () => csvLine(HEADER) + Array.from({ length: ROWS }, (_, i) => (i % 4 >= 2 ? row(i, 'Engineer') : '')).join('');
const mainCsv = () =>
  csvLine(HEADER) + Array.from({ length: ROWS }, (_, i) => row(i, i % 4 === 2 ? 'Principal Engineer' : 'Engineer')).join('');

/** Decision 0027: companies (matched by name or domain) and deals (linked to 1,000 companies and one new contact each), the same shape: half new, a quarter changed, a quarter unchanged. */
const COMPANY_HEADER = ['name', 'website', 'sector', 'city', 'number_of_employees', 'tags'];
const companyRow = (i: number, city: string) =>
  csvLine([`Bench Company ${i}`, `https://bench${i}.example`, 'Technology', city, i % 5000, 'bench;import']);
const DEAL_HEADER = ['name', 'stage', 'company', 'email', 'firstName', 'lastName', 'dealValue', 'priority'];
const dealRow = (i: number, stage: string) =>
  csvLine([`Bench deal ${i}`, stage, `Deal Company ${i % 1000}`, `deal${i}@import.bench`, `First${i}`, `Last${i}`, i * 10, 'High']);
const shaped = (header: string[], row: (i: number, variant: boolean) => string) => ({
  seed: csvLine(header) + Array.from({ length: ROWS }, (_, i) => (i % 4 >= 2 ? row(i, false) : '')).join(''),
  main: csvLine(header) + Array.from({ length: ROWS }, (_, i) => row(i, i % 4 === 2)).join(''),
});
const KINDS = (process.env.BENCH_KINDS ?? 'contacts,companies,deals').split(',');

const rssKb = (pid: number) => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
};
const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;

async function timedImport(pid: number, cookie: string, csv: string, name: string, databaseUrl?: string, kind = 'contacts') {
  const serverCpu = watchProcess(pid);
  const databaseCpu = databaseUrl ? await watchDatabase(databaseUrl, SCRATCH_DB) : undefined;
  const baseline = rssKb(pid);
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rssKb(pid))), 50);
  const started = performance.now();
  // Overwrite: the file's changed quarter changes stored values (the default fills empty fields only, decision 0057).
  const res = await fetch(`${base}/api/data-management/${kind}/import?fileName=${name}&update=overwrite`, {
    method: 'POST',
    headers: { 'content-type': 'text/csv', origin: base, cookie },
    body: csv,
  });
  const text = await res.text();
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const cpu = { server: serverCpu.stop(), database: await databaseCpu?.stop() };
  if (!res.ok) throw new Error(`import failed: ${res.status} ${text}`);
  const last = JSON.parse(text.trim().split('\n').at(-1)!) as ImportEvent;
  if (last.type !== 'done') throw new Error(`import did not finish: ${JSON.stringify(last)}`);
  return { rows: last.rows, seconds, counts: last.counts, baseline, peak, mbytes: Buffer.byteLength(csv) / 1e6, cpu };
}

type Result = Awaited<ReturnType<typeof timedImport>>;

/** Undoes the newest import of a kind through POST /api/data-management/{kind}/imports/{id}/undo. */
async function timedUndo(pid: number, cookie: string, kind: string, databaseUrl?: string) {
  const list = await fetch(`${base}/api/data-management/${kind}/imports`, { headers: { cookie } });
  const [newest] = ((await list.json()) as ImportHistory).items;
  const serverCpu = watchProcess(pid);
  const databaseCpu = databaseUrl ? await watchDatabase(databaseUrl, SCRATCH_DB) : undefined;
  const started = performance.now();
  const res = await fetch(`${base}/api/data-management/${kind}/imports/${newest.id}/undo`, {
    method: 'POST',
    headers: { origin: base, cookie },
  });
  const text = await res.text();
  const seconds = (performance.now() - started) / 1000;
  const cpu = { server: serverCpu.stop(), database: await databaseCpu?.stop() };
  if (!res.ok) throw new Error(`undo failed: ${res.status} ${text}`);
  const last = JSON.parse(text.trim().split('\n').at(-1)!) as UndoEvent;
  if (last.type !== 'done') throw new Error(`undo did not finish: ${JSON.stringify(last)}`);
  return { kind, rows: newest.rows, records: last.total, counts: last.counts, seconds, cpu };
}
type UndoResult = Awaited<ReturnType<typeof timedUndo>>;

const JOB_ROWS = Number(process.env.BENCH_JOB_ROWS ?? 1_000_000);

/**
 * Decision 0059: a JOB_ROWS-row contacts file (every row new) imported as a background job: the
 * upload stored in the database, then the job's run to its end, with the server's peak RSS over
 * both (the file must not sit in memory: ≤ 300 MB over the idle server).
 */
async function timedBackgroundImport(pid: number, cookie: string) {
  const header = csvLine(HEADER);
  const file = Buffer.from(header + Array.from({ length: JOB_ROWS }, (_, i) => row(i + 10_000_000, 'Engineer')).join(''));
  const baseline = rssKb(pid);
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rssKb(pid))), 100);
  const started = performance.now();
  const res = await fetch(`${base}/api/data-management/contacts/background-imports?fileName=job.csv`, {
    method: 'POST',
    headers: { 'content-type': 'text/csv', origin: base, cookie },
    body: file,
  });
  if (res.status !== 202) throw new Error(`background import refused: ${res.status} ${await res.text()}`);
  const { id } = (await res.json()) as { id: string };
  const uploaded = (performance.now() - started) / 1000;
  let state: BackgroundImport | undefined;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const list = await fetch(`${base}/api/data-management/contacts/background-imports`, { headers: { cookie } });
    state = ((await list.json()) as { items: BackgroundImport[] }).items.find((i) => i.id === id);
    if (state && ['done', 'failed', 'cancelled'].includes(state.status)) break;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  if (state.status !== 'done') throw new Error(`background import ended ${state.status}: ${state.message}`);
  return { rows: state.rows, created: state.counts.created, mbytes: file.length / 1e6, uploaded, seconds, baseline, peak };
}
type JobResult = Awaited<ReturnType<typeof timedBackgroundImport>>;
const jobLine = (engine: string, j: JobResult) =>
  `| ${engine} | background job, contacts (decision 0059) | ${j.rows.toLocaleString('en-US')} (${j.mbytes.toFixed(0)} MB) | ${j.created.toLocaleString('en-US')} / 0 / 0 | ${j.seconds.toFixed(1)} s (upload ${j.uploaded.toFixed(1)} s) | ${Math.round(j.rows / j.seconds).toLocaleString('en-US')} | ${mb(j.baseline)} → ${mb(j.peak)} (+${mb(j.peak - j.baseline)}) | – | – |`;

async function benchEngine(env: Record<string, string>, seed: string, main: string) {
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const server = await startBenchServer(PORT, { WEB_DIST_DIR: '/nonexistent', ...env }, nodeArgs);
  try {
    const cookie = await signInAs(base, DEMO_ADMIN.email);
    const runs: { kind: string; seeded?: Result; measured?: Result; undone?: UndoResult; job?: JobResult }[] = [];
    const files: Record<string, { seed: string; main: string }> = {
      contacts: { seed, main },
      companies: shaped(COMPANY_HEADER, (i, variant) => companyRow(i, variant ? 'Denver' : 'Austin')),
      deals: shaped(DEAL_HEADER, (i, variant) => dealRow(i, variant ? 'Contacted' : 'New Inquiry')),
    };
    for (const kind of KINDS) {
      const seeded = await timedImport(server.pid!, cookie, files[kind].seed, `${kind}-seed.csv`, env.DATABASE_URL, kind);
      const measured = await timedImport(server.pid!, cookie, files[kind].main, `${kind}.csv`, env.DATABASE_URL, kind);
      const undone = await timedUndo(server.pid!, cookie, kind, env.DATABASE_URL);
      runs.push({ kind, seeded, measured, undone });
    }
    if (process.env.BENCH_SKIP_JOB !== '1') runs.push({ kind: 'job', job: await timedBackgroundImport(server.pid!, cookie) });
    return runs;
  } finally {
    await stopBenchServer(server);
  }
}

async function recreateScratchDatabase() {
  const admin = new pg.Client({ connectionString: withDatabaseName(PG_URL, 'postgres') });
  await admin.connect();
  await admin.query(`drop database if exists ${SCRATCH_DB} with (force)`);
  await admin.query(`create database ${SCRATCH_DB}`);
  await admin.end();
  return withDatabaseName(PG_URL, SCRATCH_DB);
}

function timeCopy(url: string, file: string) {
  const psql = (command: string) => {
    const started = performance.now();
    const out = spawnSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-q', '-c', command], { encoding: 'utf8' });
    if (out.status !== 0) throw new Error(`psql failed: ${out.stderr}`);
    return (performance.now() - started) / 1000;
  };
  psql(`create table bench_copy_scratch (${HEADER.map((c) => `${c} text`).join(', ')})`);
  return psql(`\\copy bench_copy_scratch from '${file}' csv header`);
}

const cpuText = (use: CpuUse | undefined) =>
  use
    ? `${use.cpu.toFixed(1)} s${use.autovacuum ? ` (autovacuum ${use.autovacuum.toFixed(1)} s)` : ''} +${use.waited.toFixed(1)} s waiting`
    : '–';
const line = (engine: string, label: string, r: Result) =>
  `| ${engine} | ${label} | ${r.rows.toLocaleString('en-US')} (${r.mbytes.toFixed(1)} MB) | ${r.counts.created.toLocaleString('en-US')} / ${r.counts.updated.toLocaleString('en-US')} / ${r.counts.skipped.toLocaleString('en-US')} | ${r.seconds.toFixed(2)} s | ${Math.round(r.rows / r.seconds).toLocaleString('en-US')} | ${mb(r.baseline)} → ${mb(r.peak)} | ${cpuText(r.cpu.server)} | ${cpuText(r.cpu.database)} |`;

const undoLine = (engine: string, u: UndoResult) =>
  `| ${engine} | undo of the ${u.kind} import | ${u.rows.toLocaleString('en-US')} rows, ${u.records.toLocaleString('en-US')} records | removed ${u.counts.removed.toLocaleString('en-US')} / restored ${u.counts.restored.toLocaleString('en-US')} / left ${u.counts.kept.toLocaleString('en-US')} | ${u.seconds.toFixed(2)} s | ${Math.round(u.records / u.seconds).toLocaleString('en-US')} records/s | – | ${cpuText(u.cpu.server)} | ${cpuText(u.cpu.database)} |`;

const runLines = (engine: string, run: Awaited<ReturnType<typeof benchEngine>>[number]) =>
  run.job
    ? [jobLine(engine, run.job)]
    : [line(engine, `${run.kind} pre-seed`, run.seeded!), line(engine, `${run.kind} import`, run.measured!), undoLine(engine, run.undone!)];

async function main() {
  const seed = seedCsv();
  const csv = mainCsv();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'keel-bench-import-'));
  const file = path.join(tmp, 'main.csv');
  fs.writeFileSync(file, csv);
  const lines: string[] = [];
  try {
    console.log(
      `Importing ${ROWS.toLocaleString('en-US')} rows each of ${KINDS.join(', ')} (half new, a quarter changed, a quarter unchanged) through POST /api/data-management/{kind}/import…`,
    );
    if (process.env.BENCH_SKIP_PGLITE !== '1') {
      for (const run of await benchEngine({ DATA_DIR: path.join(tmp, 'data') }, seed, csv))
        lines.push(...runLines('embedded (PGlite)', run));
    }
    let copySeconds: number | undefined;
    if (process.env.BENCH_SKIP_POSTGRES !== '1') {
      const url = await recreateScratchDatabase();
      for (const run of await benchEngine({ DATABASE_URL: url, DATA_DIR: path.join(tmp, 'unused') }, seed, csv))
        lines.push(...runLines('PostgreSQL 15', run));
      if (KINDS.includes('contacts')) copySeconds = timeCopy(url, file);
    }
    console.log(
      `\nLoad average: ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} on ${os.cpus().length} CPUs. CPU columns: processor time used, + time spent waiting for a processor.`,
    );
    console.log(
      '| database | run | rows (file) | new / updated / skipped | time | rows/s | server RSS before → peak | server CPU | PostgreSQL CPU |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (const l of lines) console.log(l);
    if (copySeconds !== undefined) {
      console.log(
        `| PostgreSQL 15 | COPY (psql \\copy) into a scratch table, no indexes | ${ROWS.toLocaleString('en-US')} | – | ${copySeconds.toFixed(2)} s | ${Math.round(ROWS / copySeconds).toLocaleString('en-US')} | – | – | – |`,
      );
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
