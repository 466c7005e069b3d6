/**
 * npm run bench:staffing — decision 0092 on PostgreSQL. Creates (or, with BENCH_REUSE=1, reuses)
 * the database BENCH_STAFFING_DB (default keel_bench_staffing) on the server of
 * BENCH_DATABASE_URL or TEST_DATABASE_URL (default postgres://keel_ci:keel_ci@127.0.0.1:5432/keel_ci),
 * migrates it and seeds, in bulk (generate_series): BENCH_CONSULTANTS (10,000) consultants with
 * 4 skills each, a period away for one in five and a confirmed allocation for one in four;
 * BENCH_APPLICANTS (100,000) applicants with one application each over 200 jobs, 3 screened
 * keywords (names and synonyms of the skills graph), stages across the pipeline, consent for half.
 * Then times a demand's matches (the service: the ranking statement and the explanation queries)
 * for BENCH_DEMANDS (20) demands of 2–3 skills, BENCH_RUNS (10) times each, as an admin (every
 * candidate, rates) and as a plain user (consultants only), and prints p50/p95.
 * Target: p95 ≤ 200 ms.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { demandMatches } from '../src/staffing/demands/demand-matches.service';

const CONSULTANTS = Number(process.env.BENCH_CONSULTANTS ?? 10_000);
const APPLICANTS = Number(process.env.BENCH_APPLICANTS ?? 100_000);
const DEMANDS = Number(process.env.BENCH_DEMANDS ?? 20);
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const SERVER = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://keel_ci:keel_ci@127.0.0.1:5432/keel_ci';
const NAME = process.env.BENCH_STAFFING_DB ?? 'keel_bench_staffing';
const REUSE = process.env.BENCH_REUSE === '1';

const log = (line: string) => console.log(line);
const withName = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

async function seed(db: Awaited<ReturnType<typeof openDatabase>>['db']) {
  const t0 = performance.now();
  await sql`INSERT INTO consultants (full_name, engagement, city, country, day_rate, rate_currency)
    SELECT 'Consultant ' || g, CASE WHEN g % 3 = 0 THEN 'contractor' ELSE 'employee' END,
           (ARRAY['Berlin', 'Munich', 'Hamburg', 'Lisbon', 'Paris'])[1 + g % 5], (ARRAY['DE', 'DE', 'DE', 'PT', 'FR'])[1 + g % 5],
           500 + (g * 37) % 900, 'EUR'
    FROM generate_series(1, ${CONSULTANTS}) g`.execute(db);
  await sql`INSERT INTO consultant_skills (consultant_id, skill_id, level)
    SELECT DISTINCT ON (k.consultant_id, s.skill_id) k.consultant_id, s.skill_id, 1 + abs(hashtext(k.consultant_id::text || i)) % 4
    FROM consultants k
    CROSS JOIN generate_series(1, 4) i
    JOIN LATERAL (SELECT skill_id FROM (SELECT skill_id, row_number() OVER (ORDER BY skill_id) AS n FROM skills) x
                  WHERE x.n = 1 + abs(hashtext(k.consultant_id::text || 's' || i)) % (SELECT count(*) FROM skills)) s ON true`.execute(db);
  await sql`INSERT INTO consultant_unavailability (consultant_id, starts_on, ends_on, kind)
    SELECT consultant_id, d, d + 13, 'holiday'
    FROM (SELECT consultant_id, date '2027-01-01' + abs(hashtext(consultant_id::text)) % 330 AS d FROM consultants) k
    WHERE abs(hashtext(consultant_id::text || 'away')) % 5 = 0`.execute(db);
  log(`seeded ${CONSULTANTS.toLocaleString('en-US')} consultants in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const t1 = performance.now();
  await sql`INSERT INTO jobs (title, description, requirements) SELECT 'Bench job ' || g, 'Bench', 'Bench' FROM generate_series(1, 200) g`.execute(
    db,
  );
  await sql`INSERT INTO applicants (first_name, last_name, email, address)
    SELECT 'Applicant', 'No' || g, 'applicant' || g || '@bench.test', CASE WHEN g % 4 = 0 THEN 'Berlin, Germany' END
    FROM generate_series(1, ${APPLICANTS}) g`.execute(db);
  log(`  applicants inserted after ${((performance.now() - t1) / 1000).toFixed(1)} s`);
  await sql`WITH t AS (SELECT array_agg(term ORDER BY term_key) AS terms, count(*)::int AS n FROM skill_terms),
      j AS (SELECT array_agg(job_id ORDER BY job_id) AS ids FROM jobs WHERE title LIKE 'Bench job %'),
      a AS (SELECT applicant_id, row_number() OVER (ORDER BY applicant_id) AS g FROM applicants WHERE email LIKE '%@bench.test')
    INSERT INTO applications (applicant_id, job_id, stage, ats_keywords_matched, consent_notice_version, consent_given_at)
    SELECT a.applicant_id, j.ids[1 + a.g % 200],
           (ARRAY['New', 'Screening', 'Interviewing', 'Offer Extended', 'Rejected', 'Withdrawn', 'On Hold'])[1 + a.g % 7],
           ARRAY[t.terms[1 + abs(hashint8(a.g)) % t.n], t.terms[1 + abs(hashint8(a.g * 7)) % t.n], t.terms[1 + abs(hashint8(a.g * 13)) % t.n]],
           CASE WHEN a.g % 2 = 0 THEN '2026-11-24' END, CASE WHEN a.g % 2 = 0 THEN now() END
    FROM a, t, j`.execute(db);
  log(`seeded ${APPLICANTS.toLocaleString('en-US')} applicants and applications in ${((performance.now() - t1) / 1000).toFixed(1)} s`);

  // One deal with the demands timed, and a quarter of the bench confirmed on another demand.
  const stage = await sql<{ id: string }>`SELECT id FROM pipeline_stages ORDER BY position LIMIT 1`.execute(db);
  const deal = await sql<{
    id: string;
  }>`INSERT INTO deals (stage_id, name) VALUES (${stage.rows[0].id}, 'Bench deal') RETURNING id`.execute(db);
  const dealId = deal.rows[0].id;
  await sql`INSERT INTO deal_demands (deal_id, role_title, seniority, starts_on, ends_on, allocation_pct, remote, city, country, target_day_rate, rate_currency)
    SELECT ${dealId}, 'Bench role ' || g, 'senior', date '2027-01-04' + g * 14, date '2027-01-04' + g * 14 + 90, 40 + g * 3 % 61,
           g % 4 = 0, 'Berlin', 'DE', 800 + g * 10, 'EUR'
    FROM generate_series(0, ${DEMANDS}) g`.execute(db);
  await sql`INSERT INTO deal_demand_skills (demand_id, skill_id, min_level)
    SELECT DISTINCT ON (d.demand_id, s.skill_id) d.demand_id, s.skill_id, 1 + abs(hashtext(d.demand_id::text || i)) % 4
    FROM deal_demands d
    CROSS JOIN generate_series(1, 3) i
    JOIN LATERAL (SELECT skill_id FROM (SELECT skill_id, row_number() OVER (ORDER BY skill_id) AS n FROM skills) x
                  WHERE x.n = 1 + abs(hashtext(d.demand_id::text || 's' || i)) % (SELECT count(*) FROM skills)) s ON true`.execute(db);
  await sql`INSERT INTO staffing_allocations (demand_id, consultant_id, status, starts_on, ends_on, allocation_pct, confirmed_at)
    SELECT (SELECT demand_id FROM deal_demands WHERE role_title = 'Bench role 0'), consultant_id, 'confirmed',
           date '2027-02-01' + abs(hashtext(consultant_id::text || 'alloc')) % 200, date '2027-02-01' + abs(hashtext(consultant_id::text || 'alloc')) % 200 + 60, 60, now()
    FROM consultants WHERE abs(hashtext(consultant_id::text || 'busy')) % 4 = 0`.execute(db);
  await sql`ANALYZE`.execute(db);
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main() {
  if (!REUSE) {
    const admin = new pg.Client({ connectionString: SERVER });
    await admin.connect();
    await admin.query(`drop database if exists ${NAME} with (force)`);
    await admin.query(`create database ${NAME}`);
    await admin.end();
  }
  const database = await openDatabase({ kind: 'postgres', url: withName(SERVER, NAME), poolSize: 4 });
  const db = database.db;
  await migrateToLatest(db);
  if (!REUSE) await seed(db);
  const counts = await sql<{ c: string; a: string; p: string }>`SELECT (SELECT count(*) FROM consultants) AS c,
    (SELECT count(*) FROM applicants) AS a, (SELECT count(*) FROM applications) AS p`.execute(db);
  log(`database ${NAME}: ${counts.rows[0].c} consultants, ${counts.rows[0].a} applicants, ${counts.rows[0].p} applications`);
  const demands = await sql<{ demand_id: string; deal_id: string }>`SELECT demand_id, deal_id FROM deal_demands
    WHERE role_title <> 'Bench role 0' ORDER BY starts_on LIMIT ${DEMANDS}`.execute(db);
  const readers = {
    admin: { id: '00000000-0000-4000-8000-000000000001', role: 'admin' as const },
    user: { id: '00000000-0000-4000-8000-000000000002', role: 'user' as const },
  };
  for (const [who, reader] of Object.entries(readers)) {
    const times: number[] = [];
    let sample = '';
    for (const d of demands.rows) {
      await demandMatches(db, reader, d.deal_id, d.demand_id); // warm
      for (let i = 0; i < RUNS; i += 1) {
        const t = performance.now();
        const result = await demandMatches(db, reader, d.deal_id, d.demand_id);
        times.push(performance.now() - t);
        if (!sample)
          sample = `${result.matches.length} matches, best ${result.matches[0]?.name} (${result.matches[0]?.score}), kinds ${[...new Set(result.matches.map((m) => m.kind))].join('/')}`;
      }
    }
    times.sort((a, b) => a - b);
    log(
      `matches (top 20) as ${who}: p50 ${pct(times, 50).toFixed(1)} ms, p95 ${pct(times, 95).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms over ${times.length} runs (${sample})`,
    );
  }
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
