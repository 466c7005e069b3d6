import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openTestDatabase } from '../test/test-app';
import type { DatabaseHandle } from './database';
import { type JobEngine, startJobEngine } from '../platform/background/job-engine';
import { keepStatisticsFresh, STATISTICS_CRON, STATISTICS_QUEUE } from './statistics';

let database: DatabaseHandle;
let jobs: JobEngine;
beforeAll(async () => {
  database = await openTestDatabase();
  jobs = await startJobEngine(database, { warn: () => undefined } as never);
});
afterAll(async () => {
  await jobs.stop();
  await database.close();
});

async function schedules() {
  const { rows } = await sql<{ name: string; cron: string }>`select name, cron from pgboss.schedule`.execute(database.db);
  return rows;
}

async function estimatedRows(): Promise<number> {
  const { rows } = await sql<{ reltuples: number }>`select reltuples from pg_class where relname = 'pipeline_stages'`.execute(database.db);
  return Number(rows[0].reltuples);
}

describe('planner statistics', () => {
  // A PostgreSQL server's autovacuum analyzes by itself; only the embedded database needs this.
  it.skipIf(Boolean(inject('postgresUrl')))('are gathered for the embedded database, which has no autovacuum of its own', async () => {
    expect(database.kind).toBe('embedded');
    expect(await estimatedRows()).toBeLessThan(0); // never analyzed
    await sql`insert into pipeline_stages (title, color, position) select 'Stage ' || n, '#000000', 10 + n from generate_series(1, 40) n`.execute(
      database.db,
    );
    await keepStatisticsFresh(database, jobs, (error) => {
      throw error;
    });
    expect(await estimatedRows()).toBe(45);
    // …and again every hour, scheduled on the job engine (one run per tick, whatever the instances).
    expect(await schedules()).toEqual([{ name: STATISTICS_QUEUE, cron: STATISTICS_CRON }]);
  });
});
