/**
 * npm run bench:forecast — decision 0098 on PostgreSQL. Times the capacity forecast (12 weeks),
 * the staffing figures and the gap check's statement on the database `npm run bench:staffing`
 * seeds (BENCH_STAFFING_DB, default keel_bench_staffing: 10,000 consultants with 4 skills each, a
 * period away for one in five, a confirmed allocation for one in four, 21 demands of 2–3 skills on
 * one deal), migrated to the latest first. BENCH_RUNS (10) runs each after a warm-up; prints p50/p95.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { capacityForecast } from '../src/staffing/forecast/forecast.service';
import { staffingFigures } from '../src/staffing/forecast/time-to-staff.service';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const SERVER = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://keel_ci:keel_ci@127.0.0.1:5432/keel_ci';
const NAME = process.env.BENCH_STAFFING_DB ?? 'keel_bench_staffing';

const url = new URL(SERVER);
url.pathname = `/${NAME}`;
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function time(label: string, run: () => Promise<string>) {
  await run();
  const times: number[] = [];
  let sample = '';
  for (let i = 0; i < RUNS; i += 1) {
    const t = performance.now();
    sample = await run();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(`${label}: p50 ${pct(times, 50).toFixed(1)} ms, p95 ${pct(times, 95).toFixed(1)} ms over ${times.length} runs (${sample})`);
}

const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
try {
  await migrateToLatest(database.db);
  // The seeded deal is in the first stage; the figures need some won, staffed demands too.
  const counts = await sql<{
    c: string;
    d: string;
  }>`SELECT (SELECT count(*) FROM consultants) AS c, (SELECT count(*) FROM deal_demands) AS d`.execute(database.db);
  console.log(`database ${NAME}: ${counts.rows[0].c} consultants, ${counts.rows[0].d} demands`);
  await time('forecast, 12 weeks from 2027-03-01', async () => {
    const f = await capacityForecast(database.db, { from: '2027-03-01', weeks: 12 });
    return `${f.rows.length} skills, ${f.rows.flatMap((r) => r.cells).filter((c) => c.gap).length} gap cells`;
  });
  await time('forecast, 26 weeks from 2027-03-01', async () => {
    const f = await capacityForecast(database.db, { from: '2027-03-01', weeks: 26 });
    return `${f.rows.length} skills`;
  });
  await time('figures as an admin (with revenue at risk)', async () => {
    const f = await staffingFigures(database.db, { role: 'admin' }, '2027-03-01');
    return `${f.median_days_by_skill.length} skills with a median, ${f.revenue_at_risk?.demands.length} demands at risk`;
  });
} finally {
  await database.close();
}
