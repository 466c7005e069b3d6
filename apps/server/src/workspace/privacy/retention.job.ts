import type { FastifyInstance } from 'fastify';
import { setUpRecurringJob } from '../../platform/background/recurring-job';
import { runRetention } from './retention.service';

/** The recurring job that anonymises applicants past the retention period. */
export const RETENTION_QUEUE = 'recruitment-retention';
/** Every day at 03:15 UTC. */
export const RETENTION_CRON = '15 3 * * *';

/** Scheduled once per tick whatever the instances (decision 0018); runRetention is idempotent. */
export function setUpRetention(app: FastifyInstance): Promise<void> {
  return setUpRecurringJob(app, RETENTION_QUEUE, RETENTION_CRON, () => runRetention(app.db));
}
