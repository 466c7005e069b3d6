import { afterAll, describe, expect, inject, it, vi } from 'vitest';
import { PgBoss } from 'pg-boss';
import { mondayOf } from '@keel/shared/staffing-forecast';
import { JOB_ENGINE_SCHEMA } from './db/migrations/0018_mail_outbox';
import { CAPACITY_GAP_QUEUE } from './staffing/forecast/staffing-checks.job';
import { withClient, withScratchDatabase } from './test/scratch-database';
import { type ServerProcess, startServer, waitUntilHealthy } from './test/server-process';

const started: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(started.map((s) => s.stop()));
});

/** Runs of the gap check sent at once: both instances poll the queue and take them side by side. */
const RUNS = 8;
const WEEKS = 3;

describe.runIf(inject('postgresUrl'))('capacity-gap notifications with two instances on one PostgreSQL (decision 0098)', () => {
  it('tell each admin and recruiter of each (skill, week) gap exactly once, however many runs on whichever instance', async () => {
    await withScratchDatabase(inject('postgresUrl')!, `keel_gap_multi_${process.pid}`, async (url) => {
      try {
        // At info level each instance logs the runs it did, so the test can say how they were shared.
        const env = { DATABASE_URL: url, DEMO_MODE: 'true', LOG_LEVEL: 'info' };
        const [a, b] = await Promise.all([startServer(env), startServer(env)]);
        started.push(a, b);
        await Promise.all([waitUntilHealthy(a), waitUntilHealthy(b)]);

        await withClient(url, async (db) => {
          // A skill nobody has, needed full time by a won deal from this week's Monday for 3 weeks:
          // a gap in each of those weeks (the check looks 3 weeks ahead).
          await db.query(`insert into app_settings (key, value) values ('staffing_gap_weeks_ahead', '${WEEKS}')
            on conflict (key) do update set value = excluded.value`);
          const skill = (await db.query<{ skill_id: string }>(`insert into skills (name) values ('Gapology') returning skill_id`)).rows[0]
            .skill_id;
          await db.query(`insert into skill_terms (term_key, skill_id, term, is_name) values ('gapology', $1, 'Gapology', true)`, [skill]);
          const won = (await db.query<{ id: string }>(`select id from pipeline_stages where outcome = 'won' order by position limit 1`))
            .rows[0].id;
          const deal = (await db.query<{ id: string }>(`insert into deals (name, stage_id) values ('Gap deal', $1) returning id`, [won]))
            .rows[0].id;
          const monday = mondayOf(new Date().toISOString().slice(0, 10));
          const demand = (
            await db.query<{ demand_id: string }>(
              `insert into deal_demands (deal_id, role_title, seniority, starts_on, ends_on, allocation_pct, remote)
               values ($1, 'Gapologist', 'senior', $2::date, $2::date + 20, 100, true) returning demand_id`,
              [deal, monday],
            )
          ).rows[0].demand_id;
          await db.query(`insert into deal_demand_skills (demand_id, skill_id, min_level) values ($1, $2, 2)`, [demand, skill]);
          const members = await db.query<{ id: string }>(
            `select id from users where role in ('admin', 'recruiter') and (banned is null or banned = false)`,
          );
          expect(members.rows.length).toBeGreaterThanOrEqual(2);

          // Many runs at once, as late ticks and retries could make them: a client of the job engine sends them.
          const boss = new PgBoss({
            connectionString: url,
            schema: JOB_ENGINE_SCHEMA,
            supervise: false,
            schedule: false,
            migrate: false,
            createSchema: false,
          });
          await boss.start();
          try {
            for (let i = 0; i < RUNS; i++) await boss.send(CAPACITY_GAP_QUEUE, {});
          } finally {
            await boss.stop({ graceful: false, close: true });
          }

          await vi.waitFor(
            async () => {
              const jobs = await db.query<{ state: string; n: number }>(
                `select state, count(*)::int as n from ${JOB_ENGINE_SCHEMA}.job where name = $1 group by state`,
                [CAPACITY_GAP_QUEUE],
              );
              expect(jobs.rows.map((r) => r.state)).toEqual(['completed']);
              expect(jobs.rows[0].n).toBeGreaterThanOrEqual(RUNS);
            },
            { timeout: 120_000, interval: 500 },
          );
          const told = await db.query<{ recipient_id: string; week: string; n: number }>(
            `select recipient_id, split_part(dedupe_key, ':', 3) as week, count(*)::int as n from notifications
             where kind = 'capacity_gap' and split_part(dedupe_key, ':', 2) = $1 group by 1, 2`,
            [skill],
          );
          // Every admin and recruiter, for each of the three weeks, exactly once; nobody else.
          expect(told.rows.every((r) => r.n === 1)).toBe(true);
          expect(new Set(told.rows.map((r) => r.recipient_id))).toEqual(new Set(members.rows.map((m) => m.id)));
          expect(told.rows).toHaveLength(members.rows.length * WEEKS);
          const bySubject = await db.query<{ subject: string; n: number }>(
            `select subject, count(*)::int as n from notifications where kind = 'capacity_gap' and record_id = $1 group by 1 order by 1`,
            [deal],
          );
          expect(bySubject.rows.map((r) => r.n)).toEqual(Array(WEEKS).fill(members.rows.length));
          const runsOn = (s: ServerProcess) => s.output().split(`${CAPACITY_GAP_QUEUE} job done`).length - 1;
          const split = [runsOn(a), runsOn(b)];
          expect(split[0] + split[1]).toBeGreaterThanOrEqual(RUNS);
          // Each instance polls every 5 s and takes one run at a time: both get some of the eight.
          expect(Math.min(...split)).toBeGreaterThan(0);
          console.log(`gap check runs per instance: ${split.join(' and ')}`);
          expect(bySubject.rows[0].subject).toBe(`Gapology, week of ${monday}: 1 FTE needed, 0 FTE free`);
        });
      } finally {
        await Promise.all(started.map((s) => s.stop()));
      }
    });
  }, 300_000);
});
