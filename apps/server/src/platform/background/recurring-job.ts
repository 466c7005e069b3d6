import type { FastifyInstance } from 'fastify';

/**
 * A recurring job on the job engine (decision 0018): pg-boss enqueues each tick of `cron` once
 * whatever the number of instances and gives the job to one worker; a failed run is retried twice,
 * ten minutes apart. `run` must be idempotent (a retry or a late tick may repeat it); what it
 * returns is logged.
 */
export async function setUpRecurringJob(app: FastifyInstance, queue: string, cron: string, run: () => Promise<object>): Promise<void> {
  const { jobs } = app;
  await jobs.queue(queue, { retryLimit: 2, retryDelay: 600, expireInSeconds: 3600 });
  await jobs.work(queue, { pollingIntervalSeconds: 60 }, async () => {
    app.log.info(await run(), `${queue} job done`);
  });
  await jobs.schedule(queue, cron);
}
