import { sql } from 'kysely';
import type { JobEngine } from '../platform/background/job-engine';
import type { DatabaseHandle } from './database';

/** The recurring job that refreshes the embedded database's planner statistics. */
export const STATISTICS_QUEUE = 'refresh-statistics';
/** Every hour, on the hour (UTC). */
export const STATISTICS_CRON = '0 * * * *';

/**
 * PGlite runs PostgreSQL as a single process without the autovacuum daemon, so it never analyzes
 * a table by itself: the planner then guesses row counts (e.g. 7 leads per funnel column when
 * there are 2,000) and picks plans that sort whole columns instead of walking their index.
 * For the embedded database this analyzes now, and the job engine runs it again every hour
 * (decision 0018); a PostgreSQL server's autovacuum does this itself, so there the schedule is removed.
 */
export async function keepStatisticsFresh(database: DatabaseHandle, jobs: JobEngine, onError: (error: unknown) => void): Promise<void> {
  await jobs.queue(STATISTICS_QUEUE, { retryLimit: 0, expireInSeconds: 15 * 60 });
  if (database.kind !== 'embedded') {
    await jobs.unschedule(STATISTICS_QUEUE);
    return;
  }
  await analyze(database).catch(onError);
  await jobs.work(STATISTICS_QUEUE, { pollingIntervalSeconds: 30 }, () => analyze(database));
  await jobs.schedule(STATISTICS_QUEUE, STATISTICS_CRON);
}

async function analyze(database: DatabaseHandle): Promise<void> {
  await sql`analyze`.execute(database.db);
}
