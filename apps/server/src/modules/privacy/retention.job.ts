import type { FastifyInstance } from 'fastify';
import { runRetention } from './retention.service';

/** The recurring job that anonymises applicants past the retention period. */
export const RETENTION_QUEUE = 'recruitment-retention';
/** Every day at 03:15 UTC. */
export const RETENTION_CRON = '15 3 * * *';

/**
 * pg-boss enqueues each tick once whatever the number of instances, and gives the job to one
 * worker (decision 0018); the job itself is idempotent (runRetention).
 */
export async function setUpRetention(app: FastifyInstance): Promise<void> {
  const { jobs, db } = app;
  await jobs.queue(RETENTION_QUEUE, { retryLimit: 2, retryDelay: 600, expireInSeconds: 3600 });
  await jobs.work(RETENTION_QUEUE, { pollingIntervalSeconds: 60 }, async () => {
    const { anonymised, months } = await runRetention(db);
    app.log.info({ anonymised, months }, 'retention job done');
  });
  await jobs.schedule(RETENTION_QUEUE, RETENTION_CRON);
}
