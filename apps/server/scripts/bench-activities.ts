/**
 * npm run bench:activities — decision 0026's figures on PostgreSQL (BENCH_DATABASE_URL, default
 * postgres://keel_ci:keel_ci@127.0.0.1:5432/keel_bench; the scratch database BENCH_ACTIVITIES_DB,
 * default keel_bench_activities, is recreated). Seeds BENCH_ACTIVITIES (1,000,000) activities over
 * BENCH_RECORDS (100,000) companies — one of them with 10,000 — 30% tasks spread over 50 members,
 * then times BENCH_SAMPLES (200) first timeline pages of random records (and of the 10,000 one) and
 * My Tasks of random members, through the services the routes call. Prints p50/p95/max.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { listTasks } from '../src/workspace/activities/tasks.service';
import { recordTimeline } from '../src/workspace/activities/timeline.service';
import { withDatabaseName } from '../src/test/test-database-url';

const ACTIVITIES = Number(process.env.BENCH_ACTIVITIES ?? 1_000_000);
const RECORDS = Number(process.env.BENCH_RECORDS ?? 100_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const MEMBERS = 50;
const HEAVY = 10_000;
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://keel_ci:keel_ci@127.0.0.1:5432/keel_bench';
const SCRATCH_DB = process.env.BENCH_ACTIVITIES_DB ?? 'keel_bench_activities';

async function freshDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${SCRATCH_DB} with (force)`);
  await admin.query(`create database ${SCRATCH_DB}`);
  await admin.end();
  return withDatabaseName(PG_URL, SCRATCH_DB);
}

function stats(label: string, ms: number[]) {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  console.log(
    `${label.padEnd(44)} n=${sorted.length}  p50 ${at(0.5).toFixed(1)} ms  p95 ${at(0.95).toFixed(1)} ms  max ${sorted.at(-1)!.toFixed(1)} ms`,
  );
}

async function main() {
  const database = await openDatabase({ kind: 'postgres', url: await freshDatabase(), poolSize: 4 });
  const db = database.db;
  await migrateToLatest(db);
  const t0 = performance.now();
  await sql`INSERT INTO users (full_name, email, role) SELECT 'Member ' || i, 'member' || i || '@bench.test', 'sales_rep' FROM generate_series(1, ${MEMBERS}) i`.execute(
    db,
  );
  await sql`INSERT INTO companies (name) SELECT 'Company ' || i FROM generate_series(1, ${RECORDS}) i`.execute(db);
  await sql`CREATE TEMP TABLE bench_records AS SELECT row_number() OVER (ORDER BY id) - 1 AS n, id FROM companies`.execute(db);
  await sql`CREATE TEMP TABLE bench_members AS SELECT row_number() OVER (ORDER BY id) - 1 AS n, id, full_name FROM users`.execute(db);
  // Activity i: record 0 takes the first HEAVY, the rest spread evenly; every 10th of 3 is a task.
  await sql`
    INSERT INTO activities (id, kind, body, author_id, author_name, title, due_date, assignee_id, priority, done_at, created_at)
    SELECT gen_random_uuid(), CASE WHEN i % 10 < 3 THEN 'task' WHEN i % 10 < 6 THEN 'note' WHEN i % 10 < 8 THEN 'call' ELSE 'meeting' END,
           'Bench body ' || i, m.id, m.full_name,
           CASE WHEN i % 10 < 3 THEN 'Task ' || i END,
           CASE WHEN i % 10 < 3 THEN current_date + ((i % 120) - 60) END,
           CASE WHEN i % 10 < 3 THEN m.id END,
           CASE WHEN i % 10 < 3 THEN 'Medium' END,
           CASE WHEN i % 10 < 3 AND i % 7 = 0 THEN now() END,
           now() - (i || ' seconds')::interval
    FROM generate_series(0, ${ACTIVITIES - 1}) i JOIN bench_members m ON m.n = i % ${MEMBERS}`.execute(db);
  await sql`
    INSERT INTO activity_links (activity_id, record_type, record_id, kind, created_at)
    SELECT a.id, 'company', r.id, a.kind, a.created_at
    FROM (SELECT id, kind, created_at, row_number() OVER (ORDER BY created_at DESC) - 1 AS i FROM activities) a
    JOIN bench_records r ON r.n = CASE WHEN a.i < ${HEAVY} THEN 0 ELSE 1 + (a.i % ${RECORDS - 1}) END`.execute(db);
  await sql`ANALYZE`.execute(db);
  console.log(
    `seeded ${ACTIVITIES.toLocaleString('en-US')} activities over ${RECORDS.toLocaleString('en-US')} records in ${((performance.now() - t0) / 1000).toFixed(0)} s`,
  );

  const records = (await sql<{ id: string }>`SELECT id FROM bench_records ORDER BY random() LIMIT ${SAMPLES}`.execute(db)).rows.map(
    (r) => r.id,
  );
  const heavy = (await sql<{ id: string }>`SELECT id FROM bench_records WHERE n = 0`.execute(db)).rows[0].id;
  const members = (await sql<{ id: string }>`SELECT id FROM bench_members`.execute(db)).rows.map((r) => r.id);
  const admin = { id: members[0], fullName: 'Bench', role: 'admin' as const };
  const time = async (work: () => Promise<unknown>) => {
    const s = performance.now();
    await work();
    return performance.now() - s;
  };
  for (let i = 0; i < 20; i++) await recordTimeline(db, admin, 'company', records[i], { limit: 20 }); // warm-up

  const firstPages: number[] = [];
  for (const id of records) firstPages.push(await time(() => recordTimeline(db, admin, 'company', id, { limit: 20 })));
  stats('timeline first page, random record (~9 each)', firstPages);
  const heavyPages: number[] = [];
  for (let i = 0; i < SAMPLES; i++) heavyPages.push(await time(() => recordTimeline(db, admin, 'company', heavy, { limit: 20 })));
  stats(`timeline first page, record with ${HEAVY.toLocaleString('en-US')}`, heavyPages);
  const today = new Date().toISOString().slice(0, 10);
  const tasks: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const me = { id: members[i % MEMBERS], fullName: 'Bench', role: 'sales_rep' as const };
    tasks.push(await time(() => listTasks(db, me, { today })));
  }
  stats(`My Tasks (~${Math.round((ACTIVITIES * 0.3) / MEMBERS).toLocaleString('en-US')} tasks each)`, tasks);
  await database.close();
}

await main();
